/**
 * Damage Activities (issue 10 items 3 and 4): staff see the banner, cards and filters on /damages, find
 * nothing for a search that matches nothing, request the charge of a priced damage and attach a photo;
 * the owner (on a phone) gets the e-mail, sees the request and pays it through the test checkout, and the
 * row reads Charged once the webhook has run. The owner pays from /damages's 'Pay' button here: the
 * portal's Payments due tab is built by another stream. Axe on every state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, launch, newPage, settled, signedIn, waitForMailWith } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const NOTE = 'Red wine on the duvet';

describe('damage activities', () => {
  it('staff request a charge and attach a photo; the owner pays it on a phone and it reads Charged', async () => {
    const staff = await newPage(browser, DESKTOP);
    const page = staff.page;
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/damages');
    await page.getByRole('heading', { name: 'Damage Activities', level: 1 }).waitFor();
    await page.getByText('Damage payments must be made within 10 days of the damage record being entered').waitFor();
    await page.getByRole('list', { name: 'Damage summary' }).getByText('Last 7 days').waitFor();
    const table = page.getByRole('table', { name: 'Damage activities' });
    const row = table.getByRole('row').filter({ hasText: NOTE });
    await row.getByRole('button', { name: 'Charge £15.00' }).waitFor();
    await settled(page);

    // A search that matches nothing: the empty state with its text, from the server.
    await page.getByRole('searchbox', { name: 'Search damage activities' }).fill('nothing like this at all');
    await page.getByRole('heading', { name: 'No Damage Activities Found' }).waitFor();
    await page.getByText('No damage activities match your search criteria').waitFor();
    await expectAccessible(page, { inPage: true });
    await page.getByRole('searchbox', { name: 'Search damage activities' }).fill('');
    await page.getByLabel('Filter by period').selectOption('all');
    await row.waitFor();

    // Request the charge: the toast, then 'Charge requested' with the deadline.
    await row.getByRole('button', { name: 'Charge £15.00' }).click();
    await page.getByText('Payment of £15.00 requested from the owner').waitFor();
    await row.getByText('Charge requested').waitFor();
    await row.getByText(/^Due by /).waitFor();
    await settled(page);

    // A photo from the 'camera' (a file here): stored and shown.
    await row.getByRole('button', { name: /^Photos of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Damage photos' });
    await dialog.getByText('No photos yet.').waitFor();
    const picker = dialog.locator('input[type=file]');
    expect(await picker.getAttribute('capture')).toBe('environment');
    expect(await picker.getAttribute('accept')).toBe('image/*');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'stain.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: 'Damage photo 1' }).waitFor();
    await dialog.getByText('1 of 5 photos').waitFor();
    await expectAccessible(page, { inPage: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await staff.context.close();

    // The owner's e-mail names the property, the amount and where to pay.
    const mail = await waitForMailWith('owner@demo.linen', 'The charge is £15.00.');
    expect(mail.text).toContain('Seaview Cottage');
    expect(mail.text).toContain('/portal?tab=payments-due');

    // The owner on a phone: the request, the photo, Pay, the test checkout, and Charged after the webhook.
    const owner = await newPage(browser, PHONE);
    const phone = owner.page;
    await signedIn(phone, 'owner@demo.linen');
    await phone.goto('/damages');
    const card = phone.getByRole('list', { name: 'Damage activities' }).getByRole('listitem').filter({ hasText: NOTE });
    await card.getByText('Charge requested').waitFor();
    await expectNoHorizontalScroll(phone);
    await settled(phone);
    await card.getByRole('button', { name: /^Photos of / }).click();
    await phone.getByRole('dialog', { name: 'Damage photos' }).getByRole('img', { name: 'Damage photo 1' }).waitFor();
    expect(
      await phone
        .getByRole('dialog', { name: 'Damage photos' })
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);
    await phone.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Pay £15.00' }).click();
    await phone.waitForURL(/\/checkout\/test\/cs_test_/);
    await phone.getByRole('button', { name: /^Pay £/ }).click();
    await phone.getByRole('heading', { name: 'Payment successful!' }).waitFor({ timeout: 20_000 });
    await phone.goto('/damages');
    await card.getByText('Charged', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Pay £15.00' }).count()).resolves.toBe(0);
    await settled(phone);
    await owner.context.close();
  });

  it("says 'Failed to load damage records' when the list cannot be read", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'manager@demo.linen');
    await page.route('**/api/damages?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"Database unavailable"}}' }),
    );
    await page.goto('/damages');
    await page.getByText('Failed to load damage records').waitFor({ timeout: 20_000 });
    await expectAccessible(page, { inPage: true });
    await context.close();
  });
});
