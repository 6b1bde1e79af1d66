/**
 * Issue 19, experience: dialogs opened by keyboard give focus back to their opener when they close
 * (Escape, Cancel, the X, after a submit, from a menu and from a dialog opened by a dialog) (M3); a role
 * without clients_view lands on its first screen and sees 'You don't have access to this page' on
 * Clients, with a link to it (M5); the owner's Client Portal is in their menu and on the dashboard (M8);
 * and the pages axe found heading-order and landmark-unique on are clean of them.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '@shared/domain/landing';
import { londonToday } from '@shared/domain/london-time';
import type { TRolesResponse } from '@shared/schemas/admin';
import { openCalendar } from './calendar-page';
import { DESKTOP, PHONE, baseURL, expectNoHorizontalScroll, launch, newPage, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the element has keyboard focus. */
async function focused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => el === document.activeElement), { timeout: 5000 }).toBe(true);
}

/** Focuses the control and presses Enter, as a keyboard user opens something. */
async function openByKeyboard(page: Page, control: Locator): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
}

describe('focus returns to the opener when a dialog closes (issue 19 M3)', () => {
  it('after Escape, the X, Cancel and a submit, and through a dialog opened from a dialog', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');

    // Escape
    await openCalendar(page);
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await openByKeyboard(page, subscribe);
    const feed = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
    await feed.waitFor();
    await page.keyboard.press('Escape');
    await feed.waitFor({ state: 'detached' });
    await focused(subscribe);

    // The X
    await openByKeyboard(page, subscribe);
    await feed.getByRole('button', { name: 'Close' }).click();
    await feed.waitFor({ state: 'detached' });
    await focused(subscribe);

    // A day's dialog opens the add-event dialog and closes; after the event is added, focus is on the day.
    const today = page.locator(`button[data-day="${londonToday(new Date())}"]`);
    await openByKeyboard(page, today);
    const day = page.getByRole('dialog');
    await openByKeyboard(page, day.getByRole('button', { name: 'Add event' }));
    const form = page.getByRole('dialog', { name: 'Add event' });
    await form.getByLabel('Title').fill(`Focus check ${uniqueStamp()}`);
    await form.getByRole('button', { name: 'Add event' }).click();
    await form.waitFor({ state: 'detached' });
    await focused(today);

    // Cancel
    await page.goto('/dashboard');
    const request = page.getByRole('button', { name: 'Request Linen Service' });
    await openByKeyboard(page, request);
    const dialog = page.getByRole('dialog', { name: 'Request Linen Service' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await focused(request);
    await settled(page);
    await context.close();
  });

  it("from a row's menu: the details dialog and the delete confirmation return to the menu's button", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/clients');
    const actions = page.getByRole('button', { name: 'Actions: Harbour View Holidays' }).first();
    await openByKeyboard(page, actions);
    await page.getByRole('menuitem', { name: 'View details' }).focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog');
    await details.waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await focused(actions);

    await openByKeyboard(page, actions);
    await page.getByRole('menuitem', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await focused(actions);
    await context.close();
  });
});

describe('each user lands on a screen they may see (issue 19 M5)', () => {
  it('a role without clients_view lands on Properties, and Clients says they have no access with a link there', async () => {
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    const headers = { origin: baseURL() };
    const overview = (await (await admin.page.request.get('/api/admin/roles')).json()) as TRolesResponse;
    const cleaner = overview.roles.find((r) => r.roleName === 'cleaner')!;
    const setClientsView = async (on: boolean) => {
      const res = await admin.page.request.put(`/api/admin/roles/${cleaner.id}/permissions`, { headers, data: { permissions: { clients_view: on } } });
      expect(res.status(), await res.text()).toBe(200);
    };
    const email = `e2e-cleaner-${uniqueStamp()}@example.com`;
    const password = 'Quiet-Harbour-Linen-58';
    const created = await admin.page.request.post('/api/users', { headers, data: { email, password, name: 'Cleo Cleaner', role: 'cleaner' } });
    expect(created.status(), await created.text()).toBe(201);
    await setClientsView(false);
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        const { page, context } = await newPage(browser, viewport);
        await signedIn(page, email, password);
        await page.waitForURL((url) => url.pathname === '/properties');
        await page.getByRole('heading', { name: 'Properties', level: 1 }).waitFor();

        await page.goto('/clients');
        await page.getByRole('heading', { name: NO_ACCESS.title, level: 1 }).waitFor();
        await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
        await expectNoHorizontalScroll(page);
        await settled(page);
        await page.getByRole('link', { name: 'Go to Properties' }).click();
        await page.waitForURL((url) => url.pathname === '/properties');

        await page.goto('/');
        await page.waitForURL((url) => url.pathname === '/properties');
        await context.close();
      }
    } finally {
      await setClientsView(true);
      await admin.context.close();
    }
  });
});

describe("the owner's Client Portal (issue 19 M8)", () => {
  it('is in the menu and on the dashboard, on a desktop and a phone', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Client Portal' }).click();
    await page.getByRole('heading', { name: 'Client Portal', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Getting Started' }).waitFor();
    await page.goto('/dashboard');
    const inMenu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Client Portal' });
    await inMenu.click();
    await page.waitForURL((url) => url.pathname === '/portal');
    await settled(page);
    await context.close();

    const phone = await newPage(browser, PHONE);
    await signedIn(phone.page, 'owner@demo.linen');
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Client Portal' }).click();
    await phone.page.getByRole('heading', { name: 'Client Portal', level: 1 }).waitFor();
    await expectNoHorizontalScroll(phone.page);
    await settled(phone.page);
    await phone.context.close();
  });
});

describe('axe heading-order and landmark-unique (issue 19)', () => {
  const cases = [
    ['owner@demo.linen', '/collections', DESKTOP],
    ['manager@demo.linen', '/properties', PHONE],
    ['manager@demo.linen', '/reports', DESKTOP],
    ['admin@demo.linen', '/admin/roles', DESKTOP],
  ] as const;
  it('finds neither on the pages where the walk found them', async () => {
    for (const [email, path, viewport] of cases) {
      const { page, context } = await newPage(browser, viewport);
      await signedIn(page, email);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withRules(['heading-order', 'landmark-unique']).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    }
  });
});
