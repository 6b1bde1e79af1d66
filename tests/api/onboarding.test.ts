import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, linenCards, properties } from '@server/db/schema';
import { overridePropertyTask, setPropertyTask } from '@server/features/onboarding/onboarding.service';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
const BY_PHONE = { reason: 'Services agreed by phone', byName: 'Mia', byUserId: null, at: '2026-11-26T12:00:00.000Z' };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function propertyWithTasksDone(done: number[]) {
  const [client] = await t.deps.db.insert(clients).values({ name: 'Acme Lets', primaryEmail: `acme${Math.random()}@x.example` }).returning();
  const tasks = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Task ${id}`, completed: done.includes(id) }));
  const [property] = await t.deps.db
    .insert(properties)
    // Tasks 3 and 4 done mean a paid deposit and a signed contract (they follow the facts).
    .values({
      name: 'Sea View',
      clientId: client.id,
      onboardingTasks: tasks,
      onboardingProgress: done.length * 20,
      depositPaid: done.includes(3),
      contractSigned: done.includes(4),
    })
    .returning();
  return { client, property };
}

describe('onboarding service', () => {
  it('recomputes progress, sets the facts given, and updates the client progress', async () => {
    const { client, property } = await propertyWithTasksDone([1]);
    const result = await t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 3, true, new Date(), { depositPaid: true }));
    expect(result.progress).toBe(40);
    const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, property.id));
    expect(p).toMatchObject({ onboardingProgress: 40, depositPaid: true });
    const [c] = await t.deps.db.select().from(clients).where(eq(clients.id, client.id));
    expect(c.onboardingProgress).toBe(40);
  });

  it('creates exactly one linen card when the last two tasks complete at the same time', async () => {
    const { property } = await propertyWithTasksDone([1, 2, 3]);
    const results = await Promise.all([
      t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 4, true, new Date(), { contractSigned: true })),
      t.deps.db.transaction((tx) => overridePropertyTask(tx, property.id, 5, BY_PHONE, new Date())),
    ]);
    expect(results.filter((r) => r.linenCardCreated)).toHaveLength(1);
    const cards = await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, property.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ status: 'new', billingTags: ['onboarding-complete'] });
    const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, property.id));
    expect(p.onboardingProgress).toBe(100);
  });

  it('does not create a second card when progress drops and reaches 100 again', async () => {
    const { property } = await propertyWithTasksDone([1, 2, 3, 4]);
    await t.deps.db.transaction((tx) => overridePropertyTask(tx, property.id, 5, BY_PHONE, new Date()));
    await t.deps.db.transaction((tx) => overridePropertyTask(tx, property.id, 5, null, new Date()));
    const again = await t.deps.db.transaction((tx) => overridePropertyTask(tx, property.id, 5, BY_PHONE, new Date()));
    expect(again.linenCardCreated).toBe(false);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, property.id))).toHaveLength(1);
  });
});

describe('tasks 3, 4 and 5 follow the facts on every change (issue 19 M1)', () => {
  it('unticks a hand-ticked contract or services task at the next change, and the signature drops an override', async () => {
    const { property } = await propertyWithTasksDone([1]);
    // Stored as the old hand ticks left them: 4 and 5 ticked, no contract, no services.
    const ticked = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Task ${id}`, completed: id !== 2 && id !== 3 }));
    await t.deps.db.update(properties).set({ onboardingTasks: ticked, onboardingProgress: 60 }).where(eq(properties.id, property.id));
    const next = await t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 2, true, new Date()));
    expect(next.tasks.filter((x) => x.completed).map((x) => x.id)).toEqual([1, 2]);

    await t.deps.db.transaction((tx) => overridePropertyTask(tx, property.id, 4, { ...BY_PHONE, reason: 'Signed a paper contract' }, new Date()));
    const signed = await t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 4, true, new Date(), { contractSigned: true }));
    const four = signed.tasks.find((x) => x.id === 4)!;
    expect(four.completed).toBe(true);
    expect(four.override).toBeUndefined();
  });
});

describe('the migration of hand ticks made before reasons were required', () => {
  it('keeps them as overrides marked by hand, leaving facts and other tasks as they were', async () => {
    const sql = readFileSync(new URL('../../drizzle/0013_restore_card_and_task_overrides.sql', import.meta.url), 'utf8');
    const statement = sql.split('--> statement-breakpoint').find((part) => part.includes('Ticked by hand before a reason was required'))!;
    const { property: legacy } = await propertyWithTasksDone([1, 3]);
    const handTicks = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Task ${id}`, completed: id !== 2 }));
    await t.deps.db.update(properties).set({ onboardingTasks: handTicks, onboardingProgress: 80 }).where(eq(properties.id, legacy.id));
    const { property: signed } = await propertyWithTasksDone([1, 3, 4]);
    await t.deps.db.execute(statement);

    const [after] = await t.deps.db.select().from(properties).where(eq(properties.id, legacy.id));
    expect(after.onboardingTasks.map((x) => [x.id, x.completed, x.override?.reason ?? null])).toEqual([
      [1, true, null],
      [2, false, null],
      [3, true, null],
      [4, true, 'Ticked by hand before a reason was required'],
      [5, true, 'Ticked by hand before a reason was required'],
    ]);
    expect(after.onboardingProgress).toBe(80);
    const [untouched] = await t.deps.db.select().from(properties).where(eq(properties.id, signed.id));
    expect(untouched.onboardingTasks.find((x) => x.id === 4)!.override).toBeUndefined();
  });
});
