/**
 * The hire clock (issue 18 point 3): a card on beds for more than 14 days (Europe/London) gets a
 * late-changeover charge, another every further N days, exactly once per period whoever runs the
 * job how often; an e-mail and an audit row per charge; collected in time or waived means no new
 * charge. And the provider's charge settings (GET/PUT /api/charge-settings) per role.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLog, charges, linenCards, outbox, propertyContracts } from '@server/db/schema';
import { runHireClock } from '@server/features/charges';
import { DEFAULT_CHARGE_SETTINGS, hireClockRule } from '@shared/domain/charges';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
const realNow = () => new Date();

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
});
afterAll(async () => t?.close());
afterEach(() => {
  t.deps.now = realNow;
});

/** Midnight in London (GMT in January). */
const SINCE = new Date('2026-01-05T00:00:00Z');
const at = (iso: string) => new Date(iso);
const setNow = (d: Date) => {
  t.deps.now = () => d;
};

async function chargesOf(cardId: string) {
  return t.deps.db.select().from(charges).where(eq(charges.linenCardId, cardId)).orderBy(charges.period);
}

async function mailsFor(email: string) {
  return t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'late-changeover-charge'), eq(outbox.toAddress, email)));
}

describe('the hire clock', () => {
  it('charges nothing at day 14 23:59 London and once from day 15 00:00, with an e-mail and an audit row', async () => {
    const card = await w.card('on_beds', { onBedsSince: SINCE });
    setNow(at('2026-01-19T23:59:00Z'));
    await runHireClock(t.deps);
    expect(await chargesOf(card)).toHaveLength(0);

    setNow(at('2026-01-20T00:00:00Z'));
    const before = (await mailsFor('anna@owner.example')).length;
    expect(await runHireClock(t.deps)).toBeGreaterThanOrEqual(1);
    const [charge, ...rest] = await chargesOf(card);
    expect(rest).toHaveLength(0);
    expect(charge).toMatchObject({
      kind: 'late_changeover',
      status: 'pending',
      amountPence: 2500,
      period: 1,
      reason: 'Linen on beds for more than 14 days (period 1)',
      createdBy: null,
      clientId: w.clientA,
    });
    expect(charge.onBedsSince?.toISOString()).toBe(SINCE.toISOString());

    const mails = await mailsFor('anna@owner.example');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Late changeover charge of £25.00');
    expect(mail.textBody).toContain('has been on beds for 15 days');
    expect(mail.textBody).toContain(hireClockRule({ amountPence: 2500, everyDays: 14 }));
    expect(mail.textBody).toContain('Collecting the linen stops further charges');
    expect(mail.textBody).toContain('/portal?tab=payments-due');

    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'charge'), eq(auditLog.entityId, charge.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null, action: 'charge.created' });
    expect(audit[0].details).toMatchObject({ amountPence: 2500, period: 1, linenCardId: card });
  });

  it('charges the second period after 14 more days on beds, and never the first again', async () => {
    const card = await w.card('changeover_due', { onBedsSince: SINCE });
    setNow(at('2026-01-21T10:00:00Z'));
    await runHireClock(t.deps);
    expect((await chargesOf(card)).map((c) => c.period)).toEqual([1]);
    setNow(at('2026-02-02T23:59:00Z'));
    await runHireClock(t.deps);
    expect((await chargesOf(card)).map((c) => c.period)).toEqual([1]);
    setNow(at('2026-02-03T00:00:00Z'));
    await runHireClock(t.deps);
    const made = await chargesOf(card);
    expect(made.map((c) => c.period)).toEqual([1, 2]);
    expect(made[1].reason).toBe('Linen on beds for more than 28 days (period 2)');
  });

  it('charges nothing when the bag was collected before day 15, nor a new card', async () => {
    const card = await w.card('changeover_due', { onBedsSince: SINCE });
    setNow(at('2026-01-19T12:00:00Z'));
    const collected = await call(t, 'POST', `/api/linen-cards/${card}/collect`, { cookie: w.manager });
    expect(collected.status).toBe(200);
    const fresh = await w.card('new');
    setNow(at('2026-01-25T00:00:00Z'));
    await runHireClock(t.deps);
    expect(await chargesOf(card)).toHaveLength(0);
    expect(await chargesOf(fresh)).toHaveLength(0);
  });

  it('never makes a waived charge again', async () => {
    const card = await w.card('on_beds', { onBedsSince: SINCE });
    setNow(at('2026-01-22T00:00:00Z'));
    await runHireClock(t.deps);
    const [first] = await chargesOf(card);
    await t.deps.db
      .update(charges)
      .set({ status: 'waived', waivedAt: at('2026-01-22T09:00:00Z'), waiveReason: 'Owner was in hospital' })
      .where(eq(charges.id, first.id));
    const mails = (await mailsFor('anna@owner.example')).length;
    await runHireClock(t.deps);
    await runHireClock(t.deps);
    const after = await chargesOf(card);
    expect(after).toHaveLength(1);
    expect(after[0].status).toBe('waived');
    expect(await mailsFor('anna@owner.example')).toHaveLength(mails);
  });

  it("charges a contract's own amount and interval over the provider's settings", async () => {
    const card = await w.card('on_beds', { onBedsSince: SINCE });
    const [row] = await t.deps.db.select().from(linenCards).where(eq(linenCards.id, card));
    await t.deps.db.insert(propertyContracts).values({
      propertyId: row.propertyId,
      clientId: w.clientA,
      title: 'Linen hire',
      lateChangeoverPence: 4000,
      lateChangeoverEveryDays: 7,
      createdAt: at('2025-12-01T00:00:00Z'),
    });
    setNow(at('2026-01-27T00:00:00Z')); // day 22: periods 1 (day 15) and 2 (day 22)
    await runHireClock(t.deps);
    const made = await chargesOf(card);
    expect(made.map((c) => [c.period, c.amountPence])).toEqual([
      [1, 4000],
      [2, 4000],
    ]);
    expect(made[1].reason).toBe('Linen on beds for more than 21 days (period 2)');
    const mails = await mailsFor('anna@owner.example');
    expect(mails.filter((m) => m.subject === 'Late changeover charge of £40.00')).toHaveLength(2);
  });

  it('makes the same charges however often it runs: twice in a row, and 10 runs at once', async () => {
    const cards = await Promise.all(Array.from({ length: 5 }, () => w.card('on_beds', { onBedsSince: SINCE })));
    setNow(at('2026-02-10T00:00:00Z')); // day 36: periods 1 and 2
    await runHireClock(t.deps);
    const once = await t.deps.db.select().from(charges).where(inArray(charges.linenCardId, cards));
    expect(once).toHaveLength(10);
    await runHireClock(t.deps);
    expect(await t.deps.db.select().from(charges).where(inArray(charges.linenCardId, cards))).toHaveLength(10);

    const more = await Promise.all(Array.from({ length: 5 }, () => w.card('on_beds', { onBedsSince: SINCE })));
    const made = await Promise.all(Array.from({ length: 10 }, () => runHireClock(t.deps)));
    const rows = await t.deps.db.select().from(charges).where(inArray(charges.linenCardId, more));
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => `${r.linenCardId}:${r.period}`)).size).toBe(10);
    // Every charge was made by exactly one of the runs, and e-mailed and audited once.
    expect(made.reduce((a, b) => a + b, 0)).toBe(10);
    const audits = await t.deps.db
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
    expect(audits).toHaveLength(10);
  });

  it('runs on its schedule, not on a read, and the tile shows the pending total', async () => {
    const card = await w.card('on_beds', { onBedsSince: SINCE });
    setNow(at('2026-01-20T08:00:00Z'));
    const tileOf = async () => {
      const board = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
      expect(board.status).toBe(200);
      return board.json.cards.find((c: { id: string }) => c.id === card);
    };
    // A read charges nothing (decision 0177): neither list nor board.
    expect((await tileOf()).pendingChargesPence).toBe(0);
    expect((await call(t, 'GET', '/api/linen-cards/board', { cookie: w.staff })).status).toBe(200);
    expect((await tileOf()).pendingChargesPence).toBe(0);
    await runHireClock(t.deps);
    const board = await call(t, 'GET', '/api/linen-cards', { cookie: w.staff });
    const tile = await tileOf();
    expect(tile.pendingChargesPence).toBe(2500);
    const quiet = board.json.cards.find((c: { status: string }) => c.status === 'new');
    expect(quiet.pendingChargesPence).toBe(0);
  });
});

describe("a property contract's own hire-clock terms", () => {
  it('are typed in pounds and days, stored in pence, empty = the provider\'s setting, and refused when bad', async () => {
    const propertyId = await w.property('a');
    const created = await call(t, 'POST', '/api/property-contracts', {
      cookie: w.admin,
      body: { propertyId, lateChangeover: '40.00', lateChangeoverEveryDays: '7' },
    });
    expect(created.status).toBe(201);
    expect(created.json.contract).toMatchObject({ lateChangeoverPence: 4000, lateChangeoverEveryDays: 7 });
    const id = created.json.contract.id;
    const cleared = await call(t, 'PATCH', `/api/property-contracts/${id}`, { cookie: w.admin, body: { lateChangeover: '', lateChangeoverEveryDays: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.json.contract).toMatchObject({ lateChangeoverPence: null, lateChangeoverEveryDays: null });
    const bad = await call(t, 'PATCH', `/api/property-contracts/${id}`, { cookie: w.admin, body: { lateChangeover: '-5', lateChangeoverEveryDays: '0' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(['lateChangeover', 'lateChangeoverEveryDays']));
    const [row] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, id));
    expect(row).toMatchObject({ lateChangeoverPence: null, lateChangeoverEveryDays: null });
    const set = await call(t, 'PATCH', `/api/property-contracts/${id}`, { cookie: w.admin, body: { lateChangeover: '12.50' } });
    expect(set.json.contract).toMatchObject({ lateChangeoverPence: 1250, lateChangeoverEveryDays: null });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'contract.updated')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit.details).toMatchObject({ lateChangeover: { before: { pence: null }, after: { pence: 1250 } } });
  });
});

describe("the owner's dashboard", () => {
  it('states the rule with the amount in force, each differing contract, and the pending charges', async () => {
    const card = await w.card('on_beds', { onBedsSince: SINCE });
    const [row] = await t.deps.db.select().from(linenCards).where(eq(linenCards.id, card));
    await t.deps.db.insert(propertyContracts).values({ propertyId: row.propertyId, clientId: w.clientA, title: 'Own terms', lateChangeoverPence: 5000 });
    const res = await call(t, 'GET', '/api/dashboard', { cookie: w.ownerA });
    expect(res.status).toBe(200);
    expect(res.json.hireClock).toMatchObject({ amountPence: 2500, everyDays: 14, rule: hireClockRule({ amountPence: 2500, everyDays: 14 }) });
    expect(res.json.hireClock.overrides).toContainEqual({
      propertyId: row.propertyId,
      propertyName: expect.any(String),
      amountPence: 5000,
      everyDays: 14,
      rule: hireClockRule({ amountPence: 5000, everyDays: 14 }),
    });
    const pending = await t.deps.db.select().from(charges).where(and(eq(charges.clientId, w.clientA), eq(charges.status, 'pending')));
    expect(pending.length).toBeGreaterThan(0);
    expect(res.json.pendingCharges).toEqual({ count: pending.length, pence: pending.reduce((s, c) => s + c.amountPence, 0) });
    // Owner B sees none of A's charges or contracts.
    const b = await call(t, 'GET', '/api/dashboard', { cookie: w.ownerB });
    expect(b.json.pendingCharges).toEqual({ count: 0, pence: 0 });
    expect(b.json.hireClock.overrides).toEqual([]);
  });
});

describe('GET/PUT /api/charge-settings', () => {
  const body = { lateChangeoverPence: 3000, lateChangeoverEveryDays: 10, latePaymentAuto: true, latePaymentPence: 1500, latePaymentAfterDays: 5 };

  it('reads the defaults for provider users; owners are refused', async () => {
    for (const cookie of [w.staff, w.manager, w.courier, w.admin]) {
      const res = await call(t, 'GET', '/api/charge-settings', { cookie });
      expect(res.status).toBe(200);
      expect(res.json.settings).toEqual(DEFAULT_CHARGE_SETTINGS);
    }
    expect((await call(t, 'GET', '/api/charge-settings', { cookie: w.ownerA })).status).toBe(403);
    expect((await call(t, 'GET', '/api/charge-settings')).status).toBe(401);
  });

  it('lets only a super admin change them, audited with before and after, and the clock charges the new amount', async () => {
    for (const cookie of [w.staff, w.manager, w.ownerA]) expect((await call(t, 'PUT', '/api/charge-settings', { cookie, body })).status).toBe(403);
    const res = await call(t, 'PUT', '/api/charge-settings', { cookie: w.admin, body });
    expect(res.status).toBe(200);
    // A body without the missed collection fee (a client older than the fee) keeps the fee in force: off.
    const saved = { ...body, missedCollectionPence: 0 };
    expect(res.json.settings).toEqual(saved);
    expect((await call(t, 'GET', '/api/charge-settings', { cookie: w.staff })).json.settings).toEqual(saved);
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'charge_settings.update'));
    expect(audit.details).toEqual({ before: DEFAULT_CHARGE_SETTINGS, after: saved });
    // ...and a fee set since is kept by the next such save.
    await call(t, 'PUT', '/api/charge-settings', { cookie: w.admin, body: { ...body, missedCollectionPence: 700 } });
    expect((await call(t, 'PUT', '/api/charge-settings', { cookie: w.admin, body })).json.settings.missedCollectionPence).toBe(700);

    const card = await w.card('on_beds', { onBedsSince: SINCE });
    setNow(at('2026-01-30T00:00:00Z')); // day 25: period 1 (day 15), period 2 (day 25, every 10)
    await runHireClock(t.deps);
    expect((await chargesOf(card)).map((c) => [c.period, c.amountPence])).toEqual([
      [1, 3000],
      [2, 3000],
    ]);
    await call(t, 'PUT', '/api/charge-settings', { cookie: w.admin, body: DEFAULT_CHARGE_SETTINGS });
  });

  it('refuses bad input with the field messages and saves nothing', async () => {
    const before = (await call(t, 'GET', '/api/charge-settings', { cookie: w.staff })).json.settings;
    const bad = await call(t, 'PUT', '/api/charge-settings', {
      cookie: w.admin,
      body: { ...body, lateChangeoverPence: 0, lateChangeoverEveryDays: 2.5, latePaymentAuto: 'yes' },
    });
    expect(bad.status).toBe(422);
    const messages = bad.json.error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'lateChangeoverPence: The late changeover charge must be at least £0.01',
        'lateChangeoverEveryDays: The repeat interval must be whole days',
        'latePaymentAuto: Say whether late payment fees are added automatically',
      ]),
    );
    expect((await call(t, 'PUT', '/api/charge-settings', { cookie: w.admin, body: { ...body, latePaymentPence: 10_000_001 } })).status).toBe(422);
    expect((await call(t, 'GET', '/api/charge-settings', { cookie: w.staff })).json.settings).toEqual(before);
  });
});
