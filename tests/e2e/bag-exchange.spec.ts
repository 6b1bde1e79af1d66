/**
 * The courier at /bag-exchange on a 390×844 phone (issue 8 items 13 and 14): collects a bag (the
 * 'return within 24 hours' popup goes after 8 s) and returns it (the popup goes after 6 s), the lists
 * go back home after 20 s without a touch (every touch restarts the timer), a typed label code opens
 * the right step, ?bag= from a phone's camera app opens it too, and staff download the label sheet.
 * The third list, Deliver Bag, delivers a new card's first bag (issue 18). In Polski, the screens,
 * their popup and the remembered choice (issue 22 item 5). A chosen bag opens its stop (counts, signature
 * or 'No one present', photos), saved in the phone's queue and sent when there is signal (issue 22
 * items 2-4): a round worked offline arrives once, with the phone's times, and a conflict shows in red.
 * Time is Playwright's fake clock (flowing, advanced with runFor). axe on every state.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagLabelUrl, formatLabelCode } from '@shared/domain/bag-exchange';
import { emptyLinenInventory } from '@shared/domain/properties';
import { DESKTOP, PHONE, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, signedIn } from './browser';
import { bagIn as newBag, type CreatedBag } from './bags';

let browser: Browser;
let admin: { context: BrowserContext; page: Page };

/** A bag made by the super admin (bags.ts). */
const bagIn = (status: Parameters<typeof newBag>[1]) => newBag(admin.page, status);

/** A card as staff read it (status, history). */
async function cardOf(cardId: string) {
  const res = await admin.page.request.get(`/api/linen-cards/${cardId}`, { headers: { origin: baseURL() } });
  expect(res.status()).toBe(200);
  return (await res.json()).card;
}

/** Stops the page's fake clock half a second on (it flows meanwhile): from now on only runFor moves it. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** Lets the page work (requests, renders) one fake millisecond at a time until `done`, at most 20 real seconds. */
async function runUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the page did not get there in time');
    await page.clock.runFor(1);
  }
}

const fakeNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * The axe check while the clock is paused (axe schedules timers): the clock is pumped until it is
 * done. Axe runs inside the page, as the clock is the whole context's. Returns the fake ms used.
 */
async function accessibleWhilePaused(page: Page): Promise<number> {
  const start = await fakeNow(page);
  let done = false;
  const check = expectAccessible(page, { inPage: true }).finally(() => (done = true));
  while (!done) await page.clock.runFor(1);
  await check;
  return (await fakeNow(page)) - start;
}

async function courierPage(): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser, PHONE);
  await signedIn(session.page, 'courier@demo.linen');
  await session.page.clock.install();
  return session;
}

beforeAll(async () => {
  browser = await launch();
  admin = await newPage(browser, DESKTOP);
  await signedIn(admin.page, 'admin@demo.linen');
});

afterAll(async () => {
  await browser?.close();
});

describe('bag exchange on a phone', () => {
  it('collects and returns a bag, with the popups going after 8 s and 6 s', async () => {
    const bag = await bagIn('changeover_due');
    const { context, page } = await courierPage();
    await page.goto('/bag-exchange');
    await page.getByRole('heading', { name: 'Bag Exchange', level: 1 }).waitFor();
    const collectHome = page.getByRole('button', { name: /Collect Bag/ });
    expect((await collectHome.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await collectHome.click();
    await page.getByRole('heading', { name: 'Collect Bag' }).waitFor();
    const row = page.getByRole('button', { name: new RegExp(bag.propertyName) });
    await row.waitFor();
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expectAccessible(page);

    // The stop: nobody at the door; then from here the fake clock only moves when told: the popup's 8 s are counted exactly.
    await row.click();
    await page.getByRole('heading', { name: 'Collect this bag' }).waitFor();
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await pauseClock(page);
    await page.getByRole('button', { name: 'Collect bag' }).click();
    const popup = page.getByTestId('bag-popup');
    await runUntil(page, () => popup.getByText(`Bag collected from ${bag.propertyName}`).isVisible());
    await popup.getByText('Please return this bag within 24 hours.').waitFor();
    const used = await accessibleWhilePaused(page);
    await page.clock.runFor(7_900 - used);
    expect(await popup.isVisible(), 'still there at 7.9 s').toBe(true);
    await page.clock.runFor(200);
    await popup.waitFor({ state: 'detached' });
    await runUntil(page, async () => (await page.getByRole('button', { name: new RegExp(bag.propertyName) }).count()) === 0);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /Return Bag/ }).click();
    await runUntil(page, () => page.getByRole('button', { name: new RegExp(bag.propertyName) }).isVisible());
    await accessibleWhilePaused(page);
    await page.getByRole('button', { name: new RegExp(bag.propertyName) }).click();
    await runUntil(page, () => page.getByRole('heading', { name: 'Return this bag' }).isVisible());
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await page.getByRole('button', { name: 'Return bag' }).click();
    await runUntil(page, () => popup.getByText(`Bag returned to ${bag.propertyName}`).isVisible());
    await page.clock.runFor(5_900);
    expect(await popup.isVisible(), 'still there at 5.9 s').toBe(true);
    await page.clock.runFor(200);
    await popup.waitFor({ state: 'detached' });
    await context.close();
  });

  it('delivers a new bag from the Deliver Bag list, and a scanned new bag opens its Deliver step (issue 18)', async () => {
    const first = await bagIn('new');
    const second = await bagIn('new');
    const { context, page } = await courierPage();
    await page.goto('/bag-exchange');
    const deliverHome = page.getByRole('button', { name: /Deliver Bag/ });
    expect((await deliverHome.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expectNoHorizontalScroll(page);
    await deliverHome.click();
    await page.getByRole('heading', { name: 'Deliver Bag' }).waitFor();
    const row = page.getByRole('button', { name: new RegExp(first.propertyName) });
    await row.waitFor();
    await row.getByText('First delivery').waitFor();
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await row.click();
    await page.getByRole('heading', { name: 'Deliver this bag' }).waitFor();
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await page.getByRole('button', { name: 'Deliver bag' }).click();
    const popup = page.getByTestId('bag-popup');
    await popup.getByText(`Bag delivered to ${first.propertyName}`).waitFor();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => (await cardOf(first.cardId)).status).toBe('on_beds');
    expect((await cardOf(first.cardId)).onBedsSince).not.toBeNull();

    // A typed (or scanned) label of a new bag opens its Deliver step.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /Scan label/ }).click();
    await page.getByLabel('Or type the bag code').fill(formatLabelCode(second.code));
    await page.getByRole('button', { name: 'Open bag' }).click();
    await page.getByRole('heading', { name: 'Deliver this bag' }).waitFor();
    await page.getByText(second.propertyName).waitFor();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await page.getByRole('button', { name: 'Deliver bag' }).click();
    await popup.getByText(`Bag delivered to ${second.propertyName}`).waitFor();
    await page.getByRole('button', { name: /Deliver Bag/ }).waitFor(); // home
    await context.close();
  });

  it('goes back home after 20 s without a touch, every touch restarting the timer', async () => {
    const { context, page } = await courierPage();
    await page.goto('/bag-exchange');
    await page.getByRole('button', { name: /Collect Bag/ }).click();
    const list = page.getByRole('heading', { name: 'Collect Bag' });
    await list.waitFor();
    await pauseClock(page);
    await page.clock.runFor(15_000);
    expect(await list.isVisible()).toBe(true);
    await page.getByText(/Tap a property to collect/).click(); // a touch
    await page.clock.runFor(19_900);
    expect(await list.isVisible(), 'the touch restarted the timer').toBe(true);
    await page.keyboard.press('Shift'); // a key press restarts it too
    await page.clock.runFor(19_900);
    expect(await list.isVisible(), 'the key press restarted the timer').toBe(true);
    await page.clock.runFor(200);
    await list.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Return Bag/ }).waitFor();
    await context.close();
  });

  it('opens the right step from a typed code, and says plainly when a bag is on beds', async () => {
    const due = await bagIn('changeover_due');
    const onBeds = await bagIn('on_beds');
    const { context, page } = await courierPage();
    await page.goto('/bag-exchange');
    await page.getByRole('button', { name: /Scan label/ }).click();
    await page.getByRole('heading', { name: 'Scan label' }).waitFor();
    // No camera in the test browser: a clear message, and the typed field.
    await page.getByText('Camera not available').waitFor();
    await expectAccessible(page);

    const field = page.getByLabel('Or type the bag code');
    await field.fill('nonsense');
    await page.getByRole('button', { name: 'Open bag' }).click();
    await page.getByText('Type the 12-character code printed under the QR code').waitFor();

    await field.fill('0000-0000-0000');
    await page.getByRole('button', { name: 'Open bag' }).click();
    await page.getByText('No bag found for that label').waitFor();

    await field.fill(formatLabelCode(onBeds.code).toLowerCase());
    await page.getByRole('button', { name: 'Open bag' }).click();
    await page.getByText(`${onBeds.propertyName}: This bag is on beds: nothing to deliver, collect or return yet`).waitFor();
    await expectAccessible(page);

    await field.fill(formatLabelCode(due.code));
    await page.getByRole('button', { name: 'Open bag' }).click();
    await page.getByRole('heading', { name: 'Collect this bag' }).waitFor();
    await page.getByText(due.propertyName).waitFor();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await page.getByRole('button', { name: 'Collect bag' }).click();
    await page.getByTestId('bag-popup').getByText(`Bag collected from ${due.propertyName}`).waitFor();
    await page.getByRole('button', { name: /Collect Bag/ }).waitFor(); // home
    await page.getByTestId('queue-status').getByText('Online · all sent').waitFor(); // on the server

    // The label's QR code opened by the phone's own camera app: ?bag=CODE opens the Return step now.
    await page.goto(`/bag-exchange?bag=${due.code.toUpperCase()}`);
    await page.getByRole('heading', { name: 'Return this bag' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await page.getByRole('button', { name: 'Return bag' }).click();
    await page.getByTestId('bag-popup').getByText(`Bag returned to ${due.propertyName}`).waitFor();
    await context.close();
  });

  it('undoes a collect from its popup: the bag is back in the Collect list and its invoice is cancelled (issue 19)', async () => {
    const bag = await bagIn('changeover_due');
    const { context, page } = await courierPage();
    await page.goto('/bag-exchange');
    await page.getByRole('button', { name: /Collect Bag/ }).click();
    const row = page.getByRole('button', { name: new RegExp(bag.propertyName) });
    await row.click();
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await page.getByRole('button', { name: 'Collect bag' }).click();
    const popup = page.getByTestId('bag-popup');
    await popup.getByText(`Bag collected from ${bag.propertyName}`).waitFor();
    const undo = popup.getByRole('button', { name: 'Undo' });
    // Focus on Undo holds the popup (its 8 s stand still), as for a keyboard or screen-reader user, so
    // the checks below may take their time on a slow machine.
    await undo.focus();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('queue-status').getByText('Online · all sent').waitFor(); // applied on the server: Undo undoes it there
    await page.waitForTimeout(8_500); // longer than the popup's own time: held while focus is on Undo
    expect(await undo.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await undo.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'bag-undo-phone.png') });
    await undo.click();
    await popup.getByText(`Collect undone: ${bag.propertyName} is back in Changeover Due`).waitFor();
    await row.waitFor();
    const card = await (await admin.page.request.get(`/api/linen-cards/${bag.cardId}`, { headers: { origin: baseURL() } })).json();
    expect(card.card.status).toBe('changeover_due');
    expect(card.card.history.map((e: { summary: string }) => e.summary)).toContain(
      'Undid Collect: back from In Transit to Changeover Due; its collection invoice was cancelled',
    );
    // The phone's Stops list says so too, rather than 'On the server'.
    await page.getByRole('button', { name: 'Stops' }).click();
    await page.getByTestId('stop').filter({ hasText: bag.propertyName }).getByText('Undone').waitFor();
    await context.close();
  });

  it('shows a plain message when someone else moved the bag first', async () => {
    const bag = await bagIn('changeover_due');
    const { context, page } = await courierPage();
    await page.goto('/bag-exchange');
    await page.getByRole('button', { name: /Collect Bag/ }).click();
    const row = page.getByRole('button', { name: new RegExp(bag.propertyName) });
    await row.waitFor();
    const moved = await admin.page.request.post(`/api/linen-cards/${bag.cardId}/collect`, { headers: { origin: baseURL() } });
    expect(moved.status()).toBe(200);
    await row.click();
    await page.getByRole('checkbox', { name: 'No one present' }).check();
    await pauseClock(page);
    await page.getByRole('button', { name: 'Collect bag' }).click();
    const popup = page.getByTestId('bag-popup');
    await runUntil(page, () => popup.getByText('This bag was already moved by someone else. The list has been refreshed.').isVisible());
    const shown = await fakeNow(page);
    await runUntil(page, async () => (await row.count()) === 0);
    await accessibleWhilePaused(page);
    await page.clock.runFor(4_800 - ((await fakeNow(page)) - shown));
    expect(await popup.isVisible(), 'the error popup is still there at 4.8 s').toBe(true);
    await page.clock.runFor(300);
    await popup.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe("bag exchange in the courier's language (issue 22 item 5)", () => {
  it('switches to Polski: headings, buttons and the popup after a collect are Polish, and a reload keeps it', async () => {
    const bag = await bagIn('changeover_due');
    const { context, page } = await courierPage();
    await page.goto('/bag-exchange');
    await page.getByRole('heading', { name: 'Bag Exchange', level: 1 }).waitFor();
    const chooser = page.getByRole('combobox', { name: 'Language' });
    expect(await chooser.locator('option').allTextContents()).toEqual(['English', 'Polski', 'Română']);
    await chooser.selectOption('pl');

    const screen = page.locator('[lang="pl"]');
    await screen.getByRole('heading', { name: 'Wymiana worków', level: 1 }).waitFor();
    await screen.getByRole('button', { name: /Odbierz worek/ }).waitFor();
    await screen.getByRole('button', { name: /Skanuj etykietę/ }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Język' }).inputValue()).toBe('pl');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await screen.getByRole('button', { name: /Odbierz worek/ }).click();
    await screen.getByRole('heading', { name: 'Odbierz worek', level: 2 }).waitFor();
    await screen.getByText('Stuknij obiekt, aby odebrać jego worek. Najpierw najdłużej na łóżkach.').waitFor();
    await screen.getByRole('button', { name: new RegExp(bag.propertyName) }).click();
    await screen.getByRole('heading', { name: 'Odbierz ten worek', level: 2 }).waitFor();
    await screen.getByText('Liczba sztuk').waitFor();
    await screen.getByRole('checkbox', { name: 'Nikogo nie ma' }).check();
    await expectAccessible(page);
    await screen.getByRole('button', { name: 'Odbierz worek' }).click();
    const popup = screen.getByTestId('bag-popup');
    await popup.getByText(`Worek odebrany: ${bag.propertyName}`).waitFor();
    await popup.getByText('Zwróć ten worek w ciągu 24 godzin.').waitFor();
    await popup.getByRole('button', { name: 'Cofnij' }).waitFor();
    expect(await popup.textContent()).not.toMatch(/Bag collected|Please return|Undo/);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // Remembered on the phone: a reload opens the screen in Polish (once the stop is on the server).
    await screen.getByTestId('queue-status').getByText('Połączono · wszystko wysłane').waitFor();
    await page.reload();
    await page.locator('[lang="pl"]').getByRole('heading', { name: 'Wymiana worków', level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Język' }).inputValue()).toBe('pl');
    expect(await page.evaluate(() => localStorage.getItem('courier-language'))).toBe('pl');
    await page.getByRole('button', { name: /Zwróć worek/ }).click();
    await page.getByRole('button', { name: new RegExp(bag.propertyName) }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

/** A small JPEG, as a phone's camera would give (made here; the phone scales it and the server re-encodes it). */
async function doorPhoto(n: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40 + n * 20, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
  return { name: `door-${n}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** A signature drawn with the mouse across the pad, as a finger would. */
async function sign(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)), { steps: 2 });
  await page.mouse.up();
}

/** The stops the phone's queue holds (IndexedDB), as the test reads them back. */
async function queuedStops(page: Page): Promise<{ id: string; status: string; code?: string; body: { cardId: string; happenedAt: string } }[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('courier-queue-'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(names[0]);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = await new Promise<unknown[]>((resolve, reject) => {
      const get = db.transaction('visits').objectStore('visits').getAll();
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return all as { id: string; status: string; code?: string; body: { cardId: string; happenedAt: string } }[];
  });
}

describe('a round without signal (issue 22 items 2-4)', () => {
  const STOPS = 10;

  it('saves stops offline with counts, signatures and photos; they survive a reload, arrive once with the phone’s times, and a conflict shows in red', async () => {
    const bags: CreatedBag[] = [];
    for (let i = 0; i < STOPS; i++) {
      const bag = await bagIn('changeover_due');
      const inventory = emptyLinenInventory();
      inventory.covers.double = 2;
      inventory.towels.bath_mats = 1;
      const details = await admin.page.request.put(`/api/properties/${(await cardOf(bag.cardId)).propertyId}/details`, {
        headers: { origin: baseURL() },
        data: { name: bag.propertyName, address: '9 Wharf Lane, Stockton TS18 2AB', beds: 2, linenInventory: inventory },
      });
      expect(details.status(), await details.text()).toBe(200);
      bags.push(bag);
    }
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'courier@demo.linen');
    await page.goto('/bag-exchange');
    const status = page.getByTestId('queue-status');
    await status.getByText('Online · all sent').waitFor();
    await page.getByRole('button', { name: /Collect Bag/ }).click();
    for (const bag of bags) await page.getByRole('button', { name: new RegExp(bag.propertyName) }).waitFor();

    // No signal from here: every stop is kept on the phone.
    await context.setOffline(true);
    await status.getByText('Offline · all sent').waitFor();
    for (const [i, bag] of bags.entries()) {
      await page.getByRole('button', { name: new RegExp(bag.propertyName) }).click();
      await page.getByRole('heading', { name: 'Collect this bag' }).waitFor();
      // Counts prefilled from what is out on hire; one more duvet cover found, the bath mat typed as missing.
      const covers = page.getByRole('textbox', { name: /Duvet covers · Double/ });
      expect(await covers.inputValue()).toBe('2');
      await page.getByRole('button', { name: 'One more: Duvet covers · Double' }).click();
      expect(await covers.inputValue()).toBe('3');
      await page.getByRole('textbox', { name: /Bath mats/ }).fill('0');
      await sign(page);
      await page.getByLabel("Signer's name").fill(`Guest ${i + 1}`);
      await page.locator('input[type="file"]').setInputFiles(await doorPhoto(i));
      await page.getByRole('img', { name: 'Photo 1' }).waitFor();
      if (i === 0) {
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'courier-stop-step-phone.png'), fullPage: true });
      }
      await page.getByRole('button', { name: 'Collect bag' }).click();
      await page.getByTestId('bag-popup').getByText(`Bag collected from ${bag.propertyName}`).waitFor();
      await page.getByTestId('bag-popup').getByText('Please return this bag within 24 hours.').waitFor();
      await page.getByTestId('bag-popup').getByRole('button', { name: 'OK' }).click();
      await page.getByRole('button', { name: new RegExp(bag.propertyName) }).waitFor({ state: 'detached' });
      await status.getByText(`Offline · ${i + 1} waiting`).waitFor();
    }
    if (process.env.SCREENSHOT_DIR) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'courier-offline-waiting-phone.png') });
    }
    const made = await queuedStops(page);
    expect(made.map((s) => s.status)).toEqual(Array(STOPS).fill('waiting'));

    // Meanwhile the second bag is collected on the board: the courier's stop came before that move.
    const conflict = bags[1];
    expect((await admin.page.request.post(`/api/linen-cards/${conflict.cardId}/collect`, { headers: { origin: baseURL() } })).status()).toBe(200);

    // Without the service worker the page cannot load with no signal, so the reload happens with the
    // network back but the courier API still unreachable (as in a basement with one bar): nothing is sent.
    const unreachable = /\/api\/courier\/(visits|photos)\//;
    await context.route(unreachable, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await status.getByText(`Online · ${STOPS} waiting`).waitFor();
    await page.getByRole('button', { name: 'Stops' }).click();
    await page.getByRole('heading', { name: 'Stops' }).waitFor();
    expect(await page.getByTestId('stop').filter({ hasText: 'Saved on the phone' }).count()).toBe(STOPS);
    await expectAccessible(page);

    // Signal: everything is sent, in order, once.
    await context.unroute(unreachable);
    await page.getByRole('button', { name: 'Send now' }).click();
    await status.getByText('Online · all sent').waitFor({ timeout: 30_000 });
    await page.getByText('1 stop refused: see Stops').waitFor();
    const refused = page.getByTestId('stop').filter({ hasText: conflict.propertyName });
    await refused.getByText('Refused').waitFor();
    await refused.getByText('This card was already moved by someone else').waitFor();
    await refused.getByRole('button', { name: 'Redo' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'courier-refused-stop-phone.png'), fullPage: true });
    expect(await page.getByTestId('stop').filter({ hasText: 'On the server' }).count()).toBe(STOPS - 1);

    const sent = await queuedStops(page);
    for (const stop of made) {
      const proof = await admin.page.request.get(`/api/courier/visits/${stop.id}`, { headers: { origin: baseURL() } });
      expect(proof.status()).toBe(200);
      const { visit } = await proof.json();
      // The time at the door, not the time it arrived.
      expect(visit.happenedAt).toBe(new Date(stop.body.happenedAt).toISOString());
      expect(Date.parse(visit.receivedAt)).toBeGreaterThan(Date.parse(visit.happenedAt));
      if (stop.body.cardId === conflict.cardId) {
        expect(visit).toMatchObject({ outcome: 'refused', refusal: { code: 'moved_since' } });
        expect(sent.find((s) => s.id === stop.id)).toMatchObject({ status: 'refused', code: 'moved_since' });
        continue;
      }
      expect(visit).toMatchObject({ outcome: 'applied', action: 'collect', noOnePresent: false, signatureUrl: expect.any(String) });
      expect(visit.photos).toHaveLength(1);
      expect(visit.counts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ item: 'covers.double', expected: 2, counted: 3, difference: 1 }),
          expect.objectContaining({ item: 'towels.bath_mats', expected: 1, counted: 0, difference: -1 }),
        ]),
      );
      const card = await cardOf(stop.body.cardId);
      expect(card.status).toBe('in_transit');
      expect(Date.parse(card.transitSince)).toBe(Date.parse(stop.body.happenedAt));
    }

    // The same stop sent again (the queue sent twice): answered from the first, nothing recorded twice.
    const again = made[0];
    const repeat = await page.request.put(`/api/courier/visits/${again.id}`, { headers: { origin: baseURL() }, data: again.body });
    expect(repeat.status()).toBe(200);
    const first = await (await admin.page.request.get(`/api/courier/visits/${again.id}`, { headers: { origin: baseURL() } })).json();
    expect((await repeat.json()).visit.receivedAt).toBe(first.visit.receivedAt);

    // The refused stop is discarded by the courier: gone from the phone.
    await refused.getByRole('button', { name: 'Discard' }).click();
    await refused.waitFor({ state: 'detached' });
    await context.close();
  }, 300_000);
});

describe('bag labels', () => {
  it('lets staff choose bags and download the PDF sheet', async () => {
    const bag = await bagIn('on_beds');
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/bag-exchange');
    await page.getByRole('button', { name: 'Print bag labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print bag labels' });
    await dialog.getByRole('searchbox').fill(bag.propertyName);
    await dialog.getByRole('checkbox', { name: bag.propertyName }).click();
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Download PDF \(1 label\)/ }).click()]);
    expect(download.suggestedFilename()).toBe('bag-labels.pdf');
    await dialog.getByText(/The labels were downloaded/).waitFor();
    await context.close();
  });

  it('the owner sees no Bag Exchange entry and no moves', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');
    await page.goto('/bag-exchange');
    await page.getByText('Your account cannot move bags.').waitFor();
    expect(await page.getByRole('link', { name: 'Bag Exchange' }).count()).toBe(0);
    await context.close();
  });
});

/** A one-frame Y4M video of a QR code on white: Chromium's fake camera plays it in a loop. */
function qrVideo(text: string): string {
  const size = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((size * 0.55) / (modules.size + 8));
  const offset = Math.floor((size - scale * modules.size) / 2);
  const y = Buffer.alloc(size * size, 235);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c))
        for (let dy = 0; dy < scale; dy++)
          y.fill(16, (offset + r * scale + dy) * size + offset + c * scale, (offset + r * scale + dy) * size + offset + (c + 1) * scale);
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const file = path.join(os.tmpdir(), `bag-label-${randomUUID()}.y4m`);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma]));
  return file;
}

describe('scanning a label with the camera', () => {
  it("opens the bag's Collect step from the label's QR code", async () => {
    const bag = await bagIn('changeover_due');
    const video = qrVideo(bagLabelUrl(baseURL(), bag.code));
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await camera.newContext({ baseURL: baseURL(), viewport: PHONE, permissions: ['camera'] });
      const page = await context.newPage();
      await signedIn(page, 'courier@demo.linen');
      await page.goto('/bag-exchange');
      await page.getByRole('button', { name: /Scan label/ }).click();
      // The camera opens ('Point the camera…') and the label is read; on a fast read the first text can
      // be gone before it is seen, so either proves the camera started. The Collect step must follow.
      const collectStep = page.getByRole('heading', { name: 'Collect this bag' });
      await page.getByText('Point the camera at the QR code on the bag label.').or(collectStep).first().waitFor({ timeout: 30_000 });
      await collectStep.waitFor({ timeout: 30_000 });
      await page.getByText(bag.propertyName).waitFor();
    } finally {
      await camera.close();
      fs.rmSync(video, { force: true });
    }
  });
});
