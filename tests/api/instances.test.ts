/**
 * Reliability 2, several instances: two app processes on one PostgreSQL work as one. A session made
 * on one works on the other and ends on both; the sign-in limit counts attempts on both; the outbox
 * (a scheduled job in every instance) delivers each mail exactly once, the overdue sweep moves
 * each card exactly once, and the reminder job queues each reminder exactly once. Needs PostgreSQL: it runs
 * when TEST_DATABASE_URL is set (PGlite is one process by design).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { eq, inArray } from 'drizzle-orm';
import { openPostgres, type Database } from '@server/db/client';
import { clients, linenCardEvents, linenCards, outbox, properties, reminderSends, roles, users } from '@server/db/schema';
import { SIGN_IN_THROTTLE } from '@shared/domain/sign-in-throttle';
import { enqueueMail } from '@server/features/mail/outbox.repo';
import { scratchPostgres, signUpOwner, startServer, type ServerProcess } from './server-process';

const BASE_URL = process.env.TEST_DATABASE_URL;
const MAILS = 40;

describe.runIf(BASE_URL)('two instances on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let drop = async () => {};
  let smtp: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let body = '';
        stream.on('data', (chunk) => (body += chunk));
        stream.on('end', () => {
          received.push(/^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? '');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    const db = await scratchPostgres(BASE_URL!);
    drop = db.drop;
    const env = {
      DATABASE_URL: db.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_INTERVAL_MS: '100',
      LINEN_SWEEP_INTERVAL_MS: '100',
      REMINDER_INTERVAL_MS: '100',
      RATE_LIMIT_SCALE: '1',
    };
    a = await startServer(env); // migrates and seeds first
    b = await startServer(env);
    database = openPostgres(db.url);
  }, 180_000);

  afterAll(async () => {
    for (const s of [a, b]) if (s && s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await database?.close();
    await drop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('share sessions: signed in on A works on B; signed out on B is refused on A', async () => {
    const cookie = await signUpOwner(a, 'two.instances@owner.example');
    expect((await b.request('GET', '/api/me', { cookie })).status).toBe(200);
    expect((await b.request('POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await a.request('GET', '/api/me', { cookie })).status).toBe(401);
    expect((await b.request('GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('share the sign-in limit: failures on A and B count together', async () => {
    // Both instances see the same IP here, so the per-account-and-IP back-off is the first to refuse.
    const max = SIGN_IN_THROTTLE.freePerSource;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push(
        (await server.request('POST', '/api/auth/sign-in/email', { body: { email: 'two.instances@owner.example', password: `wrong-${i}` } })).status,
      );
    }
    // Each instance saw about half the attempts; only a shared counter refuses the one over the limit.
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
  });

  it('know a device signed in on A when B throttles the account (decision 0164: one secret, counters in the database)', async () => {
    const cookies = await signUpOwner(a, 'two.instances.device@owner.example'); // the session and the device cookie
    const device = cookies.split('; ').find((c) => c.startsWith('linen_device_'));
    expect(device).toBeDefined();
    const signInOn = (server: ServerProcess, password: string, cookie?: string) =>
      server.request('POST', '/api/auth/sign-in/email', { cookie, body: { email: 'two.instances.device@owner.example', password } });
    for (let i = 0; i < SIGN_IN_THROTTLE.freePerSource; i++) expect((await signInOn(i % 2 ? a : b, `wrong-${i}`)).status).toBe(401);
    expect((await signInOn(b, 'Sturdy-Copper-Kettle-91')).status).toBe(429);
    expect((await signInOn(b, 'Sturdy-Copper-Kettle-91', device)).status).toBe(200);
  });

  it('obey a role’s changed flags on the very next request: changed through A, in force on B', async () => {
    const adminCookie = await signUpOwner(a, 'two.instances.admin@provider.example');
    const ownerCookie = await signUpOwner(b, 'two.instances.role@owner.example');
    await database.db.update(users).set({ isSuperadmin: true }).where(eq(users.email, 'two.instances.admin@provider.example'));
    const [clientRole] = await database.db.select().from(roles).where(eq(roles.roleName, 'client'));
    expect((await b.request('GET', '/api/me', { cookie: ownerCookie })).json.flags.reports_view).toBe(true);
    const put = (value: boolean) =>
      a.request('PUT', `/api/admin/roles/${clientRole.id}/permissions`, { cookie: adminCookie, body: { permissions: { reports_view: value } } });
    try {
      expect((await put(false)).status).toBe(200);
      expect((await b.request('GET', '/api/me', { cookie: ownerCookie })).json.flags.reports_view).toBe(false);
      expect((await a.request('GET', '/api/me', { cookie: ownerCookie })).json.flags.reports_view).toBe(false);
    } finally {
      expect((await put(true)).status).toBe(200);
    }
    expect((await b.request('GET', '/api/me', { cookie: ownerCookie })).json.flags.reports_view).toBe(true);
  });

  it('deliver each mail exactly once, though both run the outbox job', async () => {
    const subjects = Array.from({ length: MAILS }, (_, i) => `Once only ${i}`);
    await enqueueMail(
      database.db,
      subjects.map((subject) => ({ to: 'office@provider.example', subject, text: `${subject}.`, kind: 'test' })),
    );
    const deadline = Date.now() + 60_000;
    let pending = MAILS;
    while (Date.now() < deadline) {
      pending = (await database.db.select().from(outbox).where(eq(outbox.kind, 'test'))).filter((m) => m.status !== 'sent').length;
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(pending).toBe(0);
    await new Promise((r) => setTimeout(r, 500)); // time for a duplicate to show up, were there one
    const ours = received.filter((s) => s.startsWith('Once only'));
    expect(ours.sort()).toEqual([...subjects].sort());
  });

  it('move each overdue card once, though both run the sweep', async () => {
    const CARDS = 30;
    const db = database.db;
    const [client] = await db.insert(clients).values({ name: 'Sweep Lets', primaryEmail: 'sweep@owner.example' }).returning();
    const props = await db
      .insert(properties)
      .values(Array.from({ length: CARDS }, (_, i) => ({ name: `Sweep Flat ${i}`, clientId: client.id })))
      .returning();
    const since = new Date(Date.now() - 20 * 86_400_000);
    const cards = await db
      .insert(linenCards)
      .values(props.map((p) => ({ propertyId: p.id, clientId: client.id, status: 'on_beds' as const, onBedsSince: since })))
      .returning();
    const ids = cards.map((c) => c.id);
    const deadline = Date.now() + 60_000;
    let left = CARDS;
    while (Date.now() < deadline) {
      left = (await db.select().from(linenCards).where(inArray(linenCards.id, ids))).filter((c) => c.status !== 'changeover_due').length;
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(left).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    const events = await db.select().from(linenCardEvents).where(inArray(linenCardEvents.linenCardId, ids));
    expect(events).toHaveLength(CARDS);
    expect(events.every((e) => e.kind === 'auto_moved' && e.actorUserId === null)).toBe(true);
    expect(new Set(events.map((e) => e.linenCardId)).size).toBe(CARDS);
  });

  it('queue each reminder once, though both run the reminder job', async () => {
    const OWNERS = 20;
    const db = database.db;
    const recent = new Date(Date.now() - 3_600_000);
    for (let i = 0; i < OWNERS; i++) {
      const [user] = await db.insert(users).values({ id: `reminded-${i}`, name: `Reminded ${i}`, email: `reminded${i}@owner.example` }).returning();
      const [client] = await db.insert(clients).values({ name: `Reminded Lets ${i}`, primaryEmail: user.email, userId: user.id }).returning();
      const [property] = await db.insert(properties).values({ name: `Reminded Flat ${i}`, clientId: client.id }).returning();
      const [card] = await db.insert(linenCards).values({ propertyId: property.id, clientId: client.id, status: 'changeover_due' }).returning();
      await db.insert(linenCardEvents).values({ linenCardId: card.id, kind: 'moved', fromStatus: 'on_beds', toStatus: 'changeover_due', createdAt: recent });
    }
    const deadline = Date.now() + 60_000;
    let queued = 0;
    while (Date.now() < deadline) {
      queued = (await db.select().from(outbox).where(eq(outbox.kind, 'reminder-changeover_due'))).length;
      if (queued >= OWNERS) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1000)); // several more runs of both, were any to send again
    const mails = await db.select().from(outbox).where(eq(outbox.kind, 'reminder-changeover_due'));
    expect(mails).toHaveLength(OWNERS);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(OWNERS);
    expect(await db.select().from(reminderSends).where(eq(reminderSends.kind, 'changeover_due'))).toHaveLength(OWNERS);
  });

  it('stop their scheduled jobs and exit cleanly on SIGTERM', async () => {
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    for (const s of [a, b]) {
      expect(await s.exited).toEqual({ code: 0, signal: null });
      expect(s.output()).toMatch(/Scheduled jobs stopped\.\n[\s\S]*Stopped\./);
    }
  });
});
