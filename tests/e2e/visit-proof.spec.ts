/**
 * The proof of a courier's stop (issue 22, the provider and the owner, item 1; decision 0191): a collect
 * sent from the courier's phone (through the API, as the phone's queue sends it) with counts that differ
 * from what was out on hire, a signature and a photo. Staff open it from its row of the collections ledger
 * and from the card's history on the board in one click; the owner, on a 390×844 phone, from the portal's
 * Changeovers tab. Both see the counts with each difference, the signature, the photo (full size on a tap),
 * the signer, the courier and the time at the door. An unknown visit is 'Visit Not Found'. Axe on each state; the phone never scrolls sideways.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyLinenInventory } from '@shared/domain/properties';
import { formatDateTime } from '@shared/format-dates';
import { DESKTOP, PHONE, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, signedIn } from './browser';

let browser: Browser;
let admin: Page;
let courier: Page;

beforeAll(async () => {
  browser = await launch();
  admin = (await newPage(browser, DESKTOP)).page;
  await signedIn(admin, 'admin@demo.linen');
  courier = (await newPage(browser, PHONE)).page;
  await signedIn(courier, 'courier@demo.linen');
});

afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ origin: baseURL() });
const shot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, name), fullPage: true });
};

/** A signature as signature_pad gives it: a PNG data URL of a stroke. */
async function signaturePng(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="white"/>
    <path d="M40 140 C 90 20, 140 20, 170 130 S 260 190, 300 90 S 380 30, 420 120 S 520 150, 560 70" stroke="#111" stroke-width="5" fill="none"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** A photo of the door, as the phone sends it (JPEG). */
async function doorPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#d6d3d1"/>
    <rect x="280" y="120" width="240" height="420" fill="#1e3a8a"/><circle cx="480" cy="340" r="12" fill="#facc15"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

interface Stop {
  propertyName: string;
  visitId: string;
  happenedAt: string;
}

/**
 * A property of the demo owner with 2 double duvet covers, 4 double pillowcases and 1 bath mat out on hire,
 * its bag due, collected by the demo courier's phone: 2 covers, 3 pillowcases (1 short), 2 bath mats (1 over).
 */
async function collectedFromPhone(owner: Page): Promise<Stop> {
  const { client } = await (await owner.request.get('/api/me/client')).json();
  const propertyName = `Proof Cottage ${randomUUID().slice(0, 6)}`;
  const address = '12 Harbour Row, Whitby YO21 3PU';
  const created = await admin.request.post('/api/properties', { headers: headers(), data: { name: propertyName, clientId: client.id, address } });
  expect(created.status()).toBe(201);
  const propertyId = (await created.json()).property.id as string;
  const inventory = emptyLinenInventory();
  inventory.covers.double = 2;
  inventory.pillowcases.double = 4;
  inventory.towels.bath_mats = 1;
  const details = await admin.request.put(`/api/properties/${propertyId}/details`, {
    headers: headers(),
    data: { name: propertyName, address, beds: 2, linenInventory: inventory },
  });
  expect(details.status(), await details.text()).toBe(200);
  const card = await admin.request.post('/api/linen-cards', { headers: headers(), data: { propertyId, status: 'changeover_due' } });
  expect(card.status()).toBe(201);
  const cardId = (await card.json()).card.id as string;

  const photoId = randomUUID();
  const photo = await courier.request.put(`/api/courier/photos/${photoId}`, {
    headers: headers(),
    multipart: { file: { name: 'door.jpg', mimeType: 'image/jpeg', buffer: await doorPhoto() } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const visitId = randomUUID();
  // The phone's time (after the card was made: an action before the card's last move is refused).
  const happenedAt = new Date().toISOString();
  const sent = await courier.request.put(`/api/courier/visits/${visitId}`, {
    headers: headers(),
    data: {
      cardId,
      action: 'collect',
      happenedAt,
      counts: [
        { item: 'covers.double', counted: 2 },
        { item: 'pillowcases.double', counted: 3 },
        { item: 'towels.bath_mats', counted: 2 },
      ],
      signerName: 'Ann Guest',
      signature: await signaturePng(),
      photoIds: [photoId],
      notes: 'Bag left by the side gate',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).visit.outcome).toBe('applied');
  return { propertyName, visitId, happenedAt };
}

/** An image that has loaded (the browser decoded it), not a broken one. */
async function expectLoaded(page: Page, name: string | RegExp): Promise<void> {
  const img = page.getByRole('img', { name });
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** What the proof page shows of the stop collectedFromPhone made. */
async function expectProof(page: Page, stop: Stop, phone = false): Promise<void> {
  await page.waitForURL(`**/visits/${stop.visitId}`);
  await page.getByRole('heading', { name: 'Collection proof', level: 1 }).waitFor();
  await page.getByText(stop.propertyName).first().waitFor();
  await page.getByText(formatDateTime(stop.happenedAt)).waitFor();
  // Sent at once: the server's time is not shown beside the door's.
  expect(await page.getByText('Received by the server').count()).toBe(0);
  await page.getByText('Ann Guest').first().waitFor();
  await page.getByText('Bag left by the side gate').waitFor();
  await page.getByText('2 of 3 items differ from what was out on hire.').waitFor();
  if (phone) {
    // A list on a phone: each item with what was out on hire, what was counted and the difference.
    const counts = page.getByRole('list', { name: 'Counts against what was out on hire' });
    const item = async (name: string) => (await counts.getByRole('listitem').filter({ hasText: name }).innerText()).replace(/\s+/g, ' ');
    expect(await item('Pillowcases · Double')).toBe('Pillowcases · Double 1 short Out on hire 4 · Counted 3');
    expect(await item('Bath mats')).toBe('Bath mats 1 over Out on hire 1 · Counted 2');
    expect(await item('Duvet covers · Double')).toBe('Duvet covers · Double Matches Out on hire 2 · Counted 2');
  } else {
    const counts = page.getByRole('table', { name: 'Counts against what was out on hire' });
    const row = (item: string) => counts.getByRole('row').filter({ hasText: item });
    expect(await row('Pillowcases · Double').getByRole('cell').allInnerTexts()).toEqual(['Pillowcases · Double', '4', '3', '1 short']);
    expect(await row('Bath mats').getByRole('cell').allInnerTexts()).toEqual(['Bath mats', '1', '2', '1 over']);
    expect(await row('Duvet covers · Double').getByRole('cell').allInnerTexts()).toEqual(['Duvet covers · Double', '2', '2', 'Matches']);
  }
  await expectLoaded(page, 'Signature of Ann Guest');
  await expectLoaded(page, 'Photo 1 at the door');
}

describe('the proof at the door', () => {
  it('staff open it from the collections ledger, the owner from the portal on a phone', async () => {
    const owner = await newPage(browser, PHONE);
    await signedIn(owner.page, 'owner@demo.linen');
    const stop = await collectedFromPhone(owner.page);

    // Staff: the ledger's row of the collection links to its proof.
    await admin.goto('/collections');
    await admin.getByRole('heading', { name: 'Collections Ledger', level: 1 }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: stop.propertyName });
    await row.waitFor();
    await shot(admin, 'ledger-proof-link-desktop.png');
    await row.getByRole('link', { name: /^View proof of the collection of .+ at Proof Cottage/ }).click();
    await expectProof(admin, stop);
    await expectAccessible(admin);
    await shot(admin, 'proof-desktop.png');
    // A tap on the thumbnail opens the photo full size.
    await admin.getByRole('button', { name: 'Open photo 1 of 1 full size' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Photo 1 of 1' });
    await dialog.waitFor();
    await expectLoaded(admin, 'Photo 1 at the door, full size');
    await expectAccessible(admin);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The board: the card's history links its move to In Transit to the same proof.
    await admin.goto('/kanban');
    await admin.getByRole('searchbox', { name: 'Search cards by property or client' }).fill(stop.propertyName);
    const tile = admin.locator('section[data-status="in_transit"]').getByRole('article', { name: stop.propertyName });
    await tile.getByRole('button', { name: 'Details' }).click();
    const details = admin.getByRole('dialog', { name: stop.propertyName });
    await details.getByRole('heading', { name: 'History' }).waitFor();
    const proofLinks = details.getByRole('link', { name: /^View proof of / });
    await proofLinks.first().waitFor();
    expect(await proofLinks.count()).toBe(1);
    await proofLinks.scrollIntoViewIfNeeded();
    await shot(admin, 'card-history-proof-link-desktop.png');
    await proofLinks.click();
    await expectProof(admin, stop);

    // The owner, on a phone: the portal's Changeovers tab links to the same proof.
    const page = owner.page;
    await page.goto('/portal?tab=changeovers');
    const card = page.getByRole('listitem').filter({ hasText: stop.propertyName });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'portal-changeovers-proof-link-phone.png');
    await card.getByRole('link', { name: /^View proof of the collection of/ }).click();
    await expectProof(page, stop, true);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await shot(page, 'proof-phone.png');
    // Its collection, one click away, links back to the proof.
    await page.getByRole('link', { name: 'Open the collection' }).click();
    await page.getByRole('heading', { name: 'Collection Payment', level: 1 }).waitFor();
    await page.getByRole('link', { name: /^View proof of the collection of .+ at Proof Cottage/ }).click();
    await page.waitForURL(`**/visits/${stop.visitId}`);

    // A visit that is not there (or another owner's): Not Found.
    await page.goto(`/visits/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Visit Not Found' }).waitFor();
    await expectAccessible(page);
    await owner.context.close();
  });
});
