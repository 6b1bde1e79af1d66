/**
 * Invoices (issue 23; decisions 0194, 0195): on a phone, the owner pays a new collection, follows its
 * 'Invoice' link to the invoice, sees it paid, and downloads its PDF, which names the invoice, the owner,
 * the property and the total; the portal's Invoices tab lists it. The bookkeeper (the demo super admin)
 * exports this month for Xero from /invoices: the file's header is Xero's template and each document's
 * rows add up to its total as the app states it (invoices positive, credit notes negative).
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XERO_HEADER } from '@shared/domain/invoice-exports';
import { londonToday } from '@shared/domain/london-time';
import { pdfText } from '../api/contracts-pdf-text';
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

/** The fields of one CSV line (quoted fields with doubled quotes, as csv-stringify writes them). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

const pence = (pounds: string) => Math.round(Number(pounds) * 100);

describe('invoices', () => {
  it('on a phone, an owner pays a collection and downloads its invoice', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    const { name, collectionId } = await collectedProperty(admin.page, page, ['price_deep_clean', 'price_stain_removal'], 5000, 'Invoice Cottage');

    await page.goto(`/collection-payment/${collectionId}`);
    await page.getByRole('button', { name: 'Pay All Services' }).click();
    await page.waitForURL(/\/checkout\/test\/cs_test_/);
    await page.getByRole('button', { name: 'Pay £50.00' }).click();
    await page.waitForURL((url) => url.pathname === '/collections');

    await page.goto(`/collection-payment/${collectionId}`);
    await page.getByText('This collection has been paid.').waitFor();
    await page.getByRole('link', { name: 'Invoice', exact: true }).click();
    await page.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: /^Invoice [A-Z0-9/-]+\d{6}$/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Invoice ', '').trim();
    await page.getByText(/^Paid on \d{1,2} [A-Z][a-z]{2} \d{4}$/).first().waitFor();
    await page.getByText(name).first().waitFor();
    await page.getByRole('list', { name: 'Invoice lines' }).getByText('Deep Clean Service').waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`);
    const text = await pdfText(new Uint8Array(fs.readFileSync((await download.path())!)));
    for (const part of [number, 'Olivia Owner Lets', name, 'Deep Clean Service', 'Specialist Stain Removal', '£50.00']) expect(text).toContain(part);
    expect(text).toMatch(/Paid on \d/);

    // The portal lists it under Invoices.
    await page.goto('/portal?tab=invoices');
    await page.getByRole('list', { name: 'Invoices' }).getByRole('link', { name: number, exact: true }).waitFor();
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('the bookkeeper exports this month for Xero: the template header, and every document adds up to its total', async () => {
    const page = admin.page;
    // The documents issued this month as the app states them, read before the export (it holds them all).
    const expected = await page.evaluate(async () => {
      const totals: Record<string, number> = {};
      const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }).slice(0, 7);
      for (let cursor: string | null = ''; cursor !== null; ) {
        type Row = { id: string; number: string | null; issueDate: string | null; grossPence: number; creditedPence: number };
        const res: { invoices: Row[]; nextCursor: string | null } = await fetch(`/api/invoices?limit=100${cursor ? `&cursor=${cursor}` : ''}`).then((r) => r.json());
        for (const i of res.invoices) {
          if (i.number && i.issueDate?.startsWith(month)) totals[i.number] = i.grossPence;
          if (i.creditedPence > 0) {
            const detail = await fetch(`/api/invoices/${i.id}`).then((r) => r.json());
            for (const c of detail.creditNotes as { number: string; issueDate: string; grossPence: number }[]) {
              if (c.issueDate.startsWith(month)) totals[c.number] = -c.grossPence;
            }
          }
        }
        cursor = res.nextCursor;
      }
      return totals;
    });
    expect(Object.keys(expected).length).toBeGreaterThan(0);

    await page.goto('/invoices');
    const panel = page.getByRole('region', { name: 'Export for your accounts' });
    const today = londonToday(new Date());
    await panel.getByLabel('From').fill(`${today.slice(0, 7)}-01`);
    await panel.getByLabel('To').fill(today);
    await panel.getByLabel('Format').selectOption('xero');
    await expectAccessible(page, { inPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^xero_sales_invoices.*\.csv$/);
    const lines = fs
      .readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
    expect(csvFields(lines[0])).toEqual([...XERO_HEADER]);

    const col = (name: string) => XERO_HEADER.indexOf(name as (typeof XERO_HEADER)[number]);
    const got: Record<string, number> = {};
    for (const line of lines.slice(1)) {
      const f = csvFields(line);
      const number = f[col('*InvoiceNumber')];
      got[number] = (got[number] ?? 0) + Math.round(Number(f[col('*Quantity')]) * pence(f[col('*UnitAmount')]));
    }
    // Every document the app listed for the month is in the file with its total, to the penny.
    for (const [number, total] of Object.entries(expected)) expect(got[number], number).toBe(total);
  });
});
