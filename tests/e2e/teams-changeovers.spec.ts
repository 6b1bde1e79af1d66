/**
 * Cleaning teams and changeovers (issue 8 items 11, 12): the super admin adds a team (validation
 * first), edits it, deactivates and activates it, searches (a miss shows 'No teams found') and deletes
 * it after confirming; a courier sees the teams without the buttons; /changeovers shows its tiles and
 * filters by status, and the owner's phone layout never scrolls sideways. Axe on every state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoHorizontalScroll, launch, newPage, signedIn, settled, uniqueStamp } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('cleaning teams', () => {
  const stamp = uniqueStamp();
  const name = `Shine Squad ${stamp}`;

  it('are added, edited, deactivated, found and deleted by the super admin', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/cleaners');
    await page.getByRole('heading', { name: 'Cleaning Teams', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Cleaning teams' }).waitFor();
    await settled(page);

    // Add: the name is required and the e-mail must look like one; the form says so on the fields.
    await page.getByRole('button', { name: 'Add Team' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Cleaning Team' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Add Team' }).click();
    await form.getByText('Team name is required').waitFor();
    await form.getByText('Please enter a valid email address').waitFor();
    await settled(page);
    await form.getByLabel('Team Name').fill(name);
    await form.getByLabel('Contact Person').fill('Dana Shine');
    await form.getByLabel('Phone').fill('07700 900456');
    await form.getByLabel('Email').fill('dana@shine-squad.example');
    await form.getByLabel('Rating').selectOption('4');
    await form.getByLabel('Address').fill('12 Linthorpe Road, Middlesbrough TS1 1RE');
    await form.getByRole('checkbox', { name: 'End of Tenancy' }).click();
    await form.getByRole('checkbox', { name: 'Emergency Cleaning' }).click();
    await form.getByLabel('Notes').fill('Available at short notice');
    await form.getByRole('button', { name: 'Add Team' }).click();
    await form.waitFor({ state: 'detached' });

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('Dana Shine').waitFor();
    await card.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await card.getByText('End of Tenancy').waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await settled(page);

    // Edit in the same form.
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Cleaning Team' });
    expect(await edit.getByLabel('Team Name').inputValue()).toBe(name);
    await edit.getByLabel('Rating').selectOption('5');
    await edit.getByLabel('Notes').fill('Weekends only');
    await settled(page);
    await edit.getByRole('button', { name: 'Update Team' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.getByRole('img', { name: 'Rated 5 out of 5' }).waitFor();
    await card.getByText('Weekends only').waitFor();

    // Deactivate, and the Inactive filter finds it; activate again.
    await card.getByRole('button', { name: `Deactivate ${name}` }).click();
    await card.getByText('Inactive', { exact: true }).waitFor();
    await page.getByLabel('Filter by active flag').selectOption({ label: 'Inactive' });
    await card.waitFor();
    await settled(page);
    await card.getByRole('button', { name: `Activate ${name}` }).click();
    await card.waitFor({ state: 'detached' }); // no longer inactive
    await page.getByLabel('Filter by active flag').selectOption({ label: 'All Teams' });

    // Search (server-side, debounced): a miss shows 'No teams found'.
    await page.getByLabel('Search cleaning teams').fill(stamp);
    await expect.poll(() => page.getByRole('list', { name: 'Cleaning teams' }).getByRole('heading').count()).toBe(1);
    await page.getByLabel('Search cleaning teams').fill(`nothing-like-${stamp}`);
    await page.getByRole('heading', { name: 'No teams found' }).waitFor();
    await settled(page);
    await page.getByLabel('Search cleaning teams').fill(stamp);

    // Delete, after confirming: an unused team goes.
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: `Delete ${name}?` }).waitFor();
    await settled(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'No teams found' }).waitFor();
    await context.close();
  });

  it('are listed for a courier without the buttons, and fit a phone', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'courier@demo.linen');
    await page.goto('/cleaners');
    await page.getByRole('list', { name: 'Cleaning teams' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Team' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });
});

describe('changeovers', () => {
  it('show the tiles, search and status filter', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/changeovers');
    await page.getByRole('heading', { name: 'Changeovers', level: 1 }).waitFor();
    const tiles = page.getByRole('list', { name: 'Changeover summary' });
    await tiles.getByText('Total Changeovers').waitFor();
    await page.getByRole('heading', { name: /^Summary/ }).waitFor();
    await settled(page);

    // In Transit: every row left is in transit (or, with none, the no-match state).
    await page.getByLabel('Filter by status').selectOption({ label: 'In Transit' });
    // The summary names the filter of the rows on screen, so this waits for the filtered answer.
    await page.getByText(/^\d+ of \d+ changeovers? \(In Transit\)$/).waitFor();
    const table = page.getByRole('region', { name: 'Changeovers' });
    if (await table.isVisible()) {
      const statuses = await table.locator('tbody tr td:nth-child(8)').allInnerTexts();
      expect(statuses.every((s) => s.trim() === 'In Transit')).toBe(true);
    } else {
      await page.getByRole('heading', { name: 'No changeovers match your search' }).waitFor();
    }
    await settled(page);

    await page.getByLabel('Filter by status').selectOption({ label: 'Returned to Beds' });
    await page.getByText(/\(Returned to Beds\)$/).waitFor();
    await page.getByLabel('Filter by status').selectOption({ label: 'All Status' });
    await page.getByLabel('Search changeovers').fill('no such property anywhere');
    await page.getByRole('heading', { name: 'No changeovers match your search' }).waitFor();
    await page.getByText('0 of 0 changeovers', { exact: true }).waitFor();
    await settled(page);
    await context.close();
  });

  it('fit an owner’s phone', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    await page.goto('/changeovers');
    await page.getByRole('heading', { name: 'Changeovers', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Summary/ }).waitFor();
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });
});
