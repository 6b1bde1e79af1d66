/**
 * The courier's installable app with no signal (issue 22 item 1, decision 0188), on a 390×844 phone:
 * opened online, the courier screen registers its service worker, which takes the page over, and
 * Chromium's installability check passes; with the network off (for the worker too), a reload shows the
 * courier home from the device and the Collect list from the last-synced round, without an error; other
 * pages are not the device's: /kanban with no signal is the browser's own error. /login and /kanban
 * neither register a worker nor offer an install. Whoever signs in next on the phone finds none of the
 * last courier's kept reads.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRound } from '@shared/schemas/courier';
import { DESKTOP, PHONE, collectReactErrors, launch, launchWithProfile, newPage, signInAs, signedIn } from './browser';
import { bagIn } from './bags';

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launch();
  admin = (await newPage(browser, DESKTOP)).page;
  await signedIn(admin, 'admin@demo.linen');
});

afterAll(async () => {
  await browser?.close();
});

/** Chromium's reasons the page cannot be installed (none: it can). */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors.map((e) => e.errorId);
}

const registrations = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
const round = (page: Page) => page.evaluate(async () => (await (await fetch('/api/courier/round')).json()) as TRound);

describe('the courier app', () => {
  it('installs, and opens the courier home and its Collect list with no signal', async () => {
    const bag = await bagIn(admin, 'changeover_due');
    // A profile on disk, as a phone's browser has: Chromium installs nothing from an off-the-record one.
    const { context, page } = await launchWithProfile(PHONE);
    await signedIn(page, 'courier@demo.linen');
    await page.goto('/bag-exchange');
    const home = page.getByRole('heading', { name: 'Bag Exchange', level: 1 });
    await home.waitFor();
    // The worker installs (keeping the courier screen's code on the device) and takes the page over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // Taking over, it reads the session and the round once, for no signal: the first visit is enough.
    await page.waitForFunction(async () => Boolean((await (await caches.open('courier-reads')).keys()).length === 2), null, {
      timeout: 30_000,
      polling: 250,
    });
    expect(await installabilityErrors(page)).toEqual([]);
    // The round as last synced (the screen reads the same), through the worker, which keeps it.
    expect((await round(page)).collect.cards.map((c) => c.propertyName)).toContain(bag.propertyName);

    await context.setOffline(true);
    // No signal for the worker either: an answer it does not keep fails.
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    const errors = collectReactErrors(page);
    await page.reload();
    await home.waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: /Collect Bag/ }).waitFor();
    await page.getByRole('button', { name: /Return Bag/ }).waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'courier-offline-home-phone.png') });
    expect((await round(page)).collect.cards.map((c) => c.propertyName)).toContain(bag.propertyName);
    await page.getByRole('button', { name: /Collect Bag/ }).click();
    await page.getByRole('heading', { name: 'Collect Bag' }).waitFor();
    await page.getByRole('button', { name: new RegExp(bag.propertyName) }).waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'courier-offline-collect-phone.png') });
    expect(errors).toEqual([]);

    // Other pages always come from the network.
    await expect(page.goto('/kanban')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

    // The session ends without a sign-out (it expired) and someone else signs in on this phone: the kept
    // reads are forgotten as they do, so they never open the last courier's round with no signal.
    await context.setOffline(false);
    await context.clearCookies();
    await signInAs(page, 'admin@demo.linen');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(await page.evaluate(async () => (await (await caches.open('courier-reads')).keys()).length)).toBe(0);
    await context.close();
  });

  it('registers no worker and offers no install on /login and /kanban', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Already Have Account? Sign In' }).waitFor();
    expect(await registrations(page)).toBe(0);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/kanban');
    await page.getByRole('heading', { name: 'Linen Management', level: 1 }).waitFor();
    expect(await registrations(page)).toBe(0);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    expect(await installabilityErrors(page)).toContain('no-manifest');
    await context.close();
  });
});
