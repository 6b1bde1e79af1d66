/**
 * The hire clock across instances and restarts (issue 18): three app processes on one PostgreSQL,
 * each running the clock every 100 ms, make exactly one late-changeover charge per card per period
 * (one e-mail and one audit row each); and a process killed with SIGKILL in the middle of the sweep
 * (a card it is charging is held locked by the test, so the kill falls mid-transaction), then started
 * again, still leaves exactly one per card per period. PostgreSQL only (PGlite is one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '@server/db/client';
import { auditLog, charges, clients, linenCards, outbox, properties, users } from '@server/db/schema';
import { scratchPostgres, startServer, type ServerProcess } from './server-process';

const BASE_URL = process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;

describe.runIf(BASE_URL)('the hire clock on several instances and through a kill', () => {
  let url = '';
  let drop = async () => {};
  let database: Database;
  const started: ServerProcess[] = [];
  const env = () => ({ DATABASE_URL: url, LINEN_SWEEP_INTERVAL_MS: '100', OUTBOX_INTERVAL_MS: '60000', REMINDER_INTERVAL_MS: '60000' });
  const start = async () => {
    const s = await startServer(env());
    started.push(s);
    return s;
  };
  let n = 0;

  beforeAll(async () => {
    const db = await scratchPostgres(BASE_URL!);
    url = db.url;
    drop = db.drop;
    await start(); // migrates and seeds first
    database = openPostgres(url);
  }, 180_000);

  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await database?.close();
    await drop();
  });

  /** `count` cards of one owner on beds for 30 days (periods 1 and 2 due), oldest first by a second each. */
  async function dueCards(count: number): Promise<string[]> {
    const db = database.db;
    const tag = ++n;
    const [user] = await db
      .insert(users)
      .values({ id: `clock-owner-${tag}`, name: `Clock Owner ${tag}`, email: `clock${tag}@owner.example`, emailVerified: true })
      .returning();
    const [client] = await db.insert(clients).values({ name: `Clock Lets ${tag}`, primaryEmail: user.email, userId: user.id }).returning();
    const props = await db
      .insert(properties)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Clock Flat ${tag}-${i}`, clientId: client.id })))
      .returning();
    const base = Date.now() - 30 * DAY - 3_600_000;
    const cards = await db
      .insert(linenCards)
      .values(
        props.map((p, i) => ({ propertyId: p.id, clientId: client.id, status: 'changeover_due' as const, onBedsSince: new Date(base + i * 1000) })),
      )
      .returning();
    return cards.sort((a, b) => a.onBedsSince!.getTime() - b.onBedsSince!.getTime()).map((c) => c.id);
  }

  const chargesOf = (ids: string[]) => database.db.select().from(charges).where(inArray(charges.linenCardId, ids));

  async function waitFor(what: string, check: () => Promise<boolean>, ms = 90_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** Exactly periods 1 and 2 once per card, with one e-mail and one audit row per charge. */
  async function expectOncePerPeriod(ids: string[], email: string) {
    const rows = await chargesOf(ids);
    expect(rows).toHaveLength(ids.length * 2);
    expect(new Set(rows.map((r) => `${r.linenCardId}:${r.period}`)).size).toBe(ids.length * 2);
    expect(rows.every((r) => r.kind === 'late_changeover' && r.status === 'pending' && r.createdBy === null)).toBe(true);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'charge.created'),
          inArray(
            auditLog.entityId,
            rows.map((r) => r.id),
          ),
        ),
      );
    expect(audits).toHaveLength(rows.length);
    const mails = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'late-changeover-charge'), eq(outbox.toAddress, email)));
    expect(mails).toHaveLength(rows.length);
  }

  it('makes one charge per card per period with three instances running the clock', { timeout: 240_000 }, async () => {
    const CARDS = 60;
    await start();
    await start();
    const ids = await dueCards(CARDS);
    await waitFor('every charge', async () => (await chargesOf(ids)).length >= CARDS * 2);
    await new Promise((r) => setTimeout(r, 1000)); // many more runs of all three, were any to charge again
    await expectOncePerPeriod(ids, `clock${n}@owner.example`);
    for (const s of started) await s.stop();
  });

  it('still makes exactly one after a process is killed with SIGKILL in the middle of the sweep and restarted', { timeout: 240_000 }, async () => {
    const CARDS = 30;
    const HELD = 12;
    const ids = await dueCards(CARDS);
    // Hold the 13th card locked: the sweep charges the 12 before it and waits inside the 13th's transaction.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from linen_cards where id = $1 for update', [ids[HELD]]);
    try {
      const doomed = await start();
      await waitFor('the cards before the held one', async () => (await chargesOf(ids.slice(0, HELD))).length === HELD * 2);
      await new Promise((r) => setTimeout(r, 300));
      expect(await chargesOf(ids.slice(HELD))).toHaveLength(0);
      doomed.child.kill('SIGKILL');
      expect((await doomed.exited).signal).toBe('SIGKILL');
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    await new Promise((r) => setTimeout(r, 500));
    // The killed process's open transaction made nothing.
    expect(await chargesOf(ids.slice(HELD))).toHaveLength(0);
    await start();
    await waitFor('every charge after the restart', async () => (await chargesOf(ids)).length >= CARDS * 2);
    await new Promise((r) => setTimeout(r, 1000));
    await expectOncePerPeriod(ids, `clock${n}@owner.example`);
  });
});
