/**
 * The owner's statement (issue 23 item 5): the portal's Statement tab on a phone and a desktop, the
 * period picker (a preset, then custom dates refused when reversed), the totals and the closing
 * balance, the downloads (a PDF and a CSV with its header), accessible, no sideways scrolling.
 * The journeys share the demo data, so the statement may or may not have rows: either is checked.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_CSV_HEADER, STATEMENT_MESSAGES } from '@shared/domain/statements';
import { DESKTOP, PHONE, collectReactErrors, expectAccessible, expectNoHorizontalScroll, launch, newPage, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('the owner’s statement', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the period's totals and balance, downloads a PDF and a CSV, refuses a reversed period (${name})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const errors = collectReactErrors(page);
      await signedIn(page, 'owner@demo.linen');
      await page.goto('/portal?tab=statement');
      const panel = page.getByRole('tabpanel', { name: 'Statement' });
      const totals = panel.getByRole('region', { name: 'Statement totals' });
      await totals.waitFor();
      await expect(totals.getByText(/^(You owe £[\d,]+\.\d\d|You are owed £[\d,]+\.\d\d|Nothing owed)$/).count()).resolves.toBe(1);
      await expect(totals.getByText('Opening balance').count()).resolves.toBe(1);
      // Rows per property, or the empty text.
      const sections = await panel.getByRole('list', { name: /^Statement for / }).count();
      const tables = await panel.getByRole('region', { name: /^Statement for / }).count();
      if (sections + tables === 0) await panel.getByText(STATEMENT_MESSAGES.empty).waitFor();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);

      // The downloads are the server's files for the period shown.
      const pdfHref = await panel.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
      const csvHref = await panel.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
      expect(pdfHref).toMatch(/^\/api\/statements\/pdf\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&clientId=/);
      const pdf = await page.request.get(pdfHref!);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const csv = await page.request.get(csvHref!);
      expect(csv.status()).toBe(200);
      expect((await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(STATEMENT_CSV_HEADER.join(','));

      // Last month, then custom dates the wrong way round: the reason, and no downloads.
      const period = panel.getByLabel('Period', { exact: true });
      await period.selectOption('last-month');
      await totals.waitFor();
      await period.selectOption('custom');
      await panel.getByLabel('From').fill('2026-11-20');
      await panel.getByLabel('To', { exact: true }).fill('2026-11-10');
      await panel.getByText(STATEMENT_MESSAGES.reversed).waitFor();
      expect(await panel.getByRole('link', { name: 'Download CSV' }).count()).toBe(0);
      await panel.getByLabel('To', { exact: true }).fill('2026-11-30');
      await panel.getByRole('link', { name: 'Download CSV' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
