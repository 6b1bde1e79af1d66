import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, linenCards, properties } from '@server/db/schema';
import { setPropertyTask } from '@server/features/onboarding/onboarding.service';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function propertyWithTasksDone(done: number[]) {
  const [client] = await t.deps.db.insert(clients).values({ name: 'Acme Lets', primaryEmail: `acme${Math.random()}@x.example` }).returning();
  const tasks = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Task ${id}`, completed: done.includes(id) }));
  const [property] = await t.deps.db
    .insert(properties)
    // Task 3 done means a paid deposit (the deposit rule: nothing else completes it).
    .values({ name: 'Sea View', clientId: client.id, onboardingTasks: tasks, onboardingProgress: done.length * 20, depositPaid: done.includes(3) })
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
      t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 4, true, new Date())),
      t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 5, true, new Date())),
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
    await t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 5, true, new Date()));
    await t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 5, false, new Date()));
    const again = await t.deps.db.transaction((tx) => setPropertyTask(tx, property.id, 5, true, new Date()));
    expect(again.linenCardCreated).toBe(false);
    expect(await t.deps.db.select().from(linenCards).where(eq(linenCards.propertyId, property.id))).toHaveLength(1);
  });
});
