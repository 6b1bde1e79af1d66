/** A collected property of the demo owner's, for the journeys that pay or read a collection's invoice. */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser';

const origin = { origin: baseURL() };

/**
 * A new property of the demo owner with these services (by default two one-off services, Deep Clean
 * £35 and Stain Removal £15), and its bag collected by staff: an unpaid collection of their total.
 */
export async function collectedProperty(
  admin: Page,
  owner: Page,
  priceIds = ['price_deep_clean', 'price_stain_removal'],
  amountPence = 5000,
  prefix = 'Ledger Cottage',
): Promise<{ name: string; collectionId: string }> {
  const { client } = await (await owner.request.get('/api/me/client')).json();
  const name = `${prefix} ${randomUUID().slice(0, 6)}`;
  const created = await owner.request.post('/api/properties', { headers: origin, data: { name, clientId: client.id, address: '7 Bridge Road, Stockton TS18 3AB' } });
  expect(created.status()).toBe(201);
  const propertyId = (await created.json()).property.id as string;
  const products = (await (await owner.request.get('/api/products')).json()) as { id: string; priceId: string }[];
  const services = priceIds.map((p) => products.find((x) => x.priceId === p)!.id);
  // A property may have no services at all (the API takes at least one: none is simply never chosen).
  if (services.length) {
    expect((await admin.request.put(`/api/properties/${propertyId}/services`, { headers: origin, data: { services } })).status()).toBe(200);
  }
  const card = await admin.request.post('/api/linen-cards', { headers: origin, data: { propertyId, status: 'changeover_due' } });
  expect(card.status()).toBe(201);
  const cardId = (await card.json()).card.id as string;
  expect((await admin.request.post(`/api/linen-cards/${cardId}/collect`, { headers: origin })).status()).toBe(200);
  const list = await (await owner.request.get(`/api/collections?search=&period=7`)).json();
  const row = list.collections.find((r: { propertyName: string }) => r.propertyName === name);
  expect(row).toMatchObject({ amountPence, invoiceStatus: 'unpaid' });
  return { name, collectionId: row.id };
}
