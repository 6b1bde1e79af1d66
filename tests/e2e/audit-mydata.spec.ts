/**
 * Issue 10 items 11 and 12: the super admin reads and filters the audit log (desktop and phone); a
 * fresh property owner downloads their data, reads what erasure deletes and keeps, erases their account,
 * is told so on the sign-in page (issue 19), then cannot sign in; axe on each state.
 */
import { strFromU8, unzipSync } from 'fflate';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ERASURE_SUMMARY } from '@shared/domain/erasure';
import { MY_DATA_MESSAGES } from '@shared/schemas/my-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  afterToasts,
  baseURL,
  expectAccessible,
  expectNoHorizontalScroll,
  launch,
  newPage,
  signedIn,
  signInAs,
  uniqueStamp,
} from './browser';

let browser: Browser;

/** With ERASE_SHOTS set to a folder: the page on this phone and on a desktop, for review. */
async function shoot(page: Page, name: string) {
  const folder = process.env.ERASE_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  await page.waitForTimeout(300); // the dialog's opening transition
  await page.screenshot({ path: `${folder}/${name}-phone.png` });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${folder}/${name}-desktop.png` });
  if (size) await page.setViewportSize(size);
}

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('audit log and my data', () => {
  it('the super admin filters the audit log by kind, user and date', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/admin/audit');
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    await table.waitFor();
    await expectAccessible(page, { inPage: true });

    // Subjects by name (issue 19): a card's entry names the card's property, the id kept on hover.
    const first = (await (await page.request.get('/api/admin/audit-log?kind=linen_cards&limit=1')).json()).entries[0];
    expect(first.entityName).toBeTruthy();
    await page.getByLabel('Kind').selectOption('linen_cards');
    const firstSubject = table.locator('tbody tr').first().locator('td').nth(3);
    await expect.poll(async () => firstSubject.innerText()).toContain(first.entityName);
    expect(await firstSubject.locator('[title]').getAttribute('title')).toBe(`linen card ${first.entityId}`);

    await page.getByLabel('Kind').selectOption('sign_in');
    // Only sign-ins once the server has answered the filter.
    await expect
      .poll(async () => {
        const kinds = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
        return kinds.length > 0 && kinds.every((k) => k.includes('Sign-in'));
      })
      .toBe(true);
    await table.getByText('Signed in', { exact: true }).first().waitFor();

    await page.getByLabel('User').locator('option', { hasText: 'admin@demo.linen' }).waitFor({ state: 'attached' });
    await page.getByLabel('User').selectOption({ label: 'Alex Admin (admin@demo.linen)' });
    await expect
      .poll(async () => {
        const users = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
        return users.length > 0 && users.every((u) => u.includes('admin@demo.linen'));
      })
      .toBe(true);
    // A sign-in's subject is the user, by name.
    expect(await table.locator('tbody tr td:nth-child(4)').first().innerText()).toContain('Alex Admin');

    // A day with nothing yet: the empty state, then back to everything.
    await page.getByLabel('From').fill('2099-01-01');
    await page.getByRole('heading', { name: 'No entries match these filters' }).waitFor();
    await expectAccessible(page, { inPage: true });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await table.waitFor();
    expect(await page.getByLabel('Kind').inputValue()).toBe('');

    // On a phone: cards, nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await page.getByRole('list', { name: 'Audit log' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });
    await context.close();
  });

  it('a fresh owner downloads their data and erases their account', async () => {
    const stamp = uniqueStamp();
    const email = `e2e-erase-${stamp}@example.com`;
    const password = 'Granite-Pepper-Violin-35';
    const clientName = `Erin ${stamp} Lets`;
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    const headers = { origin: baseURL() };
    const made = await admin.page.request.post('/api/users', { headers, data: { email, password, name: `Erin ${stamp}`, role: 'client' } });
    expect(made.status()).toBe(201);
    const client = await admin.page.request.post('/api/clients', { headers, data: { name: clientName, primaryEmail: email } });
    expect(client.status()).toBe(201);
    await admin.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, email, password);
    await page.goto('/settings?tab=my-data');
    await page.getByRole('heading', { name: 'Download my data' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const clients = JSON.parse(strFromU8(files['clients.json'])) as { name: string }[];
    expect(clients.map((c) => c.name)).toEqual([clientName]);
    expect(strFromU8(files['clients.json'])).not.toContain('Olivia');

    await page.getByRole('button', { name: 'Erase my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
    await dialog.waitFor();
    // Before they confirm, the owner reads what is deleted and what is kept, and why (issue 19 M3).
    await dialog.getByRole('heading', { name: 'What is deleted' }).waitFor();
    await dialog.getByRole('heading', { name: 'What we keep, and why' }).waitFor();
    await dialog.getByText(ERASURE_SUMMARY.kept[0].what).waitFor();
    await dialog.getByText(ERASURE_SUMMARY.kept[0].why).waitFor();
    await shoot(page, 'erase-dialog');
    const confirm = dialog.getByRole('button', { name: 'Erase my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type your e-mail address to confirm').fill('someone@else.example');
    expect(await confirm.isDisabled()).toBe(true);
    await expectAccessible(page, { inPage: true });
    await dialog.getByLabel('Type your e-mail address to confirm').fill(email);
    await confirm.click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    // The sign-in page says the account was erased, and keeps saying it (not a passing toast).
    const notice = page.getByRole('status').filter({ hasText: MY_DATA_MESSAGES.erased });
    await notice.waitFor();
    await notice.getByText(MY_DATA_MESSAGES.erasedDetail).waitFor();
    await afterToasts(page);
    expect(await notice.isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });
    await shoot(page, 'erased-message');

    // The account signs in no more.
    await signInAs(page, email, password);
    await page
      .getByText(/invalid email or password/i)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
