/**
 * Variances (issue 22, decision 0192): a courier's collect counted one double duvet cover short and one
 * bath mat over (sent through the API as the phone sends it). A manager on /variances shows only that
 * property, charges the short cover (the amount prefilled from the stock's replacement price) and resolves
 * the extra mat with a reason (required); both leave Open for 'Charged or resolved', and the charge joins
 * /charges. Desktop; axe on the list and each dialog.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, baseURL, expectAccessible, launch, newPage, settled, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A property with two double duvet covers and a bath mat on hire, collected by the super admin's phone with a variance. */
async function collectedWithVariances(admin: Page): Promise<{ propertyName: string; visitId: string }> {
  const headers = { origin: baseURL() };
  const clients = await (await admin.request.get('/api/clients?limit=1', { headers })).json();
  const propertyName = `Variance Cottage ${randomUUID().slice(0, 6)}`;
  const linenInventory = {
    covers: { single: 0, double: 2, king: 0, superking: 0 },
    sheets: { single: 0, double: 0, king: 0, superking: 0 },
    pillowcases: { single: 0, double: 0, king: 0, superking: 0 },
    towels: { hand_towels: 0, bath_towels: 0, bath_mats: 1 },
    consumables: { full_consumables: false, tea_towels: false, toilet_rolls: false, no_consumables: true },
  };
  const property = await admin.request.post('/api/properties', {
    headers,
    data: { name: propertyName, clientId: clients.clients[0].id, address: '3 Quay Street, Stockton TS18 1AA' },
  });
  expect(property.status()).toBe(201);
  const propertyId = (await property.json()).property.id as string;
  const details = await admin.request.put(`/api/properties/${propertyId}/details`, {
    headers,
    data: { name: propertyName, address: '3 Quay Street, Stockton TS18 1AA', beds: 1, notes: '', linenInventory },
  });
  expect(details.status()).toBe(200);
  const card = await admin.request.post('/api/linen-cards', { headers, data: { propertyId, status: 'changeover_due' } });
  expect(card.status()).toBe(201);
  const cardId = (await card.json()).card.id as string;
  const visitId = randomUUID();
  const visit = await admin.request.put(`/api/courier/visits/${visitId}`, {
    headers,
    data: {
      cardId,
      action: 'collect',
      happenedAt: new Date().toISOString(),
      noOnePresent: true,
      counts: [
        { item: 'covers.double', counted: 1 },
        { item: 'towels.bath_mats', counted: 2 },
      ],
    },
  });
  expect(visit.status()).toBe(200);
  expect((await visit.json()).visit.outcome).toBe('applied');
  return { propertyName, visitId };
}

describe('variances', () => {
  it('a manager charges a short item and resolves an extra one, each once, with the proof one click away', async () => {
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    const { propertyName, visitId } = await collectedWithVariances(admin.page);
    await admin.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/variances');
    await page.getByRole('heading', { name: 'Variances', level: 1 }).waitFor();
    await page.getByRole('button', { name: propertyName }).first().click();
    await page.getByText(`Property: ${propertyName}`).waitFor();
    const rows = page.getByRole('row').filter({ hasText: propertyName });
    const cover = rows.filter({ hasText: 'Duvet covers · Double' });
    const mat = rows.filter({ hasText: 'Bath mats' });
    await cover.getByText('1 short').waitFor();
    await mat.getByText('1 over').waitFor();
    expect(await cover.getByRole('link', { name: /^Proof of the visit/ }).getAttribute('href')).toBe(`/visits/${visitId}`);
    // An item counted over cannot be charged, only resolved.
    expect(await mat.getByRole('button', { name: /^Charge replacement/ }).count()).toBe(0);
    await settled(page);
    await expectAccessible(page, { inPage: true });

    // Charge the short cover: the amount comes from the stock's replacement price (a double duvet cover, £25.00).
    await cover.getByRole('button', { name: `Charge replacement: Duvet covers · Double at ${propertyName}` }).click();
    const charge = page.getByRole('dialog', { name: 'Charge replacement' });
    await charge.waitFor();
    const amount = charge.getByLabel('Amount (£)');
    expect(await amount.inputValue()).toBe('25.00');
    await amount.fill('0');
    await charge.getByRole('button', { name: 'Charge replacement' }).click();
    await charge.getByText('Enter an amount between £0.01 and £100,000.00').waitFor();
    await expectAccessible(page, { inPage: true });
    await amount.fill('22.50');
    await charge.getByRole('button', { name: 'Charge replacement' }).click();
    await page.getByText('Replacement charge added').waitFor();
    await charge.waitFor({ state: 'hidden' });
    await cover.waitFor({ state: 'detached' });

    // Resolve the extra mat: a reason is required.
    await mat.getByRole('button', { name: `Resolve: Bath mats at ${propertyName}` }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve variance' });
    await resolve.waitFor();
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await resolve.getByText('Please give a reason').waitFor();
    await expectAccessible(page, { inPage: true });
    await resolve.getByLabel('Reason').fill('A guest left their own mat');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('Variance resolved').waitFor();
    await mat.waitFor({ state: 'detached' });
    await page.getByText('No variances to review').waitFor();

    // Both are under 'Charged or resolved', with what was done.
    await page.getByRole('tab', { name: 'Charged or resolved' }).click();
    const handled = page.getByRole('row').filter({ hasText: propertyName });
    await handled.filter({ hasText: 'Duvet covers · Double' }).getByText('Charged £22.50 · Pending').waitFor();
    await handled.filter({ hasText: 'Bath mats' }).getByText('A guest left their own mat').waitFor();
    await settled(page);
    await expectAccessible(page, { inPage: true });

    // The charge is in the provider's charges view like any other.
    await page.goto('/charges');
    await page.getByRole('heading', { name: 'Charges', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: propertyName }).filter({ hasText: 'Linen replacement' }).getByText('£22.50').waitFor();
    await context.close();
  });
});
