/**
 * Stock management (issue 10 item 5): the super admin edits on-shelf stock in the table (a bad
 * quantity is refused beside the field first) and in Check Stock, and sees the statuses change; a save
 * over numbers someone else changed meanwhile shows the conflict, reloads that row and keeps the other
 * edit; search, the category filter and the empty state; the phone layout; an owner is sent away.
 * Axe on every state. Edits Bath Mat, Hand Towel and Duvet Cover (Superking) only (other journeys
 * take double duvet covers off the shelf).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, afterToasts, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, signedIn, settled } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

interface ShelfItem {
  id: string;
  label: string;
  onShelf: number;
  version: number;
}

async function shelfItem(page: Page, label: string): Promise<ShelfItem> {
  const res = await page.request.get('/api/stock');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: ShelfItem[] };
  return body.items.find((i) => i.label === label)!;
}

const rowOf = (page: Page, item: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: item, exact: true }) });

describe('stock', () => {
  it('a super admin edits stock in the table and in Check Stock, and a stale save is told so', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/stock');
    await page.getByRole('heading', { name: 'Stock Management', level: 1 }).waitFor();
    await page.getByText('Total Properties').waitFor();
    await page.getByRole('table', { name: 'Stock' }).waitFor();
    await page.getByRole('heading', { name: 'Stock Alerts' }).waitFor();
    await settled(page);

    // Bath Mat: 10 on beds, 2 in transit, 15 on the shelf: par 30, 3 to order.
    const mat = rowOf(page, 'Bath Mat');
    await mat.getByText('Need to Order').waitFor();
    const matShelf = page.getByRole('textbox', { name: 'On Shelf: Bath Mat' });
    expect(await matShelf.inputValue()).toBe('15');

    // A bad quantity is refused beside the field, and nothing is sent.
    await matShelf.fill('-1');
    await mat.getByText('Stock quantity cannot be negative').waitFor();
    expect(await matShelf.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: /^Save All Stock/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to save stock data' }).waitFor();
    await settled(page);
    expect((await shelfItem(page, 'Bath Mat')).onShelf).toBe(15);

    // 18 on the shelf makes 30, the par: Good Stock at once, and saved.
    await matShelf.fill('18');
    await mat.getByText('Good Stock').waitFor();
    await page.getByRole('button', { name: 'Save All Stock (1)' }).click();
    await page.getByText('Stock saved').waitFor();
    await page.getByRole('button', { name: 'Save All Stock', exact: true }).waitFor();
    expect((await shelfItem(page, 'Bath Mat')).onShelf).toBe(18);
    await mat.getByText('Good Stock').waitFor();

    // Check Stock: every item's shelf, the super king covers out of stock until 5 arrive.
    const superking = rowOf(page, 'Duvet Cover (Superking)');
    await superking.getByText('Out of Stock').waitFor();
    // The 'Stock saved' toast may lie over Check Stock (and pauses while the pointer rests on it).
    await afterToasts(page);
    await page.getByRole('button', { name: 'Check Stock' }).click();
    const modal = page.getByRole('dialog', { name: 'Current On Shelf Stock' });
    await modal.getByLabel('Pillowcase').waitFor();
    await modal.getByLabel('Duvet Cover (Superking)').fill('5');
    await settled(page);
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await modal.waitFor({ state: 'detached' });
    await superking.getByText('Overstocked').waitFor();
    expect((await shelfItem(page, 'Duvet Cover (Superking)')).onShelf).toBe(5);
    // Close keeps nothing saved that was not asked for.
    await page.getByRole('button', { name: 'Check Stock' }).click();
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });

    // Two people: this page edits Bath Mat and Hand Towel while someone else saves Bath Mat first.
    await matShelf.fill('20');
    const towelShelf = page.getByRole('textbox', { name: 'On Shelf: Hand Towel' });
    await towelShelf.fill('50');
    const read = await shelfItem(page, 'Bath Mat');
    const other = await page.request.put('/api/stock', {
      headers: { origin: baseURL() },
      data: { items: [{ id: read.id, version: read.version, onShelf: 19 }] },
    });
    expect(other.status()).toBe(200);
    await page.getByRole('button', { name: 'Save All Stock (2)' }).click();
    await page.getByRole('alert').filter({ hasText: 'The stock numbers changed since they were loaded' }).waitFor();
    // The changed row shows the other person's number; the other edit is still there, unsaved.
    await expect.poll(() => matShelf.inputValue()).toBe('19');
    expect(await towelShelf.inputValue()).toBe('50');
    expect((await shelfItem(page, 'Hand Towel')).onShelf).toBe(40);
    await settled(page);
    await page.getByRole('button', { name: 'Save All Stock (1)' }).click();
    await page.getByText('Stock saved').waitFor();
    expect((await shelfItem(page, 'Hand Towel')).onShelf).toBe(50);
    expect((await shelfItem(page, 'Bath Mat')).onShelf).toBe(19);

    // Search by type or size, the category filter, and the empty state.
    await page.getByRole('searchbox', { name: 'Search by item type or size' }).fill('superking');
    await expect.poll(() => page.getByRole('table', { name: 'Stock' }).getByRole('row').count()).toBe(3); // header + cover + sheet
    await page.getByRole('searchbox', { name: 'Search by item type or size' }).fill('');
    await page.getByLabel('Filter by category').selectOption({ label: 'Towels' });
    await expect.poll(() => page.getByRole('table', { name: 'Stock' }).getByRole('row').count()).toBe(4);
    await page.getByRole('searchbox', { name: 'Search by item type or size' }).fill('blanket');
    await page.getByText('No Stock Data Found').waitFor();
    await settled(page);
    await context.close();
  });

  it('works on a phone, as cards with large fields', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/stock');
    const cards = page.getByRole('list', { name: 'Stock', exact: true });
    await cards.waitFor();
    const field = cards.getByRole('textbox', { name: 'On Shelf: Bath Towel' });
    const box = await field.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await context.close();
  });

  it('sends anyone but a super admin away', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/stock');
    await page.waitForURL((url) => url.pathname !== '/stock');
    expect(await page.getByRole('heading', { name: 'Stock Management' }).count()).toBe(0);
    await context.close();
  });
});
