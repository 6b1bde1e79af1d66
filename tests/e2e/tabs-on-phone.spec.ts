/**
 * Tabs on a 390 px phone: every tab label is whole and on screen, without sideways scrolling (the
 * shared Tabs wrap onto more rows rather than clipping) — /settings, the Settings modal, /portal and
 * the staff's Client Portal modal, the longest tab sets.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, expectAccessible, launch, newPage, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** Each tab of the list lies inside the viewport, its label is not cut, and the list does not scroll. */
async function expectTabsInView(page: Page, tablist: Locator, labels: string[]): Promise<void> {
  await tablist.waitFor();
  expect(await tablist.getByRole('tab').allInnerTexts()).toEqual(labels);
  const { width } = page.viewportSize()!;
  for (const label of labels) {
    const tab = tablist.getByRole('tab', { name: label, exact: true });
    const box = (await tab.boundingBox())!;
    expect(box.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} ends on screen`).toBeLessThanOrEqual(width);
    const [scrollWidth, clientWidth] = await tab.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth, `${label} is not clipped`).toBeLessThanOrEqual(clientWidth);
  }
  const [scrollWidth, clientWidth] = await tablist.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

describe('tabs on a phone (390×844)', () => {
  it('shows every settings tab whole, on the page and in the Settings modal', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/settings');
    const tabs = page.getByRole('tablist', { name: 'Settings sections' });
    await expectTabsInView(page, tabs, ['My Profile', 'User Management', 'Charges', 'Business details', 'Security']);
    await tabs.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Change Password' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Settings' });
    await expectTabsInView(page, modal.getByRole('tablist'), ['Profile Update', 'Users & Permissions', 'Charges', 'Business details', 'Security']);
    await context.close();
  });

  it("shows all eight of the owner's portal tabs and the staff's five Client Portal tabs whole", async () => {
    const owner = await newPage(browser, PHONE);
    await signedIn(owner.page, 'owner@demo.linen');
    await owner.page.goto('/portal');
    const tabs = owner.page.getByRole('tablist', { name: 'Client Portal' });
    await expectTabsInView(owner.page, tabs, ['Getting Started', 'My Properties', 'Contracts', 'Linen Services', 'Changeovers', 'Payments due', 'Invoices', 'Statement']);
    await tabs.getByRole('tab', { name: 'Changeovers' }).click();
    expect(await tabs.getByRole('tab', { name: 'Changeovers' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(owner.page);
    await owner.context.close();

    const staff = await newPage(browser, PHONE);
    await signedIn(staff.page, 'admin@demo.linen');
    await staff.page.goto('/clients');
    await staff.page.getByRole('button', { name: 'Client Portal: Olivia Owner Lets' }).click();
    const modal = staff.page.getByRole('dialog', { name: 'Client Portal - Olivia Owner Lets' });
    await expectTabsInView(staff.page, modal.getByRole('tablist'), ['Client Details', 'Properties', 'Contracts', 'Linen Services', 'Statement']);
    await staff.context.close();
  });
});
