/**
 * Stock → Forecast (issue 24 items 2 and 3; decision 0197): a client of its own with a large house (400
 * super king sets a changeover, far above any shelf) and an accepted request in 6 days. The super admin
 * opens Stock, goes to the Forecast tab, sees that day flagged short of super king sets, the CSV says the
 * same, and the house's par level is listed with its shortfall; a manager on a phone reaches the forecast
 * from the menu and sees the same day flagged; an owner is refused. The house is archived at the end, so
 * other journeys never see its need. Axe on each screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/domain/calendar';
import { shortDayLabel } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import { emptyLinenInventory } from '@shared/domain/properties';
import { DESKTOP, PHONE, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;
const headers = () => ({ origin: baseURL() });
const stamp = uniqueStamp();
const name = `Forecast Manor ${stamp}`;
const day = addDays(londonToday(new Date()), 6);
let propertyId = '';

/** As the super admin, through the API: a client of its own, its large house, and an accepted request in 6 days. */
beforeAll(async () => {
  browser = await launch();
  const { page, context } = await newPage(browser, DESKTOP);
  await signedIn(page, 'admin@demo.linen');
  const client = await page.request.post('/api/clients', {
    headers: headers(),
    data: { name: `Forecast Lets ${stamp}`, primaryEmail: `forecast-${stamp}@owner.example` },
  });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).client.id as string;
  const made = await page.request.post('/api/properties', {
    headers: headers(),
    data: { name, clientId, address: '3 Wharf Lane, Stockton TS18 2AB' },
  });
  expect(made.status()).toBe(201);
  propertyId = (await made.json()).property.id as string;
  const linenInventory = emptyLinenInventory();
  linenInventory.covers.superking = 400;
  linenInventory.sheets.superking = 400;
  const details = await page.request.put(`/api/properties/${propertyId}/details`, {
    headers: headers(),
    data: { name, address: '3 Wharf Lane, Stockton TS18 2AB', beds: 40, notes: null, linenInventory },
  });
  expect(details.status()).toBe(200);
  const request = await page.request.post('/api/linen-requests', { headers: headers(), data: { propertyId, requestedDate: day } });
  expect(request.status()).toBe(201);
  await context.close();
});

/** The house is archived, so other journeys never see its need. */
afterAll(async () => {
  if (propertyId && browser) {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    expect((await page.request.post(`/api/properties/${propertyId}/archive`, { headers: headers() })).status()).toBe(200);
    await context.close();
  }
  await browser?.close();
});

describe('linen forecast', () => {
  it('a super admin goes from Stock to Forecast and sees the day flagged, in the CSV too, and the house’s par', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/stock');
    await page.getByRole('heading', { name: 'Stock Management', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Stock views' }).getByRole('link', { name: 'Forecast' }).click();
    await page.waitForURL('**/stock/forecast');
    await page.getByRole('heading', { name: 'Linen Forecast', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Linen forecast, next 14 days' });
    const row = table.getByRole('row').filter({ hasText: shortDayLabel(day) });
    await row.getByText('Short', { exact: true }).waitFor();
    expect(await row.getAttribute('data-flagged')).toBe('true');
    await row
      .getByText(/^\d+ short$/)
      .first()
      .waitFor();
    const alert = page.getByRole('alert').filter({ hasText: /Not enough clean linen on \d+ days?/ });
    await alert.getByText(new RegExp(`${shortDayLabel(day)}: short of \\d+ Super King sets`)).waitFor();
    await settled(page);
    await expectAccessible(page);

    // The CSV says the same.
    const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.headers()['content-type']).toMatch(/text\/csv/);
    const line = (await csv.text()).split(/\r?\n/).find((l) => l.startsWith(day))!;
    expect(line.endsWith(',Yes')).toBe(true);

    // Its par level: 3 sets of 400 (no changeovers yet), none held.
    await page.getByRole('searchbox', { name: 'Search properties by name' }).fill(name);
    const par = page.getByRole('table', { name: 'Par levels per property' }).getByRole('row').filter({ hasText: name });
    await par.getByText('(1200 short)').waitFor();
    await context.close();
  }, 180_000);

  it('a manager on a phone reaches it from the menu and sees the same day flagged; an owner is refused', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'manager@demo.linen');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Linen Forecast' }).click();
    await page.getByRole('heading', { name: 'Linen Forecast', level: 1 }).waitFor();
    const card = page
      .getByRole('list', { name: 'Linen forecast, next 14 days' })
      .getByRole('listitem')
      .filter({ hasText: shortDayLabel(day) });
    await card.getByText(/Short of \d+ Super King sets/).waitFor();
    expect(await page.getByRole('navigation', { name: 'Stock views' }).count()).toBe(0);
    await settled(page);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await context.close();

    const owner = await newPage(browser, DESKTOP);
    await signedIn(owner.page, 'owner@demo.linen');
    await owner.page.goto('/stock/forecast');
    await owner.page.getByText("You don't have access to this page").waitFor();
    expect((await owner.page.request.get('/api/stock/forecast')).status()).toBe(403);
    await owner.context.close();
  }, 180_000);
});
