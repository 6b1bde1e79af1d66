/**
 * Reminder e-mails (issue 9 item 8): each kind mails each owner user once per event (and payment
 * stage); a second run sends nothing; opted-out users get none; the unsubscribe link works only for
 * its user and kind; /api/notification-settings per role; exactly once with two instances' runs at
 * the same time (on PostgreSQL: two connection pools on one database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPostgres, type Database } from '@server/db/client';
import { prepareDatabase } from '@server/boot';
import { auditLog, notificationOptOuts, reminderSends, users } from '@server/db/schema';
import { claimReminder } from '@server/features/reminders/reminders.repo';
import { runReminders } from '@server/features/reminders/reminders.service';
import { REMINDER_MESSAGES } from '@shared/domain/reminders';
import { APP_URL, call, createTestApp, makeRole, makeUser, userWithRole, type TestApp } from './harness';
import {
  DAY,
  decidedRequest,
  movedToChangeoverDue,
  ownerWorld,
  reminderMails,
  requestedDamage,
  tokenIn,
  unchargedDamage,
  unpaidCollection,
  type Owner,
} from './reminders-fixture';
import { scratchPostgres } from './server-process';
import { HIRE_CLOCK_NOTICE } from '@shared/domain/charges';
import { paymentDeadline } from '@shared/domain/payment-deadline';
import { formatDate } from '@shared/format-dates';

let t: TestApp;
let a: Owner;
let b: Owner;
let cookies: Record<'ownerA' | 'ownerB' | 'courier' | 'staff' | 'manager' | 'admin', string>;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const run = (at: Date = now) => runReminders({ db: t.deps.db, env: t.deps.env, now: () => at });

beforeAll(async () => {
  t = await createTestApp();
  const ownerA = await userWithRole(t, 'anna@owner.example', 'client');
  const ownerB = await userWithRole(t, 'ben@owner.example', 'client');
  a = await ownerWorld(t.deps.db, ownerA.user, 'user', 'Anna');
  b = await ownerWorld(t.deps.db, ownerB.user, 'email', 'Ben');
  cookies = {
    ownerA: ownerA.cookie,
    ownerB: ownerB.cookie,
    courier: (await userWithRole(t, 'cora@provider.example', 'courier')).cookie,
    staff: (await userWithRole(t, 'stan@provider.example', 'staff')).cookie,
    manager: (await userWithRole(t, 'mia@provider.example', 'manager')).cookie,
    admin: (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie,
  };
});
afterAll(async () => t?.close());

describe('the reminder job', () => {
  it('mails each kind once per owner user, linked by user id or verified e-mail, and nothing on a second run', async () => {
    const db = t.deps.db;
    await decidedRequest(db, a, 'accepted', ago(1));
    await decidedRequest(db, b, 'declined', ago(2), a.userId);
    await movedToChangeoverDue(db, a, ago(0.5));
    await unpaidCollection(db, a, ago(8));
    await requestedDamage(db, a, ago(9.5), ago(2));
    // Outside every window, or not shown to the owner: not mailed.
    await unchargedDamage(db, a, ago(8)); // never requested
    await decidedRequest(db, a, 'accepted', ago(4));
    await movedToChangeoverDue(db, b, ago(3.5), 'moved');
    await unpaidCollection(db, b, ago(5));
    await unchargedDamage(db, b, ago(20));

    expect(await run()).toBe(5);
    const mailsA = await reminderMails(db, a.email);
    expect(mailsA.map((m) => m.kind).sort()).toEqual([
      'reminder-changeover_due',
      'reminder-payment_reminders',
      'reminder-payment_reminders',
      'reminder-request_decisions',
    ]);
    const changeover = mailsA.find((m) => m.kind === 'reminder-changeover_due')!;
    expect(changeover.subject).toBe('Changeover due: Anna Cottage');
    expect(changeover.textBody).toContain('14 days');
    expect(changeover.textBody).toContain('a charge is applied automatically');
    // Issue 18: the spec's sentence word for word, and the amount in force.
    expect(changeover.textBody).toContain(HIRE_CLOCK_NOTICE);
    expect(changeover.textBody).toContain('The charge is £25.00 once linen has been on beds for more than 14 days');
    expect(mailsA.find((m) => m.subject.startsWith('Payment reminder'))!.textBody).toContain('£45.00');
    const lastDay = mailsA.find((m) => m.subject.startsWith('Payment due by'))!;
    expect(lastDay.subject).toBe(`Payment due by ${formatDate(paymentDeadline(ago(9.5)))}: damage charge for Anna Cottage`);
    expect(lastDay.textBody).toContain('£20.00');
    expect(mailsA.find((m) => m.kind === 'reminder-request_decisions')!.textBody).toContain("more than 48 hours' notice");
    for (const m of mailsA) expect(m.textBody).toContain(`${APP_URL}/unsubscribe?token=`);

    const mailsB = await reminderMails(db, b.email);
    expect(mailsB).toHaveLength(1);
    expect(mailsB[0].subject).toMatch(/^Linen request declined: Ben Cottage/);
    expect(mailsB[0].textBody).toContain('Reason: No courier that day');

    expect(await run()).toBe(0);
    expect(await reminderMails(db)).toHaveLength(5);
  });

  it('sends the last-day stage before the deadline, the 7-day stage of a younger one, and nothing once the deadline has passed', async () => {
    const db = t.deps.db;
    const later = (days: number) => new Date(now.getTime() + days * DAY);
    const beforeA = (await reminderMails(db, a.email)).length;
    // A's collection (8 days old today) reaches its last day; B's (5 days old) is not yet due a notice.
    expect(await run(later(1.2))).toBe(1);
    expect((await reminderMails(db, a.email)).at(-1)!.subject).toBe(
      `Payment due by ${formatDate(paymentDeadline(ago(8)))}: collection invoice for Anna Cottage`,
    );
    expect(await run(later(1.3))).toBe(0);
    // B's reaches 7 days, then its last day; A's is past its deadline: nothing more for A.
    expect(await run(later(2.5))).toBe(1);
    expect((await reminderMails(db, b.email)).at(-1)!.subject).toBe('Payment reminder: collection invoice for Ben Cottage');
    expect(await run(later(4.5))).toBe(1);
    expect((await reminderMails(db, b.email)).at(-1)!.subject).toMatch(/^Payment due by .*: collection invoice for Ben Cottage$/);
    // Past B's deadline: no 'due' mail for something already overdue.
    expect(await run(later(5.5))).toBe(0);
    expect(await run(later(7))).toBe(0);
    expect(await reminderMails(db, a.email)).toHaveLength(beforeA + 1);
  });

  it('reminds only of a damage staff requested, only while its deadline is ahead (issue 19)', async () => {
    const db = t.deps.db;
    const user = await makeUser(t, { email: 'dora@owner.example', roleName: 'client' });
    const dora = await ownerWorld(db, user, 'user', 'Dora');
    // Never requested: the owner cannot see or pay it, so no reminder, whatever its age.
    await unchargedDamage(db, dora, ago(8), 800, 1);
    await unchargedDamage(db, dora, ago(9.5), 800, 1);
    // Requested, but the deadline has already passed (entered 11 and 12 days ago).
    await requestedDamage(db, dora, ago(11), ago(1), 800, 1);
    await requestedDamage(db, dora, ago(12), ago(11), 800, 1);
    expect(await run()).toBe(0);
    expect(await reminderMails(db, dora.email)).toEqual([]);
    // Requested and ahead of its deadline: one reminder.
    await requestedDamage(db, dora, ago(7.5), ago(7.4), 800, 1);
    expect(await run()).toBe(1);
    const mails = await reminderMails(db, dora.email);
    expect(mails.map((m) => m.subject)).toEqual(['Payment reminder: damage charge for Dora Cottage']);
    expect(mails[0].textBody).toContain('£8.00');
    expect(mails[0].textBody).toContain(`Please pay by ${formatDate(paymentDeadline(ago(7.5)))}`);
  });

  it('skips a user who switched the kind off, and keeps mailing the kinds still on', async () => {
    const db = t.deps.db;
    const put = await call(t, 'PUT', '/api/notification-settings', { cookie: cookies.ownerB, body: { kind: 'request_decisions', enabled: false } });
    expect(put.status).toBe(200);
    await decidedRequest(db, b, 'accepted', ago(0.2), a.userId);
    await movedToChangeoverDue(db, b, ago(0.1), 'moved');
    const before = (await reminderMails(db, b.email)).length;
    expect(await run()).toBe(1);
    const mails = await reminderMails(db, b.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.kind).toBe('reminder-changeover_due');
    // Switched back on later, the decision is mailed while it is still recent.
    await call(t, 'PUT', '/api/notification-settings', { cookie: cookies.ownerB, body: { kind: 'request_decisions', enabled: true } });
    expect(await run()).toBe(1);
  });

  it('tells nobody of a decision they made themselves, and does tell them of one made by the rule or by staff', async () => {
    const db = t.deps.db;
    await decidedRequest(db, a, 'declined', ago(0.2), a.userId); // Anna declined her own request
    expect(await run()).toBe(0);
    await decidedRequest(db, a, 'declined', ago(0.1), null); // the 48-hour rule
    const before = (await reminderMails(db, a.email)).length;
    expect(await run()).toBe(1);
    const mails = await reminderMails(db, a.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.textBody).toContain('Linen must be requested more than 48 hours before the service is required.');
  });

  it('reminds an owner whose role may not see collections of damage charges, not of collection invoices they could not pay', async () => {
    const db = t.deps.db;
    await makeRole(t, 'owner_no_collections', { is_property_owner: true, collections_view: false });
    const user = await makeUser(t, { email: 'ora@owner.example', roleName: 'owner_no_collections' });
    const ora = await ownerWorld(db, user, 'user', 'Ora');
    await unpaidCollection(db, ora, ago(8));
    await requestedDamage(db, ora, ago(8), ago(7.9));
    expect(await run()).toBe(1);
    const mails = await reminderMails(db, ora.email);
    expect(mails.map((m) => m.subject)).toEqual(['Payment reminder: damage charge for Ora Cottage']);
  });

  it('mails no inactive user', async () => {
    const db = t.deps.db;
    const user = await makeUser(t, { email: 'gone@owner.example', roleName: 'client' });
    const gone = await ownerWorld(db, user, 'user', 'Gone');
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await movedToChangeoverDue(db, gone, ago(0.1));
    expect(await run()).toBe(0);
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  it("stops only the token's own kind for the token's own user, answers the kind's label, and can be repeated", async () => {
    const mail = (await reminderMails(t.deps.db, a.email)).find((m) => m.kind === 'reminder-changeover_due')!;
    const token = tokenIn(mail.textBody);
    const res = await call(t, 'POST', '/api/notifications/unsubscribe', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ kind: 'changeover_due', label: 'Changeover due' });
    expect((await call(t, 'POST', '/api/notifications/unsubscribe', { body: { token } })).status).toBe(200);

    const settingsA = (await call(t, 'GET', '/api/notification-settings', { cookie: cookies.ownerA })).json.settings;
    expect(settingsA.map((s: { kind: string; enabled: boolean }) => [s.kind, s.enabled])).toEqual([
      ['request_decisions', true],
      ['changeover_due', false],
      ['payment_reminders', true],
    ]);
    const settingsB = (await call(t, 'GET', '/api/notification-settings', { cookie: cookies.ownerB })).json.settings;
    expect(settingsB.find((s: { kind: string }) => s.kind === 'changeover_due').enabled).toBe(true);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'notifications.opt_out'));
    expect(audit.some((r) => r.entityId === a.userId && (r.details as { via?: string }).via === 'link')).toBe(true);

    // A's next move to changeover due is not mailed to A.
    await movedToChangeoverDue(t.deps.db, a, ago(0.05), 'moved');
    expect(await run()).toBe(0);
  });

  it('refuses a tampered token, one moved to another kind or user, and a malformed one, changing nothing', async () => {
    const mail = (await reminderMails(t.deps.db, a.email)).find((m) => m.kind === 'reminder-request_decisions')!;
    const [user, kind, sig] = tokenIn(mail.textBody).split('.');
    expect(kind).toBe('request_decisions');
    const optOutsBefore = await t.deps.db.select().from(notificationOptOuts);
    const bUser = Buffer.from(b.userId).toString('base64url');
    for (const token of [
      `${user}.payment_reminders.${sig}`,
      `${bUser}.${kind}.${sig}`,
      `${user}.${kind}.${sig.slice(0, -2)}xx`,
      `${user}.${kind}`,
      'not-a-token',
    ]) {
      const res = await call(t, 'POST', '/api/notifications/unsubscribe', { body: { token } });
      expect(res.status, token).toBe(422);
      expect(res.json.error.message).toBe(REMINDER_MESSAGES.unsubscribeInvalid);
    }
    const empty = await call(t, 'POST', '/api/notifications/unsubscribe', { body: { token: '' } });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('This unsubscribe link is incomplete');
    expect(await t.deps.db.select().from(notificationOptOuts)).toEqual(optOutsBefore);
  });
});

describe('/api/notification-settings', () => {
  it('gives every signed-in role its own switches, labelled, all on at first', async () => {
    for (const role of ['courier', 'staff', 'manager', 'admin'] as const) {
      const res = await call(t, 'GET', '/api/notification-settings', { cookie: cookies[role] });
      expect(res.status, role).toBe(200);
      expect(res.json.settings).toHaveLength(3);
      expect(res.json.settings.every((s: { enabled: boolean; label: string; description: string }) => s.enabled && s.label && s.description)).toBe(
        true,
      );
    }
    expect((await call(t, 'GET', '/api/notification-settings')).status).toBe(401);
    expect((await call(t, 'PUT', '/api/notification-settings', { body: { kind: 'changeover_due', enabled: false } })).status).toBe(401);
  });

  it('switches a kind off and on for the caller only', async () => {
    const off = await call(t, 'PUT', '/api/notification-settings', { cookie: cookies.staff, body: { kind: 'payment_reminders', enabled: false } });
    expect(off.status).toBe(200);
    expect(off.json.settings.find((s: { kind: string }) => s.kind === 'payment_reminders').enabled).toBe(false);
    const manager = await call(t, 'GET', '/api/notification-settings', { cookie: cookies.manager });
    expect(manager.json.settings.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
    const on = await call(t, 'PUT', '/api/notification-settings', { cookie: cookies.staff, body: { kind: 'payment_reminders', enabled: true } });
    expect(on.json.settings.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
  });

  it('refuses an unknown kind or a missing switch with a message, changing nothing', async () => {
    const before = await t.deps.db.select().from(notificationOptOuts);
    for (const body of [{ kind: 'marketing', enabled: false }, { kind: 'changeover_due' }, { kind: 'changeover_due', enabled: 'no' }]) {
      const res = await call(t, 'PUT', '/api/notification-settings', { cookie: cookies.staff, body });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toEqual(expect.any(String));
    }
    expect(await t.deps.db.select().from(notificationOptOuts)).toEqual(before);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let scratch: { url: string; drop(): Promise<void> };
  let one: Database;
  let two: Database;

  beforeAll(async () => {
    scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!);
    one = openPostgres(scratch.url);
    two = openPostgres(scratch.url);
    await prepareDatabase(one);
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await scratch?.drop();
  });

  it('send each mail exactly once though both run the job at the same time, again and again', async () => {
    const OWNERS = 12;
    for (let i = 0; i < OWNERS; i++) {
      const [user] = await one.db
        .insert(users)
        .values({ id: `twin-${i}`, name: `Twin ${i}`, email: `twin${i}@owner.example` })
        .returning();
      const o = await ownerWorld(one.db, user, 'user', `Twin ${i}`);
      await decidedRequest(one.db, o, 'accepted', ago(1));
      await movedToChangeoverDue(one.db, o, ago(1));
      await unpaidCollection(one.db, o, ago(8));
    }
    const env = t.deps.env;
    const runs = [];
    for (let round = 0; round < 4; round++) {
      for (const database of [one, two]) runs.push(runReminders({ db: database.db, env, now: () => now }));
    }
    const sent = await Promise.all(runs);
    // A run that finds the lock taken sends nothing; the next run finishes what is left.
    sent.push(await runReminders({ db: two.db, env, now: () => now }));
    expect(sent.reduce((x, y) => x + y, 0)).toBe(OWNERS * 3);
    const mails = await reminderMails(one.db);
    expect(mails).toHaveLength(OWNERS * 3);
    expect(new Set(mails.map((m) => `${m.toAddress} ${m.kind}`)).size).toBe(OWNERS * 3);
    expect(await one.db.select().from(reminderSends)).toHaveLength(OWNERS * 3);
  });

  it('let only one of two simultaneous claims of the same mail win, without the lock', async () => {
    const send = { kind: 'changeover_due', subjectId: 'race-subject', stage: '', recipient: 'twin-0', sentAt: now };
    const wins = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? two : one).db.transaction((tx) => claimReminder(tx, send))));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});
