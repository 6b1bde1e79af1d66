/**
 * Migration 0014 (issue 20 item 4): a checkout made before the purposes named their property gets the
 * property's name in its reference, so its receipt still names the property; others are left as they are.
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutSessions, clients, properties } from '@server/db/schema';
import { createTestApp, makeUser, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('names the property in older checkouts, once, and leaves the rest alone', async () => {
  const db = t.deps.db;
  const user = await makeUser(t, { email: 'payer@owner.example', roleName: 'client' });
  const [client] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'payer@owner.example', userId: user.id }).returning();
  const [cottage] = await db.insert(properties).values({ name: 'Anna Cottage', clientId: client.id }).returning();
  const checkout = (reference: Record<string, string>) => ({
    provider: 'test',
    userId: user.id,
    mode: 'payment' as const,
    lineItems: [{ priceId: 'x', quantity: 1, amountPence: 100 }],
    purpose: 'damage',
    reference,
  });
  const [older] = await db.insert(checkoutSessions).values(checkout({ activityId: 'a', propertyId: cottage.id })).returning();
  const [named] = await db.insert(checkoutSessions).values(checkout({ propertyId: cottage.id, propertyName: 'As it was' })).returning();
  const [purchase] = await db.insert(checkoutSessions).values(checkout({})).returning();
  const [notAnId] = await db.insert(checkoutSessions).values(checkout({ propertyId: 'not-a-uuid' })).returning();

  const migration = fs.readFileSync(new URL('../../drizzle/0014_checkout_reference_property_name.sql', import.meta.url), 'utf8');
  await db.execute(sql.raw(migration));
  await db.execute(sql.raw(migration)); // run twice: nothing changes the second time

  const referenceOf = async (id: string) => (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0].reference;
  expect(await referenceOf(older.id)).toEqual({ activityId: 'a', propertyId: cottage.id, propertyName: 'Anna Cottage' });
  expect(await referenceOf(named.id)).toEqual({ propertyId: cottage.id, propertyName: 'As it was' });
  expect(await referenceOf(purchase.id)).toEqual({});
  expect(await referenceOf(notAnId.id)).toEqual({ propertyId: 'not-a-uuid' });
});
