/**
 * The hire clock (issue 18 point 3): a super admin changes the late changeover charge in Settings >
 * Charges, and the owner's dashboard (on a phone) and the Request Linen Service dialog state the new
 * amount with the spec's sentence, and a property contract's own charge set in the contract form; the board shows the pending charge of a card past day 15 on beds
 * (the demo's Dune View and Quayside Studio), and the super admin's dashboard its 'Charges pending' link. Axe on each state. With SHOTS_DIR set, screenshots of
 * each at desktop and 390×844 are saved there.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHARGE_SETTINGS, HIRE_CLOCK_NOTICE, hireClockRule } from '@shared/domain/charges';
import { DESKTOP, PHONE, baseURL, expectNoHorizontalScroll, launch, newPage, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
}

describe('the hire clock', () => {
  it('a super admin changes the charge in Settings and the owner is told the new amount', async () => {
    const admin = await newPage(browser, DESKTOP);
    const page = admin.page;
    await signedIn(page, 'admin@demo.linen');
    try {
      await page.goto('/settings?tab=charges');
      const amount = page.getByLabel('Late changeover charge (£)');
      await amount.waitFor();
      expect(await amount.inputValue()).toBe('25.00');
      expect(await page.getByLabel('Repeat every (days)').inputValue()).toBe('14');
      expect(await page.getByRole('switch', { name: 'Add late payment fees automatically' }).getAttribute('aria-checked')).toBe('false');

      // Bad input is refused in the form, nothing saved.
      await amount.fill('0');
      await page.getByRole('button', { name: 'Save charge settings' }).click();
      await page.getByText('The late changeover charge must be at least £0.01').waitFor();
      // The missed collection fee (issue 22): off (0.00) by default; it is an amount in pounds.
      const missed = page.getByLabel('Missed collection fee (£)');
      expect(await missed.inputValue()).toBe('0.00');
      await missed.fill('ten');
      await page.getByRole('button', { name: 'Save charge settings' }).click();
      await page.getByText('The missed collection fee must be an amount in pounds, e.g. 25.00').waitFor();
      await missed.fill('0.00');

      await amount.fill('30');
      await page.getByText(hireClockRule({ amountPence: 3000, everyDays: 14 })).waitFor();
      await page.getByRole('button', { name: 'Save charge settings' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Charge settings saved' }).waitFor();
      expect(await amount.inputValue()).toBe('30.00');
      await settled(page);
      await shot(page, 'clock-settings-desktop');

      // The board: a card past day 15 on beds carries its pending charge.
      await page.goto('/kanban');
      // The board's columns are virtualised: find the card by search, whatever other journeys added.
      await page.getByRole('searchbox', { name: 'Search cards by property or client' }).fill('Dune View');
      const tile = page.getByRole('article', { name: 'Dune View' }); // its charge is pending (seed-demo-charges.ts); Quayside Studio's was waived
      await tile.getByText(/^Charge £\d+\.\d\d pending$/).waitFor();
      await settled(page);
      await tile.scrollIntoViewIfNeeded();
      await tile.screenshot({ path: process.env.SHOTS_DIR ? path.join(process.env.SHOTS_DIR, 'clock-tile-desktop.png') : undefined });

      // The super admin's dashboard (every client): the pending charges, linking to Payments due.
      await page.goto('/dashboard');
      const pending = page.getByRole('link', { name: /Charges pending/ });
      await pending.waitFor();
      expect(await pending.getAttribute('href')).toBe('/portal?tab=payments-due');
      expect(await page.getByTestId('charges-pending-total').innerText()).toMatch(/^£\d+\.\d\d$/);
      await settled(page);
      await shot(page, 'clock-dashboard-pending-desktop');

      // A property contract sets its own charge and interval.
      const propertyName = `Clock Cottage ${uniqueStamp()}`;
      const clients = await (await page.request.get('/api/clients?search=Olivia%20Owner%20Lets')).json();
      const client = clients.clients.find((c: { name: string }) => c.name === 'Olivia Owner Lets');
      const created = await page.request.post('/api/properties', {
        data: { name: propertyName, clientId: client.id, address: '7 Marine Parade, Redcar TS10 1AA' },
        headers: { origin: baseURL() },
      });
      expect(created.status()).toBe(201);
      await page.goto('/properties');
      await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(propertyName);
      await page
        .getByRole('button', { name: `View details of ${propertyName}` })
        .first()
        .click();
      const details = page.getByRole('dialog', { name: propertyName });
      await details.getByRole('tab', { name: 'Contracts' }).click();
      await details.getByRole('button', { name: 'New Contract' }).click();
      const own = details.getByLabel('Late changeover charge (£)');
      await own.waitFor();
      expect(await own.inputValue()).toBe('');
      await details.getByText("Empty: the provider's setting (£30.00).").waitFor();
      await own.fill('40');
      await details.getByLabel('Repeat every (days)').fill('7');
      await settled(page);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'clock-contract-form-desktop.png') });
      await details.getByRole('button', { name: 'Create Contract' }).click();
      await details.getByRole('article', { name: 'Property Service Contract' }).waitFor();

      // The owner, on a phone: the dashboard states the rule with the new amount, and the contract's own.
      const owner = await newPage(browser, PHONE);
      await signedIn(owner.page, 'owner@demo.linen');
      await owner.page.goto('/dashboard');
      const rule = owner.page.getByTestId('hire-clock-rule');
      await rule.waitFor();
      expect(await rule.innerText()).toBe(hireClockRule({ amountPence: 3000, everyDays: 14 }));
      expect(await rule.innerText()).toContain(HIRE_CLOCK_NOTICE);
      await owner.page.getByText(`${propertyName} (its contract): £40.00, again every further 7 days`).waitFor();
      await expectNoHorizontalScroll(owner.page);
      await settled(owner.page);
      await shot(owner.page, 'clock-dashboard-phone');

      // And the Request Linen Service dialog, for the chosen property.
      await owner.page.getByRole('button', { name: 'Request Linen Service' }).click();
      const dialog = owner.page.getByRole('dialog', { name: 'Request Linen Service' });
      await dialog.getByTestId('request-hire-clock-rule').waitFor();
      const ruleInDialog = dialog.getByTestId('request-hire-clock-rule');
      expect(await ruleInDialog.innerText()).toBe(hireClockRule({ amountPence: 3000, everyDays: 14 }));
      await dialog.getByLabel('Property').selectOption({ label: propertyName });
      expect(await ruleInDialog.innerText()).toBe(hireClockRule({ amountPence: 4000, everyDays: 7 }));
      await dialog.getByLabel('Property').selectOption({ label: 'Riverside Apartment' });
      expect(await ruleInDialog.innerText()).toBe(hireClockRule({ amountPence: 3000, everyDays: 14 }));
      await settled(owner.page);
      if (process.env.SHOTS_DIR) await owner.page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'clock-request-dialog-phone.png') });
      await owner.context.close();

      if (process.env.SHOTS_DIR) {
        const phoneAdmin = await newPage(browser, PHONE);
        await signedIn(phoneAdmin.page, 'admin@demo.linen');
        await phoneAdmin.page.goto('/settings?tab=charges');
        await phoneAdmin.page.getByLabel('Late changeover charge (£)').waitFor();
        await shot(phoneAdmin.page, 'clock-settings-phone');
        await phoneAdmin.page.goto('/kanban');
        const phoneTile = phoneAdmin.page.getByRole('article', { name: 'Dune View' }); // its charge is pending (seed-demo-charges.ts); Quayside Studio's was waived
        await phoneTile.getByText(/^Charge £/).waitFor();
        await phoneTile.screenshot({ path: path.join(process.env.SHOTS_DIR, 'clock-tile-phone.png') });
        await phoneAdmin.context.close();
        const deskOwner = await newPage(browser, DESKTOP);
        await signedIn(deskOwner.page, 'owner@demo.linen');
        await deskOwner.page.goto('/dashboard');
        await deskOwner.page.getByTestId('hire-clock-rule').waitFor();
        await shot(deskOwner.page, 'clock-dashboard-desktop');
        await deskOwner.context.close();
      }
    } finally {
      // Back to the provider's defaults for the other journeys.
      const res = await page.request.put('/api/charge-settings', { data: DEFAULT_CHARGE_SETTINGS, headers: { origin: baseURL() } });
      expect(res.status()).toBe(200);
      await admin.context.close();
    }
  });
});
