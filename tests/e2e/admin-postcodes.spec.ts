/**
 * /admin/postcodes (issue 24 item 4): the super admin's Postcode Directory screen on a phone and a
 * desktop: what is in use, the upload, and a file that is not the directory refused with its message
 * and nothing changed. (A successful import is the API test's, tests/api/postcodes.test.ts: on the
 * journeys' shared server it would change how every other journey's round is ordered.) Axe on each state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectNoHorizontalScroll, launch, newPage, settled, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('/admin/postcodes', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s, refuses a file that is not the postcode directory and changes nothing', async (_name, viewport) => {
    const { page, context } = await newPage(browser, viewport);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/admin/postcodes');
    await page.getByRole('heading', { name: 'Postcode Directory', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Import the Directory' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin consoles' }).getByRole('link', { name: 'Postcodes' }).waitFor();
    const before = await (await page.request.get('/api/admin/postcodes')).json();
    await expectNoHorizontalScroll(page);
    await settled(page);

    await page.getByTestId('postcode-file').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from('name,email\nAnna,anna@example.com\n') });
    await page.getByText('contacts.csv (1 KB)').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('The file was not imported').waitFor();
    await page.getByText('This file is not the ONS postcode directory: it has no pcds (postcode) or lat or long column. Nothing was changed.').waitFor();
    expect(await (await page.request.get('/api/admin/postcodes')).json()).toEqual(before);
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });

  it('is the super admin’s: a manager is not let in', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/admin/postcodes');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/admin/postcodes');
    expect((await page.request.get('/api/admin/postcodes')).status()).toBe(403);
    await context.close();
  });
});
