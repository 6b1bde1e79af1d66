/**
 * Property contracts (docs/product.md §1.2.6, §1.2.7; DESIGN §5.5): the super admin prepares a contract for a
 * property of the demo owner and copies its link; the owner opens the link on a phone, gets the
 * validation message, signs, sees the success card and the signed view, and downloads the PDF, whose
 * text holds the signer's name and the SHA-256 of the terms. Every state passes the axe check.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderPublicContractDocument } from '@web/features/contracts/render-public-contract';
import { pdfText } from '../api/contracts-pdf-text';
import {
  DESKTOP,
  PHONE,
  baseURL,
  collectReactErrors,
  expectAccessible,
  launch,
  newPage,
  signedIn,
  afterToasts,
  expectNoHorizontalScroll,
  waitForMails,
  uniqueStamp,
} from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('property contracts', () => {
  it('is prepared and shared by the super admin, signed by the owner on a phone, and downloaded as a PDF', async () => {
    const stamp = uniqueStamp();
    const propertyName = `Contract Cottage ${stamp}`;
    const signer = `Olivia Owner ${stamp}`;

    // ── The super admin prepares the contract from the property's Contracts tab ──────────────────
    const admin = await newPage(browser, DESKTOP);
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    const page = admin.page;
    await signedIn(page, 'admin@demo.linen');
    const clients = await (await page.request.get('/api/clients?search=Olivia%20Owner%20Lets')).json();
    const client = clients.clients.find((c: { name: string }) => c.name === 'Olivia Owner Lets');
    expect(client).toBeTruthy();
    const created = await page.request.post('/api/properties', {
      data: { name: propertyName, clientId: client.id, address: '4 Marine Parade, Redcar TS10 1AA' },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);

    await page.goto('/properties');
    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(propertyName);
    await page
      .getByRole('button', { name: `View details of ${propertyName}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: propertyName });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Contracts' }).click();
    await dialog.getByText('No contracts found').waitFor();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'New Contract' }).click();
    const terms = dialog.getByLabel('Terms');
    await terms.waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Property Service Contract');
    expect(await dialog.getByLabel('Deposit (£)').inputValue()).toBe('100.00');
    expect(await terms.getAttribute('rows')).toBe('20');
    expect(await terms.inputValue()).toContain(propertyName);
    expect(await terms.inputValue()).toContain('a refundable damage deposit of £100.00');
    // The terms follow the deposit typed.
    await dialog.getByLabel('Deposit (£)').fill('150');
    expect(await terms.inputValue()).toContain('5. Deposit: a refundable damage deposit of £150.00 is held');
    expect(await terms.inputValue()).not.toContain('£100.00');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create Contract' }).click();

    const card = dialog.getByRole('article', { name: 'Property Service Contract' });
    await card.getByText('Draft', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Share Contract' }).click();
    await toast(page, 'Contract link copied to clipboard!').waitFor();
    const link = await card.getByLabel('Contract link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL()}/contract/[A-Za-z0-9_-]{22,}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await afterToasts(page);
    await expectAccessible(page);
    const token = link.split('/contract/')[1];
    const contractTerms = (await (await page.request.get(`/api/public/contracts/${token}`)).json()).contract.terms as string;

    // ── The owner opens the link on a phone ──────────────────────────────────────────────────────
    const phone = await newPage(browser, PHONE);
    const p = phone.page;
    // The server sends the contract rendered; the page's script hydrates it without a React error.
    const reactErrors = collectReactErrors(p);
    expect(await (await p.request.get(link)).text()).toMatch(/<h1[^>]*>Property Service Contract<\/h1>/);
    await p.goto(link);
    // A phone whose clock is a day out hydrates the same page: the signing date is the server's.
    const skewed = await newPage(browser, PHONE);
    const skewedErrors: string[] = [];
    skewed.page.on('pageerror', (e) => skewedErrors.push(e.message));
    await skewed.page.clock.install({ time: Date.now() + 86_400_000 });
    await skewed.page.goto(link);
    await skewed.page.getByLabel('Type your full name to sign').fill('Clock Check');
    expect(await skewed.page.getByRole('button', { name: 'Sign Contract' }).isEnabled()).toBe(true); // hydrated
    expect(skewedErrors).toEqual([]);
    await skewed.context.close();
    await p.getByRole('heading', { name: 'Property Service Contract', level: 1 }).waitFor();
    expect(await p.getByText('Draft for Review').isVisible()).toBe(true);
    expect(await p.getByText('Olivia Owner Lets').first().isVisible()).toBe(true);
    expect(await p.getByText(propertyName).first().isVisible()).toBe(true);
    expect(await p.getByText('£150.00 (refundable)').isVisible()).toBe(true);
    expect(await p.getByText('a refundable damage deposit of £150.00').isVisible()).toBe(true);
    expect(await p.getByText(/£100\.00/).count()).toBe(0);
    const signButton = p.getByRole('button', { name: 'Sign Contract' });
    expect(await signButton.isDisabled()).toBe(true);
    await expectNoHorizontalScroll(p);
    await expectAccessible(p);

    const nameField = p.getByLabel('Type your full name to sign');
    await nameField.fill('   ');
    await signButton.click();
    await p.getByText('Please enter your full name as signature').waitFor();
    await expectAccessible(p);
    // Invisible characters alone are no name (issue 7 S5).
    await nameField.fill('\u200B\u200B\u3164');
    await signButton.click();
    await p.getByText('Please enter your full name as signature').waitFor();
    // The consent sentence, worded for the person signing.
    expect(
      await p.getByText(/you confirm that you have read and agree to the terms above, and that your typed name is your legal signature/).isVisible(),
    ).toBe(true);
    await nameField.fill('J');
    expect(await p.getByText('Please enter your full name as signature').count()).toBe(0); // typing clears the error
    await signButton.click();
    await p.getByText('Signature must be at least 2 characters').waitFor();
    await nameField.fill(signer);
    expect(await p.getByText(signer).first().isVisible()).toBe(true); // the live preview
    const box = await signButton.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await signButton.click();

    await p.getByRole('heading', { name: 'Contract Signed Successfully!' }).waitFor();
    expect(await p.getByText('Olivia Owner Lets').isVisible()).toBe(true);
    await expectNoHorizontalScroll(p);
    await expectAccessible(p);

    await p.getByRole('button', { name: 'View Signed Contract' }).click();
    await p.getByText('This contract has been signed').waitFor();
    expect(
      await p
        .getByText(/legally binding/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await p.getByText('Draft for Review').count()).toBe(0);
    expect(await p.getByLabel('Type your full name to sign').count()).toBe(0);
    await expectNoHorizontalScroll(p);
    await expectAccessible(p);

    const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('link', { name: 'Download PDF', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contract-cottage-.*-signed-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(new Uint8Array(fs.readFileSync(await download.path())));
    expect(text).toContain(signer);
    expect(text).toContain(sha256(contractTerms));
    expect(text).toContain('Audit Certificate');

    // ── The link's other states ──────────────────────────────────────────────────────────────────
    await p.goto(`/contract/${'Z'.repeat(32)}`);
    await p.getByRole('heading', { name: 'Contract Not Found' }).waitFor();
    expect(await p.getByText('This contract link is invalid, has expired, or the contract has been deleted.').isVisible()).toBe(true);
    expect(await p.getByRole('link', { name: 'Go Home' }).isVisible()).toBe(true);
    await expectAccessible(p);

    // A page the server could not load the contract for (here: the per-IP limit), rendered by the
    // server's own renderer: 'Try Again' in the hydrated page asks anew and shows the contract.
    const template = fs.readFileSync(path.join(inject('webDir'), 'contract.html'), 'utf8');
    const limited = renderPublicContractDocument(template, token, { error: { status: 429, message: 'Too many requests. Please try again later.' } });
    await p.route(link, (route) => route.fulfill({ status: 429, contentType: 'text/html; charset=UTF-8', body: limited }));
    await p.goto(link);
    await p.getByRole('heading', { name: 'Failed to load contract' }).waitFor();
    expect(await p.getByText('Too many requests. Please try again later.').isVisible()).toBe(true);
    expect(await p.getByRole('link', { name: 'Go Home' }).isVisible()).toBe(true);
    await expectAccessible(p);
    await p.getByRole('button', { name: 'Try Again' }).click();
    await p.getByText('This contract has been signed').waitFor();
    await p.unroute(link);
    expect(reactErrors).toEqual([]);
    await phone.context.close();

    // ── Back on the panel: the contract is signed and read-only, with its PDF ───────────────────
    await page.reload();
    await page
      .getByRole('button', { name: `View details of ${propertyName}` })
      .first()
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(propertyName);
    await page
      .getByRole('button', { name: `View details of ${propertyName}` })
      .first()
      .click();
    await dialog.getByRole('tab', { name: 'Contracts' }).click();
    const signedCard = dialog.getByRole('article', { name: 'Property Service Contract' });
    await signedCard.getByRole('link', { name: 'View Signed Contract' }).waitFor();
    expect(await signedCard.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await signedCard.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await signedCard.getByText(signer).isVisible()).toBe(true);
    // One 'Signed' badge for both ways of signing; the link it was signed through stays, never deactivated.
    expect(await signedCard.locator('span', { hasText: /^Signed$/ }).isVisible()).toBe(true);
    expect(await signedCard.getByText('Active', { exact: true }).count()).toBe(0);
    expect(await signedCard.getByLabel('Contract link (signed through this link)').inputValue()).toBe(link);
    expect(await signedCard.getByRole('button', { name: 'Copy Link' }).isVisible()).toBe(true);
    expect(await signedCard.getByRole('button', { name: 'Deactivate Link' }).count()).toBe(0);
    expect(await signedCard.getByRole('button', { name: 'Share Contract' }).count()).toBe(0);
    expect(await signedCard.getByRole('button', { name: 'Send by E-mail' }).count()).toBe(0);
    const view = signedCard.getByRole('link', { name: 'View Signed Contract' });
    expect(await view.getAttribute('target')).toBe('_blank');
    const viewed = await page.request.get((await view.getAttribute('href')) ?? '');
    expect(viewed.headers()['content-type']).toBe('application/pdf');
    expect(viewed.headers()['content-disposition']).toMatch(/^inline;/);
    const [panelDownload] = await Promise.all([page.waitForEvent('download'), signedCard.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(await pdfText(new Uint8Array(fs.readFileSync(await panelDownload.path())))).toContain(signer);
    await expectAccessible(page);
    await admin.context.close();
  });

  it("is sent by e-mail, then signed in the panel on the client's behalf: Signed, with no Share and an e-mail to the owner", async () => {
    const stamp = uniqueStamp();
    const propertyName = `Panel Cottage ${stamp}`;
    const signer = `Olivia Owner ${stamp}`;
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    await preparedContract(page, propertyName, false);
    const dialog = await openContractsTab(page, propertyName);
    const card = dialog.getByRole('article', { name: 'Property Service Contract' });

    // Send by E-mail: the link goes to the client's primary e-mail through the outbox.
    await card.getByRole('button', { name: 'Send by E-mail' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send the contract by e-mail?' });
    await confirm.getByText(/goes to owner@demo\.linen/).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Send E-mail' }).click();
    await toast(page, 'Contract link sent to owner@demo.linen').waitFor();
    const link = await card.getByLabel('Contract link').inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL()}/contract/[A-Za-z0-9_-]{22,}$`));
    await afterToasts(page);

    // Staff sign on the client's behalf: the form speaks to them, with the same consent sentence kind.
    await card.getByRole('button', { name: 'Sign', exact: true }).click();
    const form = dialog.getByRole('form', { name: 'Sign contract' });
    const name = form.getByLabel("Signer's full legal name");
    await name.waitFor();
    expect(await form.getByText(/the client has read and agreed to the terms above and is signing in front of you/).isVisible()).toBe(true);
    await name.fill('\u200B\u200B');
    await form.getByRole('button', { name: 'Sign Contract' }).click();
    await form.getByText('Please enter your full legal name to sign the contract').waitFor();
    await expectAccessible(page);
    await name.fill(signer);
    await form.getByRole('button', { name: 'Sign Contract' }).click();
    await toast(page, 'Contract signed').waitFor();

    // Signed in the app: the 'Signed' badge, the PDF, and no link or Share of any kind.
    await card.getByRole('link', { name: 'View Signed Contract' }).waitFor();
    expect(await card.locator('span', { hasText: /^Signed$/ }).isVisible()).toBe(true);
    for (const button of ['Share Contract', 'Copy Link', 'Deactivate Link', 'Send by E-mail']) {
      expect(await card.getByRole('button', { name: button }).count(), button).toBe(0);
    }
    expect(await card.getByLabel(/Contract link/).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    // The e-mailed link no longer signs; it closed when the contract was signed in the app.
    const token = link.split('/contract/')[1];
    expect((await page.request.get(`/api/public/contracts/${token}`)).status()).toBe(404);

    // The properties list offers no Share for it either.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: `Share the signed contract of ${propertyName}` }).count()).toBe(0);

    // The owner gets the link, then 'contract signed' with the PDF link (delivered from the outbox).
    await waitForMailMatching(
      'owner@demo.linen',
      (m) => m.subject === `Please review and sign: Property Service Contract for ${propertyName}` && m.text.includes(link),
    );
    const signedMail = await waitForMailMatching('owner@demo.linen', (m) => m.subject === `Signed: Property Service Contract for ${propertyName}`);
    expect(signedMail.text).toContain(`Signed by: ${signer}`);
    expect(signedMail.text).toMatch(/\/api\/property-contracts\/[0-9a-f-]{36}\/pdf/);
    await context.close();
  });

  it('keeps the terms in step with the deposit when editing, without overwriting terms changed by hand', async () => {
    const stamp = uniqueStamp();
    const propertyName = `Deposit Cottage ${stamp}`;
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await preparedContract(page, propertyName, false);
    const dialog = await openContractsTab(page, propertyName);
    const card = dialog.getByRole('article', { name: 'Property Service Contract' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const deposit = dialog.getByLabel('Deposit (£)');
    const terms = dialog.getByLabel('Terms');
    expect(await deposit.inputValue()).toBe('100.00');

    await deposit.fill('120');
    expect(await terms.inputValue()).toContain('a refundable damage deposit of £120.00 is held');
    expect(await terms.inputValue()).not.toContain('£100.00');

    // The user rewrites the amount in the terms: a later deposit change leaves it, and a warning says why.
    await terms.fill((await terms.inputValue()).replace('£120.00', '£125.00'));
    await deposit.fill('130');
    expect(await terms.inputValue()).toContain('a refundable damage deposit of £125.00 is held');
    const warning = "The terms state a deposit of £125.00 but the contract's deposit is £130.00. Change the terms or the deposit so they match.";
    await dialog.getByText(warning).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Update Contract' }).click();
    // The server refuses it too, on the Terms field (its error replaces the warning).
    await expect.poll(() => terms.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    expect(await dialog.getByText(warning).count()).toBe(1);

    await deposit.fill('125');
    await dialog.getByText(warning).waitFor({ state: 'detached', timeout: 5000 });
    await dialog.getByRole('button', { name: 'Update Contract' }).click();
    await toast(page, 'Contract updated').waitFor();
    expect(await card.getByText('£125.00', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it("offers a read-only courier no share actions and no owner's wording", async () => {
    const stamp = uniqueStamp();
    const propertyName = `Courier Cottage ${stamp}`;
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    await preparedContract(admin.page, propertyName, true);
    // Staff who may share see the cell's Share Contract.
    await admin.page.goto('/properties');
    await admin.page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(propertyName);
    await admin.page
      .getByRole('button', { name: `Share Contract of ${propertyName}` })
      .first()
      .waitFor();
    await admin.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'courier@demo.linen');
    await page.goto('/properties');
    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(propertyName);
    const view = page.getByRole('button', { name: `View the contract of ${propertyName}` }).first();
    await view.waitFor();
    expect(await page.getByRole('button', { name: `Share Contract of ${propertyName}` }).count()).toBe(0);
    expect(await page.getByText('Awaiting Signature').first().isVisible()).toBe(true);
    await view.click();
    const dialog = page.getByRole('dialog', { name: propertyName });
    const card = dialog.getByRole('article', { name: 'Property Service Contract' });
    await card.waitFor();
    expect(
      await dialog.getByText("This property's service contracts: read the terms, see whether they are signed, and open the signed copy.").isVisible(),
    ).toBe(true);
    expect(await dialog.getByText(/review it, sign it/).count()).toBe(0);
    for (const name of ['Share Contract', 'Copy Link', 'Deactivate Link', 'New Contract', 'Edit', 'Delete', 'Sign']) {
      expect(await dialog.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await card.getByText('A contract link is active for this contract.').isVisible()).toBe(true);
    await card.getByText('View terms').click();
    expect(await card.getByRole('region', { name: 'Contract terms' }).innerText()).toContain('a refundable damage deposit of £100.00');
    await expectAccessible(page);
    await context.close();
  });
});

/** A property of the demo owner's client with a draft contract made through the API (and its link if `share`). */
async function preparedContract(page: Page, propertyName: string, share: boolean): Promise<string> {
  const clients = await (await page.request.get('/api/clients?search=Olivia%20Owner%20Lets')).json();
  const client = clients.clients.find((c: { name: string }) => c.name === 'Olivia Owner Lets');
  const headers = { origin: baseURL() };
  const created = await page.request.post('/api/properties', {
    data: { name: propertyName, clientId: client.id, address: '7 Esplanade, Saltburn TS12 1AA' },
    headers,
  });
  expect(created.status()).toBe(201);
  const contract = await page.request.post('/api/property-contracts', { data: { propertyId: (await created.json()).property.id }, headers });
  expect(contract.status()).toBe(201);
  const id: string = (await contract.json()).contract.id;
  if (share) expect((await page.request.post(`/api/property-contracts/${id}/shares`, { headers })).status()).toBe(201);
  return id;
}

async function openContractsTab(page: Page, propertyName: string) {
  await page.goto('/properties');
  await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(propertyName);
  await page
    .getByRole('button', { name: `View details of ${propertyName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: propertyName });
  await dialog.getByRole('tab', { name: 'Contracts' }).click();
  return dialog;
}

/** Waits (up to 40 s: the outbox is sent every 15) for a delivered mail to `to` that matches. */
async function waitForMailMatching(to: string, match: (m: { subject: string; text: string }) => boolean) {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const found = (await waitForMails(to, 1)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} arrived in time`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}
