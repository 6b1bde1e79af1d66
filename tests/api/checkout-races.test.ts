/**
 * Issue 19 L1, the race suite's checkout cases: twenty parallel checkout requests for one deposit,
 * damage record, collection invoice or charge make exactly one open checkout, and all twenty answer
 * with its page. The database's partial unique index (one open checkout per user, purpose and subject)
 * holds even when the service's own look-up is bypassed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { changeovers, charges, checkoutSessions, clients, linenActivities, linenCards, properties, products } from '@server/db/schema';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let owner: { cookie: string; user: { id: string } };
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userWithRole(t, 'boss@provider.example', 'admin', true);
  owner = await userWithRole(t, 'anna@owner.example', 'client');
  const [client] = await t.deps.db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: owner.user.id }).returning();
  clientId = client.id;
});
afterAll(() => t.close());

const tasks = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Task ${id}`, completed: id <= 2 }));

async function property(name: string) {
  const [row] = await t.deps.db.insert(properties).values({ name, clientId, onboardingTasks: tasks, onboardingProgress: 40 }).returning();
  const [card] = await t.deps.db.insert(linenCards).values({ propertyId: row.id, clientId, status: 'in_transit' }).returning();
  return { propertyId: row.id, cardId: card.id };
}

async function twenty(cookie: string, path: string, body: Record<string, string>) {
  const results = await Promise.all(Array.from({ length: 20 }, () => call(t, 'POST', `/api/payments/${path}`, { cookie, body })));
  for (const r of results) expect(r.status, JSON.stringify(r.json)).toBe(200);
  return results.map((r) => r.json as { url: string; checkoutId: string });
}

async function openCheckouts(purpose: string, subjectKey: string, subject: string) {
  const rows = await t.deps.db.select().from(checkoutSessions).where(and(eq(checkoutSessions.purpose, purpose), eq(checkoutSessions.status, 'open')));
  return rows.filter((r) => r.reference[subjectKey] === subject);
}

describe('twenty parallel checkout requests for one thing', () => {
  it('a deposit: one open checkout, twenty answers with its page (owner and staff each their own)', async () => {
    const { propertyId } = await property('Race Deposit Flat');
    for (const who of [owner, admin]) {
      const answers = await twenty(who.cookie, 'deposit-checkout', { propertyId });
      expect(new Set(answers.map((a) => a.url)).size).toBe(1);
      expect(new Set(answers.map((a) => a.checkoutId)).size).toBe(1);
    }
    const open = await openCheckouts('deposit', 'propertyId', propertyId);
    expect(open.map((r) => r.userId).sort()).toEqual([owner.user.id, admin.user.id].sort());
  });

  it('a damage record: one open checkout, one page', async () => {
    const { cardId } = await property('Race Damage Flat');
    const [product] = await t.deps.db.select().from(products).where(eq(products.priceId, 'price_stain_removal'));
    const [activity] = await t.deps.db
      .insert(linenActivities)
      .values({ linenCardId: cardId, productId: product.id, quantity: 1, damagesCount: 1, unitPricePence: 0 })
      .returning();
    const answers = await twenty(admin.cookie, 'damage-checkout', { activityId: activity.id });
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(await openCheckouts('damage', 'activityId', activity.id)).toHaveLength(1);
  });

  it('a collection invoice: one open checkout, one page', async () => {
    const { propertyId, cardId } = await property('Race Collection Flat');
    const [row] = await t.deps.db
      .insert(changeovers)
      .values({ linenCardId: cardId, propertyId, clientId, collectedAt: new Date(), amountPence: 3700 })
      .returning();
    const answers = await twenty(owner.cookie, 'collection-checkout', { changeoverId: row.id });
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(await openCheckouts('collection', 'changeoverId', row.id)).toHaveLength(1);
  });

  it('a charge: one open checkout, one page', async () => {
    const { propertyId } = await property('Race Charge Flat');
    const [charge] = await t.deps.db
      .insert(charges)
      .values({ kind: 'late_payment', dedupeKey: `race-${propertyId}`, clientId, propertyId, amountPence: 1500, reason: 'Late payment fee' })
      .returning();
    const answers = await twenty(owner.cookie, 'charge-checkout', { chargeId: charge.id });
    expect(new Set(answers.map((a) => a.url)).size).toBe(1);
    expect(await openCheckouts('charge', 'chargeId', charge.id)).toHaveLength(1);
  });

  it('the unique rule itself refuses a second open checkout for the same user, purpose and subject', async () => {
    const { propertyId } = await property('Rule Flat');
    const values = {
      provider: 'test',
      userId: owner.user.id,
      mode: 'payment' as const,
      lineItems: [],
      purpose: 'deposit',
      reference: { propertyId },
      subjectId: propertyId,
    };
    await t.deps.db.insert(checkoutSessions).values(values);
    await expect(t.deps.db.insert(checkoutSessions).values(values)).rejects.toThrow();
    // An expired one does not count.
    await t.deps.db.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.subjectId, propertyId));
    await t.deps.db.insert(checkoutSessions).values(values);
  });
});
