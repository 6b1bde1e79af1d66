/**
 * The day's round (issue 24 item 4, decision 0199): staff on a 390×844 phone open Rounds, which shows
 * tomorrow's stops, find two new cards' deliveries with their postcodes and 'Open in Maps', move one up
 * with its button and drag the other by its handle; each order is saved (the page reloaded shows it, and
 * the API answers it as 'set by staff'). A courier sees the round without reordering it. axe on the page.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import { PHONE, baseURL, launch, newPage, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** A property at `postcode` with a new card (a delivery on every day's round); its name. */
async function newCardAt(page: Page, postcode: string): Promise<string> {
  const headers = { origin: baseURL() };
  const clients = await (await page.request.get('/api/clients?limit=1', { headers })).json();
  const name = `Round Cottage ${uniqueStamp()}`;
  const property = await page.request.post('/api/properties', {
    headers,
    data: { name, clientId: clients.clients[0].id, address: `2 Bridge Road, Stockton ${postcode}` },
  });
  expect(property.status()).toBe(201);
  const card = await page.request.post('/api/linen-cards', { headers, data: { propertyId: (await property.json()).property.id, status: 'new' } });
  expect(card.status()).toBe(201);
  return name;
}

const stopsList = (page: Page) => page.getByRole('list', { name: 'Stops in order' });
const order = (page: Page) =>
  stopsList(page)
    .locator(':scope > li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.replace(/^Stop \d+: /, '') ?? ''));
const positionOf = async (page: Page, name: string) => (await order(page)).indexOf(name);

describe('Rounds on a phone', () => {
  it('staff open tomorrow’s round and reorder it with a button and by dragging', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'manager@demo.linen');
    // Same district, next to each other in district order: the first TS17 stop, then the second.
    const first = await newCardAt(page, 'TS17 5AA');
    const second = await newCardAt(page, 'TS17 5AB');

    await page.goto('/rounds');
    await page.getByRole('heading', { name: 'Rounds' }).waitFor();
    const tomorrow = addDays(londonToday(new Date()), 1);
    await expect.poll(() => page.getByLabel('Day').inputValue()).toBe(tomorrow);
    await stopsList(page).getByText(second).waitFor();
    const secondStop = stopsList(page).locator('li', { hasText: second });
    await expect.poll(() => secondStop.getByText('TS17 5AB').count()).toBe(1);
    expect(await secondStop.getByRole('link', { name: `Open the drive to ${second} in Maps` }).getAttribute('href')).toContain(
      'destination=TS17+5AB',
    );
    await settled(page);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'rounds-phone.png') });

    // One-handed: Up moves the second before the first.
    const before = await order(page);
    expect(before.indexOf(second)).toBe(before.indexOf(first) + 1);
    await page.getByRole('button', { name: `Move ${second} up` }).click();
    await expect.poll(async () => (await positionOf(page, second)) < (await positionOf(page, first))).toBe(true);
    const saved = async () => {
      const round = await (await page.request.get(`/api/rounds/${tomorrow}`)).json();
      return round.stops.map((s: { propertyName: string }) => s.propertyName) as string[];
    };
    await expect.poll(async () => (await saved()).indexOf(second) < (await saved()).indexOf(first)).toBe(true);

    // Drag the round's first stop by its handle onto the stop after it.
    const topName = (await order(page))[0];
    const handle = page.getByRole('button', { name: `Drag ${topName} to another place in the round` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await stopsList(page).locator(':scope > li').nth(1).boundingBox())!;
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(x, to.y + to.height * 0.75, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => positionOf(page, topName)).toBe(1);
    await expect.poll(async () => (await saved())[1]).toBe(topName);

    await page.reload();
    await stopsList(page).getByText(second).waitFor();
    expect((await order(page))[1]).toBe(topName);
    expect(await positionOf(page, second)).toBeLessThan(await positionOf(page, first));
    await expect.poll(() => page.getByText('Order set by staff').count()).toBe(1);
    await settled(page);
    await context.close();
  });

  it('a courier sees the round without reordering it', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'courier@demo.linen');
    await page.goto('/rounds');
    await page.getByRole('heading', { name: 'Rounds' }).waitFor();
    await stopsList(page).locator('li').first().waitFor();
    expect(await page.getByRole('button', { name: /^Move .* up$/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Drag / }).count()).toBe(0);
    await context.close();
  });
});
