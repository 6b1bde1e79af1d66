/**
 * Charges (issue 18): the demo owner finds a late changeover charge in the portal's Payments due and
 * pays it on the test checkout (the demo data holds the charge, as the hire clock would leave it); it
 * is gone from Payments due once the webhook marked it paid, and the provider's /charges shows it Paid.
 * A manager adds a late payment fee to an overdue collection on /collections (amount and reason in a
 * dialog); it joins /charges. Phone and desktop; axe on every state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, launch, newPage, settled, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('charges', () => {
  it('an owner sees a late changeover charge in Payments due and pays it on the test checkout (phone)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    await page.goto('/portal?tab=payments-due');
    const due = page.getByRole('list', { name: 'Payments due' });
    const charge = due.getByRole('listitem').filter({ hasText: 'Late changeover' }).filter({ hasText: 'Riverside Apartment' });
    await charge.getByText('£25.00').waitFor();
    await charge.getByText(/Linen on beds for more than 14 days/).waitFor();
    await charge.getByText(/^Due by /).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });

    await charge.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/test\/cs_test_/);
    await page.getByText('Test payment — no card is charged').waitFor();
    await page.getByText('Late changeover').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pay £25.00' }).click();
    await page.waitForURL(/\/success\?session_id=cs_test_/);
    await page.getByRole('heading', { name: 'Payment successful!' }).waitFor({ timeout: 20_000 });
    await page.getByText('The charge is paid (Late changeover: Riverside Apartment).').waitFor();
    await expectAccessible(page);

    // The webhook marked it paid: Payments due no longer lists it.
    await page.goto('/portal?tab=payments-due');
    await page.getByRole('tabpanel', { name: 'Payments due' }).waitFor();
    await settled(page);
    expect(await page.getByRole('listitem').filter({ hasText: 'Late changeover' }).filter({ hasText: 'Riverside Apartment' }).count()).toBe(0);
    await context.close();

    // The provider's view shows it paid.
    const staff = await newPage(browser, DESKTOP);
    await signedIn(staff.page, 'manager@demo.linen');
    await staff.page.goto('/charges');
    await staff.page.getByRole('heading', { name: 'Charges', level: 1 }).waitFor();
    const row = staff.page.getByRole('row').filter({ hasText: 'Riverside Apartment' });
    await row.getByText('Paid', { exact: true }).waitFor();
    await staff.context.close();
  });

  it('a manager adds a late payment fee to an overdue collection, and waives a charge on /charges', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/collections');
    await page.getByRole('heading', { name: 'Collections Ledger', level: 1 }).waitFor();
    await page.getByLabel('Period').selectOption({ label: 'Last 30 days' });
    await page.getByLabel('Invoice status').selectOption({ label: 'Overdue' });
    const row = page.getByRole('row').filter({ hasText: 'Marina House' });
    await row.getByText('Overdue', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Add late fee to the collection of/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Add late fee' });
    await dialog.waitFor();
    // The amount starts at the provider's late payment fee (default £10.00); a reason is required.
    expect(await dialog.getByLabel('Amount (£)').inputValue()).toBe('10.00');
    await dialog.getByRole('button', { name: 'Add late fee' }).click();
    await dialog.getByText('Please give a reason for the late payment fee').waitFor();
    await expectAccessible(page, { inPage: true });
    await dialog.getByLabel('Amount (£)').fill('12.50');
    await dialog.getByLabel('Reason').fill('Invoice unpaid after two reminders');
    await dialog.getByRole('button', { name: 'Add late fee' }).click();
    await page.getByText('Late payment fee added: £12.50').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Once per item: a second try says so.
    await row.getByRole('button', { name: /^Add late fee to the collection of/ }).click();
    await dialog.getByLabel('Reason').fill('Again');
    await dialog.getByRole('button', { name: 'Add late fee' }).click();
    await dialog.getByText('A late payment fee has already been added to this item').waitFor();
    await page.keyboard.press('Escape');

    // It joins /charges, where a pending charge is waived with a reason.
    await page.goto('/charges');
    await page.getByRole('heading', { name: 'Charges', level: 1 }).waitFor();
    const fee = page.getByRole('row').filter({ hasText: 'Invoice unpaid after two reminders' });
    await fee.getByText('Late payment fee').waitFor();
    await fee.getByText('£12.50').waitFor();
    await page.getByRole('list', { name: 'Charges summary' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/charges/export.csv?kind=all&status=all&period=30');
    await expectAccessible(page, { inPage: true });
    await fee.getByRole('button', { name: /^Waive the Late payment fee/ }).click();
    const waive = page.getByRole('dialog', { name: 'Waive charge' });
    await waive.getByRole('button', { name: 'Waive charge' }).click();
    await waive.getByText('Please give a reason for waiving this charge').waitFor();
    await waive.getByLabel('Reason').fill('First late payment this year');
    await waive.getByRole('button', { name: 'Waive charge' }).click();
    await page.getByText('Charge waived').waitFor();
    await fee.getByText('Waived', { exact: true }).waitFor();
    await fee.getByText(/First late payment this year/).waitFor();

    // On a phone: cards, no sideways scroll.
    await page.setViewportSize(PHONE);
    await page.getByRole('list', { name: 'Charges', exact: true }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });
    await context.close();
  });
});
