/** Bags for the courier journeys (bag-exchange.spec.ts, courier-offline.spec.ts), made through the API. */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from './browser';

export interface CreatedBag {
  cardId: string;
  propertyName: string;
  code: string;
}

/** A property of a demo client with a linen card in `status`, made through the API by `admin` (the super admin's page). */
export async function bagIn(admin: Page, status: 'new' | 'on_beds' | 'changeover_due'): Promise<CreatedBag> {
  const headers = { origin: baseURL() };
  const clients = await (await admin.request.get('/api/clients?limit=1', { headers })).json();
  const propertyName = `Courier Cottage ${randomUUID().slice(0, 6)}`;
  const property = await admin.request.post('/api/properties', {
    headers,
    data: { name: propertyName, clientId: clients.clients[0].id, address: '9 Wharf Lane, Stockton TS18 2AB' },
  });
  expect(property.status()).toBe(201);
  const propertyId = (await property.json()).property.id as string;
  const card = await admin.request.post('/api/linen-cards', { headers, data: { propertyId, status } });
  expect(card.status()).toBe(201);
  const cardId = (await card.json()).card.id as string;
  // The label code, as staff print it: read back from the card (the sheet carries the same).
  const details = await (await admin.request.get(`/api/linen-cards/${cardId}`, { headers })).json();
  return { cardId, propertyName, code: details.card.labelCode as string };
}
