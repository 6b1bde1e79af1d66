/**
 * Collections (issue 10 items 1, 2; issue 19 Experience High 1): an owner finds a new unpaid collection
 * on /collections (banner, tiles, filters, Export CSV), pays it from /collection-payment/{id} (the
 * invoice's lines shown fixed, Pay All Services through the test checkout for the invoice's amount),
 * lands back on /collections with the address cleared and sees it Paid after the webhook; the paid one
 * offers no checkout; a property with two subscription services pays its £37 invoice on a phone from
 * the portal's Payments due; a £0 invoice says there is nothing to pay; a missing one is 'Collection
 * Not Found'. The phone layout never scrolls sideways. Axe on every state.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, launch, newPage, signedIn } from './browser';
import { collectedProperty } from './collections-fixture';

let browser: Browser;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser, DESKTOP);
  await signedIn(admin.page, 'admin@demo.linen');
});

afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
});

describe('collections ledger', () => {
  it('an owner pays a collection from /collections and sees it Paid after the webhook', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');
    const { name, collectionId } = await collectedProperty(admin.page, page);

    await page.goto('/collections');
    await page.getByRole('heading', { name: 'Collections Ledger', level: 1 }).waitFor();
    await page.getByText('Collection invoices must be paid within 10 days of the collection record being entered').waitFor();
    await page.getByRole('list', { name: 'Collections summary' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('£50.00').waitFor();
    await row.getByText('Unpaid', { exact: true }).waitFor();
    // Export CSV is the server's file for the filters on screen.
    await page.getByLabel('Invoice status').selectOption({ label: 'Unpaid' });
    await row.waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/collections/export.csv?period=7&status=unpaid');
    await expectAccessible(page, { inPage: true });

    await row.getByRole('link', { name: /^Pay the collection/ }).click();
    await page.waitForURL(`**/collection-payment/${collectionId}`);
    await page.getByRole('heading', { name: 'Collection Payment', level: 1 }).waitFor();
    await page.getByText(name).first().waitFor();
    // The invoice's lines, fixed at Collect: nothing to choose.
    const lines = page.getByRole('list', { name: 'Services on this invoice' });
    await lines.getByText('Deep Clean Service').waitFor();
    await lines.getByText('Specialist Stain Removal').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('region', { name: 'Payment summary' }).getByText('£50.00').first().waitFor();
    await expectAccessible(page, { inPage: true });

    await page.getByRole('button', { name: 'Pay All Services' }).click();
    await page.waitForURL(/\/checkout\/test\/cs_test_/);
    await page.getByRole('button', { name: 'Pay £50.00' }).click();
    // Back on the ledger with the address cleared; the list reloads and shows it paid.
    await page.waitForURL((url) => url.pathname === '/collections' && url.search === '');
    await page.getByText('Payment received. The list is being updated.').waitFor();
    await page.getByLabel('Invoice status').selectOption({ label: 'Paid' });
    await page.getByRole('row').filter({ hasText: name }).getByText('Paid', { exact: true }).waitFor();
    await expectAccessible(page, { inPage: true });

    // A paid collection offers no checkout.
    await page.goto(`/collection-payment/${collectionId}`);
    await page.getByText('This collection has been paid.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay All Services' }).count()).toBe(0);
    await expectAccessible(page, { inPage: true });
    await context.close();
  });

  it('on a phone, the owner pays the £37 invoice of a property with two subscription services from Payments due', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    const { name, collectionId } = await collectedProperty(admin.page, page, ['price_weekly_linen', 'price_towel_only'], 3700, 'Two Plans Cottage');

    await page.goto('/portal?tab=payments-due');
    const due = page.getByRole('list', { name: 'Payments due' }).getByRole('listitem').filter({ hasText: name });
    await due.getByText('£37.00').waitFor();
    await due.getByRole('link', { name: 'Pay' }).click();
    await page.waitForURL(`**/collection-payment/${collectionId}`);
    const lines = page.getByRole('list', { name: 'Services on this invoice' });
    await lines.getByText('Weekly Linen Service').waitFor();
    await lines.getByText('Towel-Only Service').waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });

    await page.getByRole('button', { name: 'Pay All Services' }).click();
    await page.waitForURL(/\/checkout\/test\/cs_test_/);
    await page.getByText(`Collection invoice — ${name}`).waitFor();
    await page.getByRole('button', { name: 'Pay £37.00' }).click();
    await page.waitForURL((url) => url.pathname === '/collections' && url.search === '');
    await page.goto(`/collection-payment/${collectionId}`);
    await page.getByText('This collection has been paid.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay All Services' }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('a property with no services: its £0 invoice says plainly there is nothing to pay', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    const { collectionId } = await collectedProperty(admin.page, page, [], 0, 'Bare Cottage');
    await page.goto(`/collection-payment/${collectionId}`);
    await page.getByText('This collection invoice is £0.00: there is nothing to pay.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay All Services' }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });
    await context.close();
  });

  it("says 'Collection Not Found' for a missing collection, with the way back", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');
    await page.goto(`/collection-payment/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Collection Not Found' }).waitFor();
    await page.getByText("This collection doesn't exist or has been deleted.").waitFor();
    await expectAccessible(page, { inPage: true });
    await page.getByRole('button', { name: 'Back to Collections' }).click();
    await page.waitForURL('**/collections');
    await context.close();
  });

  it('works on a phone, and the portal lists the payments due', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    // An unpaid collection of its own: other journeys pay, and add, collections at the same time.
    const { name } = await collectedProperty(admin.page, page, ['price_deep_clean'], 3500, 'Phone Cottage');
    await page.goto('/collections');
    const card = page.getByRole('list', { name: 'Collections' }).getByRole('listitem').filter({ hasText: name });
    await card.getByRole('link', { name: /^Pay the collection/ }).waitFor();
    await card.getByRole('link', { name: /^The invoice of the collection/ }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });

    await page.goto('/portal?tab=payments-due');
    const due = page.getByRole('list', { name: 'Payments due' }).getByRole('listitem').filter({ hasText: name });
    await due.getByText('Collection invoice').waitFor();
    await due.getByRole('link', { name: 'Pay' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });

    await page.getByRole('tab', { name: 'Changeovers' }).click();
    await page.getByRole('list', { name: 'Changeovers' }).waitFor();
    await expectAccessible(page, { inPage: true });
    await context.close();
  });
});
