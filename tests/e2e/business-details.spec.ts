/**
 * Settings > Business details (issue 23 items 1–2; decisions 0193, 0194): the demo super admin finds the
 * demo's details (version 1), is told what is wrong with an empty name and address and a mistyped VAT
 * number, fills and saves them, uploads a logo, reloads and sees them kept; then chooses 'Not VAT
 * registered', which hides the VAT number and rate, and a new invoice issued after says 'No VAT' while an
 * older one keeps its VAT. A manager has no such tab. Desktop and phone; axe on each state.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, launch, newPage, settled, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page) => page.getByRole('tabpanel', { name: 'Business details' });

async function openTab(page: Page) {
  await page.goto('/settings?tab=business');
  await panel(page).getByLabel('Legal name').waitFor();
  await settled(page);
}

async function logoLoaded(page: Page) {
  const img = panel(page).getByRole('img', { name: 'Business logo' });
  await img.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLImageElement>('img[alt="Business logo"]');
    return !!el && el.complete && el.naturalWidth > 0;
  });
  return img.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, height: el.naturalHeight }));
}

describe('business details', () => {
  it('a super admin fills the details, uploads a logo, saves, reloads and sees them; then not VAT registered', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await openTab(page);
    const tab = panel(page);
    expect(await tab.getByLabel('Legal name').inputValue()).toBe('Demo Linen Services Ltd');
    await tab.getByText(/Version 1, last changed/).waitFor();
    await tab.getByText('Changes apply to new invoices only.').waitFor();
    await expectAccessible(page, { inPage: true });

    // Empty name and address, a VAT number with a wrong check digit: each field says what is wrong.
    await tab.getByLabel('Legal name').fill('');
    await tab.getByLabel('Address').fill('');
    await tab.getByRole('radio', { name: /^VAT registered/ }).check();
    await tab.getByRole('textbox', { name: 'VAT number' }).fill('GB 123 4567 83');
    await tab.getByRole('button', { name: 'Save business details' }).click();
    await tab.getByText('Enter the legal name').waitFor();
    await tab.getByText('Enter the address').waitFor();
    await tab.getByText('This is not a valid UK VAT number: check the digits').waitFor();
    await expectAccessible(page, { inPage: true });

    await tab.getByLabel('Legal name').fill('Harbour Linen Ltd');
    await tab.getByLabel('Address').fill('1 Quay Street\nFalmouth\nTR11 3HH');
    await tab.getByRole('textbox', { name: 'VAT number' }).fill('gb 123 4567 82');
    await tab.getByLabel('Default VAT rate (%)').fill('20');
    await tab.getByLabel('Invoice number prefix').fill('HL-');
    await tab.getByLabel('Payment terms', { exact: true }).fill('Payment due within 30 days by card or bank transfer');
    await tab.getByLabel('Due after (days)').fill('30');

    // A logo: a wide transparent PNG, kept within 600×200.
    const logo = await sharp({ create: { width: 1200, height: 300, channels: 4, background: { r: 14, g: 80, b: 120, alpha: 1 } } })
      .png()
      .toBuffer();
    await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByText('Logo saved').waitFor();
    expect(await logoLoaded(page)).toEqual({ width: 600, height: 150 });
    // The upload did not lose what was typed.
    expect(await tab.getByLabel('Legal name').inputValue()).toBe('Harbour Linen Ltd');

    await tab.getByRole('button', { name: 'Save business details' }).click();
    await page.getByText('Business details saved').waitFor();
    await tab.getByText(/Version 3, last changed/).waitFor();
    expect(await tab.getByText('Business details are not set yet').count()).toBe(0);

    await page.reload();
    await openTab(page);
    expect(await tab.getByLabel('Legal name').inputValue()).toBe('Harbour Linen Ltd');
    expect(await tab.getByLabel('Address').inputValue()).toBe('1 Quay Street\nFalmouth\nTR11 3HH');
    expect(await tab.getByRole('textbox', { name: 'VAT number' }).inputValue()).toBe('GB123456782');
    expect(await tab.getByLabel('Default VAT rate (%)').inputValue()).toBe('20');
    expect(await tab.getByLabel('Invoice number prefix').inputValue()).toBe('HL-');
    expect(await tab.getByLabel('Credit note number prefix').inputValue()).toBe('CN-');
    expect(await tab.getByLabel('Due after (days)').inputValue()).toBe('30');
    expect(await logoLoaded(page)).toEqual({ width: 600, height: 150 });
    await expectAccessible(page, { inPage: true });

    // Not VAT registered hides the number and rate, and is kept.
    await tab.getByRole('radio', { name: /^Not VAT registered/ }).check();
    expect(await tab.getByRole('textbox', { name: 'VAT number' }).count()).toBe(0);
    expect(await tab.getByLabel('Default VAT rate (%)').count()).toBe(0);
    await tab.getByRole('button', { name: 'Save business details' }).click();
    await page.getByText('Business details saved').first().waitFor();
    await tab.getByText(/Version 4, last changed/).waitFor();
    await page.reload();
    await openTab(page);
    expect(await tab.getByRole('radio', { name: /^Not VAT registered/ }).isChecked()).toBe(true);
    expect(await tab.getByRole('textbox', { name: 'VAT number' }).count()).toBe(0);

    // A new invoice says 'No VAT': a test purchase paid through the test checkout, then its invoice.
    const checkoutId = await page.evaluate(async () => {
      const post = (url: string, body?: unknown) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined }).then((r) => r.json());
      const started = await post('/api/payments/checkout', { priceIds: ['price_test_house'] });
      await post(`/api/payments/test-checkout/${started.checkoutId}/pay`);
      return started.checkoutId as string;
    });
    await page.goto(`/invoices/for/purchase/${checkoutId}`);
    await page.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: /^Invoice HL-\d{6}$/, level: 1 }).waitFor();
    const line = page.getByRole('table', { name: 'Invoice lines' }).getByRole('row').filter({ hasText: 'Test House' });
    await line.getByText('No VAT').waitFor();
    await page.getByText(/Harbour Linen Ltd · .* · Not VAT registered/).waitFor();
    // An invoice issued before keeps the VAT it was issued with.
    const firstId = await page.evaluate(async () => {
      for (let cursor: string | null = ''; cursor !== null; ) {
        const list: { invoices: { id: string; number: string | null }[]; nextCursor: string | null } = await fetch(
          `/api/invoices?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        ).then((r) => r.json());
        const found = list.invoices.find((i) => i.number === 'INV-000001');
        if (found) return found.id;
        cursor = list.nextCursor;
      }
      return null;
    });
    expect(firstId).not.toBeNull();
    await page.goto(`/invoices/${firstId}`);
    await page.getByRole('table', { name: 'Invoice lines' }).getByText('20%').first().waitFor();
    await page.getByText(/VAT number GB 123 4567 82/).waitFor();
    await expectAccessible(page, { inPage: true });
    await context.close();
  });

  it('fits a phone, and a manager has no Business details tab', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    await openTab(page);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });
    await context.close();

    const manager = await newPage(browser, DESKTOP);
    await signedIn(manager.page, 'manager@demo.linen');
    await manager.page.goto('/settings?tab=business');
    await manager.page.getByRole('tab', { name: 'My Profile' }).waitFor();
    expect(await manager.page.getByRole('tab', { name: 'Business details' }).count()).toBe(0);
    await manager.context.close();
  });
});
