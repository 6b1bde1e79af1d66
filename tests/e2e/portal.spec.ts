/**
 * The client portal (/portal; docs/product.md §1.2.6, §1.4, §1.6, part 2 'Client Portal'), on a 390×844 phone:
 * the demo owner sees the counters, adds a property through the 'Add New Property' modal (validation
 * messages first), finds it in Getting Started and My Properties, completes the property form from
 * the card, sees their own changeovers, signs the contract the provider prepared and gets the PDF (view and download). An owner
 * with no client record gets the Access Error page; the provider's staff get a pointer to Clients.
 * Every page and modal state passes the axe check.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DEMO_PASSWORD, launch, newPage, PHONE, signedIn, expectNoHorizontalScroll, settled } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const OWNER = 'owner@demo.linen';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const origin = () => ({ origin: baseURL() });

/** The number shown on a counter ('Properties', 'Active Contracts', 'Linen Services'). */
async function counter(page: Page, label: string): Promise<string> {
  const box = page
    .getByRole('region', { name: 'Summary' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
  return (await box.locator('p').first().innerText()).trim();
}

async function waitForCounter(page: Page, label: string, value: number): Promise<void> {
  await expect.poll(() => counter(page, label), { timeout: 10_000 }).toBe(String(value));
}

interface OwnerTotals {
  clientId: string;
  properties: number;
  activeContracts: number;
  linenCards: number;
}

/** What the counters should show, read from the API (other journeys share the demo owner). */
async function ownerTotals(page: Page): Promise<OwnerTotals> {
  const { client } = await (await page.request.get('/api/me/client')).json();
  const list = await (await page.request.get(`/api/properties?clientId=${client.id}&archived=false`)).json();
  const { contracts } = await (await page.request.get(`/api/property-contracts?clientId=${client.id}`)).json();
  const { cards } = await (await page.request.get(`/api/linen-cards?clientId=${client.id}`)).json();
  return {
    clientId: client.id,
    properties: list.total,
    activeContracts: contracts.filter((c: { status: string }) => c.status === 'signed' || c.status === 'active').length,
    linenCards: cards.length,
  };
}

async function openPortal(page: Page): Promise<void> {
  await page.goto('/portal');
  await page.getByRole('heading', { name: 'Client Portal', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Getting Started' }).waitFor();
}

describe('client portal', () => {
  const name = unique('Portal Cottage');
  let propertyId = '';

  it('shows the owner their counters, adds a property with the modal and opens its details form from the card', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, OWNER);
    await openPortal(page);
    const before = await ownerTotals(page);

    // Header: the user's e-mail and Add Property; the counters; the help block.
    await page.locator('#main-content').getByText(OWNER, { exact: true }).waitFor();
    await waitForCounter(page, 'Properties', before.properties);
    await waitForCounter(page, 'Active Contracts', before.activeContracts);
    await waitForCounter(page, 'Linen Services', before.linenCards);
    const help = page.getByRole('region', { name: 'Need Help?' });
    expect(await help.getByRole('link', { name: /E-mail support/ }).getAttribute('href')).toBe('mailto:support@linenservice.co.uk');
    expect(await help.getByRole('link', { name: /Call support/ }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await expectNoHorizontalScroll(page);
    await settled(page);

    // Add New Property: the required fields first, then beds below 0, then a valid property.
    await page.getByRole('button', { name: 'Add Property' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Add New Property' });
    await modal.getByLabel('Property Name').waitFor();
    await modal.getByRole('button', { name: 'Add Property' }).click();
    await modal.getByText('Property name is required').waitFor();
    await modal.getByText('Address is required').waitFor();
    await settled(page);
    await modal.getByLabel('Property Name').fill(name);
    await modal.getByLabel('Address').fill('9 Quay Street, Stockton-on-Tees TS18 1AA');
    await modal.getByLabel('Number of Beds').fill('-2');
    await modal.getByRole('button', { name: 'Add Property' }).click();
    await modal.getByText('Number of beds cannot be negative').waitFor();
    // An empty beds box counts as 0.
    await modal.getByLabel('Number of Beds').fill('');
    await modal.getByLabel('Notes').fill('Key safe by the back door');
    await modal.getByRole('button', { name: 'Add Property' }).click();
    await modal.waitFor({ state: 'detached' });
    await waitForCounter(page, 'Properties', before.properties + 1);

    const created = (await (await page.request.get(`/api/properties?clientId=${before.clientId}&search=${encodeURIComponent(name)}`)).json())
      .properties[0];
    expect(created).toMatchObject({ name, defaultBedConfig: 0, notes: 'Key safe by the back door', clientId: before.clientId });
    propertyId = created.id;

    // Getting Started: the property's checklist with its progress and the next step.
    const setup = page.getByRole('region', { name });
    await setup.waitFor();
    expect(await setup.getByText('1 of 5 tasks complete').isVisible()).toBe(true);
    expect(await setup.getByText('Next step: Complete the property form').isVisible()).toBe(true);
    expect(await setup.getByText('Our team prepares your contract once the other steps are done').isVisible()).toBe(true);
    expect(await setup.getByRole('button', { name: 'Pay £100' }).count()).toBe(1);
    await expectNoHorizontalScroll(page);
    await settled(page);

    // My Properties: the card, and its property form.
    await page.getByRole('tab', { name: 'My Properties' }).click();
    const card = page.getByRole('region', { name });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('9 Quay Street');
    expect(text).toContain('Key safe by the back door');
    expect(text).toMatch(/Contract\s*Pending/);
    expect(text).toMatch(/Deposit\s*Pending/);
    expect(text).toMatch(/Setup progress\s*20%/);
    await expectNoHorizontalScroll(page);
    await settled(page);

    await card.getByRole('button', { name: `Complete Property Form: ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Property Details' });
    await details.getByLabel('Property Name').waitFor();
    expect(await details.getByLabel('Property Name').inputValue()).toBe(name);
    await settled(page);
    await details.getByLabel('Number of Beds').fill('3');
    await details.getByRole('button', { name: 'Save Property Details' }).click();
    await details.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: `Edit Details: ${name}` }).waitFor();
    expect(await card.innerText()).toMatch(/Beds\s*3/);

    // The details are with the provider now: the next step is the deposit.
    await page.getByRole('tab', { name: 'Getting Started' }).click();
    await setup.getByText('Next step: Pay the £100 damage deposit').waitFor();
    expect(await setup.getByText('Details sent: our team reviews them and completes this step').isVisible()).toBe(true);

    // The other tabs.
    await page.getByRole('tab', { name: 'Linen Services' }).click();
    await page.getByRole('tabpanel', { name: 'Linen Services' }).waitFor();
    await settled(page);
    // Changeovers: the owner's own of the last 30 days (the demo owner's Seaview Cottage), as cards on a phone.
    await page.getByRole('tab', { name: 'Changeovers' }).click();
    const changeovers = page.getByRole('tabpanel', { name: 'Changeovers' }).getByRole('list', { name: 'Changeovers' });
    await changeovers.getByRole('heading', { name: 'Seaview Cottage' }).waitFor();
    expect(await changeovers.getByText('Marina House').count()).toBe(0); // another client's
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });

  it('lets the owner sign the contract the provider prepared and get it as a PDF', async () => {
    expect(propertyId).not.toBe('');
    // The provider prepares a draft contract for the new property.
    const staff = await newPage(browser, PHONE);
    await signedIn(staff.page, 'admin@demo.linen');
    const made = await staff.page.request.post('/api/property-contracts', { data: { propertyId }, headers: origin() });
    expect(made.status()).toBe(201);
    const contractId: string = (await made.json()).contract.id;
    await staff.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, OWNER);
    await openPortal(page);
    const before = await ownerTotals(page);
    await waitForCounter(page, 'Active Contracts', before.activeContracts);

    // The card's Sign Contract opens the contract panel, whose sign mode records the signature.
    await page.getByRole('tab', { name: 'My Properties' }).click();
    const card = page.getByRole('region', { name });
    await card.getByRole('button', { name: `Sign Contract: ${name}` }).click();
    const panel = page.getByRole('dialog', { name: 'Service Contract' });
    await panel.getByRole('button', { name: 'Sign', exact: true }).click();
    await panel.getByLabel('Full legal name').waitFor();
    await settled(page);
    await panel.getByLabel('Full legal name').fill('Olivia Owner');
    await panel.getByRole('button', { name: 'Sign Contract' }).click();
    await panel.getByRole('link', { name: 'View Signed Contract' }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await waitForCounter(page, 'Active Contracts', before.activeContracts + 1);
    await card.getByRole('link', { name: `View Signed Contract: ${name}` }).waitFor();
    expect(await card.innerText()).toMatch(/Contract\s*Signed/);
    expect(await card.getByRole('link', { name: `View Signed Contract: ${name}` }).getAttribute('href')).toBe(
      `/api/property-contracts/${contractId}/pdf?inline=1`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: `Download PDF: ${name} contract` }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await settled(page);

    // Contracts tab: View opens the PDF in the browser; Download PDF downloads it.
    await page.getByRole('tab', { name: 'Contracts' }).click();
    const item = page.getByRole('region', { name: 'Property Service Contract' }).filter({ hasText: name });
    await item.waitFor();
    expect(await item.innerText()).toContain('Olivia Owner');
    const view = item.getByRole('link', { name: `View Property Service Contract, ${name}` });
    const [popup] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    expect(popup.url()).toContain(`/api/property-contracts/${contractId}/pdf?inline=1`);
    await popup.close();
    const pdf = await page.request.get(`/api/property-contracts/${contractId}/pdf?inline=1`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('link', { name: `Download PDF: Property Service Contract, ${name}` }).click(),
    ]);
    expect(again.suggestedFilename()).toMatch(/\.pdf$/);
    await settled(page);

    // Getting Started shows task 4 done.
    await page.getByRole('tab', { name: 'Getting Started' }).click();
    const setup = page.getByRole('region', { name });
    await setup.getByText('Contract signed', { exact: true }).waitFor();
    await setup.getByText('2 of 5 tasks complete').waitFor();
    await context.close();
  });

  it('takes the owner to the deposit checkout and ticks task 3 once the deposit is paid', async () => {
    expect(propertyId).not.toBe('');
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, OWNER);
    await openPortal(page);
    const setup = page.getByRole('region', { name });
    await setup.getByRole('button', { name: 'Pay £100' }).click();
    await page.waitForURL(/\/checkout\/test\/cs_test_/);
    await page.getByText(`Damage deposit · ${name}`).waitFor();
    await page.getByRole('button', { name: /^Pay £/ }).click();
    await page.waitForURL(/\/success\?session_id=cs_test_/);
    await page.getByRole('heading', { name: 'Payment successful!' }).waitFor({ timeout: 20_000 });

    await openPortal(page);
    await setup.getByText('Deposit paid', { exact: true }).waitFor();
    await setup.getByText('3 of 5 tasks complete').waitFor();
    expect(await setup.getByRole('button', { name: 'Pay £100' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'My Properties' }).click();
    const card = page.getByRole('region', { name });
    await card.getByText('Paid', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Pay £100' }).count()).toBe(0);
    await settled(page);
    await context.close();
  });

  it('sends a contract with a share link to its public signing page', async () => {
    const staff = await newPage(browser, PHONE);
    await signedIn(staff.page, 'admin@demo.linen');
    const ownerClient = (await (await staff.page.request.get(`/api/clients?search=${encodeURIComponent('Olivia Owner Lets')}`)).json()).clients[0];
    const linkName = unique('Linked Flat');
    const property = (
      await (
        await staff.page.request.post('/api/properties', {
          data: { name: linkName, clientId: ownerClient.id, address: '2 Bridge Road, Redcar TS10 1AA' },
          headers: origin(),
        })
      ).json()
    ).property;
    const contract = (
      await (await staff.page.request.post('/api/property-contracts', { data: { propertyId: property.id }, headers: origin() })).json()
    ).contract;
    const share = (await (await staff.page.request.post(`/api/property-contracts/${contract.id}/shares`, { headers: origin() })).json()).share;
    // Marked sent: no longer a draft to sign in the panel, so its link is the way to sign.
    const sent = await staff.page.request.patch(`/api/property-contracts/${contract.id}`, { data: { status: 'sent' }, headers: origin() });
    expect(sent.status()).toBe(200);
    await staff.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, OWNER);
    await openPortal(page);
    const setup = page.getByRole('region', { name: linkName });
    await setup.getByText('Your contract is ready to sign').waitFor();
    await setup.getByRole('link', { name: `Sign Contract: ${linkName}` }).click();
    await page.waitForURL(`**/contract/${share.shareToken}`);
    await page.getByRole('button', { name: 'Sign Contract' }).waitFor();
    await settled(page);

    // The owner's view of the property's contracts offers Sign too (issue 19): through the link.
    await page.goto('/properties');
    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(linkName);
    await page.getByRole('button', { name: `View details of ${linkName}` }).first().click();
    const detail = page.getByRole('dialog', { name: linkName });
    await detail.getByRole('tab', { name: 'Contracts' }).click();
    await detail.getByRole('link', { name: 'Sign', exact: true }).click();
    await page.waitForURL(`**/contract/${share.shareToken}`);
    await context.close();
  });
  it("shows an unsigned contract's terms instead of a PDF that does not exist yet", async () => {
    const staff = await newPage(browser, PHONE);
    await signedIn(staff.page, 'admin@demo.linen');
    const ownerClient = (await (await staff.page.request.get(`/api/clients?search=${encodeURIComponent('Olivia Owner Lets')}`)).json()).clients[0];
    const draftName = unique('Draft Barn');
    const property = (
      await (
        await staff.page.request.post('/api/properties', {
          data: { name: draftName, clientId: ownerClient.id, address: '5 Mill Lane, Guisborough TS14 6AA' },
          headers: origin(),
        })
      ).json()
    ).property;
    const made = await staff.page.request.post('/api/property-contracts', { data: { propertyId: property.id, deposit: '150' }, headers: origin() });
    expect(made.status()).toBe(201);
    await staff.context.close();

    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, OWNER);
    await openPortal(page);
    await page.getByRole('tab', { name: 'Contracts' }).click();
    const item = page.getByRole('region', { name: 'Property Service Contract' }).filter({ hasText: draftName });
    await item.waitFor();
    const what = `Property Service Contract, ${draftName}`;
    // No link to the PDF endpoint (which answers 409 before signing): View Terms and a note instead.
    expect(await item.locator('a[href*="/pdf"]').count()).toBe(0);
    expect(await item.getByRole('link', { name: `Download PDF: ${what}` }).count()).toBe(0);
    expect(await item.getByText('The PDF is ready to download once the contract is signed.').isVisible()).toBe(true);
    expect(await item.getByRole('button', { name: `Sign Contract: ${what}` }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page);
    await settled(page);

    await item.getByRole('button', { name: `View Terms: ${what}` }).click();
    const terms = page.getByRole('dialog', { name: 'Property Service Contract' });
    await terms.getByRole('region', { name: 'Contract terms' }).waitFor();
    expect(await terms.getByRole('region', { name: 'Contract terms' }).innerText()).toContain('a refundable damage deposit of £150.00 is held');
    expect(await terms.getByText(draftName).first().isVisible()).toBe(true);
    expect(await terms.getByText('£150.00', { exact: true }).isVisible()).toBe(true);
    expect(await terms.getByText(/not been signed yet/).isVisible()).toBe(true);
    expect(await terms.locator('a[href*="/pdf"]').count()).toBe(0);
    await settled(page);
    // Reading the terms leads to signing (issue 19): Sign Contract opens the contract panel, with its Sign.
    await terms.getByRole('button', { name: `Sign Contract: ${what}` }).click();
    await terms.waitFor({ state: 'detached' });
    const panel = page.getByRole('dialog', { name: 'Service Contract' });
    await panel.getByRole('button', { name: 'Sign', exact: true }).waitFor();
    await settled(page);
    await context.close();
  });
});

describe('client portal access', () => {
  it('shows the Access Error page to an owner whose client record cannot be found', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = `${unique('nobody')}@owner.example`;
    // A super admin creates an owner login with no client record.
    await signedIn(page, 'admin@demo.linen');
    const created = await page.request.post('/api/users', {
      data: { email, password: DEMO_PASSWORD, name: 'Nadia Noclient', role: 'client' },
      headers: origin(),
    });
    expect(created.status()).toBe(201);
    await context.clearCookies();

    await signedIn(page, email);
    await page.goto('/portal');
    await page.getByRole('heading', { name: 'Access Error', level: 1 }).waitFor();
    expect(await page.getByText('Client account not found. Please contact support.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /E-mail support/ }).getAttribute('href')).toBe('mailto:support@linenservice.co.uk');
    expect(await page.getByRole('link', { name: /Call support/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByRole('link', { name: 'Go to My Details' }).getAttribute('href')).toBe('/clients');
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });

  it("tells the provider's staff that the portal is the owners' view", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/portal');
    await page.getByRole('heading', { name: 'This page is for property owners' }).waitFor();
    await settled(page);
    await page.getByRole('link', { name: 'Go to Clients' }).click();
    await page.waitForURL('**/clients');
    await context.close();
  });
});
