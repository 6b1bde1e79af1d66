/**
 * The clients screen (docs/product.md §1.2.5): a super admin adds, edits and converts a client and adds a
 * client contract; a property owner sees 'My Details' with only their client; a new owner creates
 * their My Profile; the list on a phone. Every page and modal state passes axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositView } from '@shared/domain/deposit';
import { DEMO_PASSWORD, DESKTOP, PHONE, baseURL, launch, newPage, settled as checkA11y, signedIn } from './browser';

const DEPOSIT_DUE_NOTE = depositView({ depositPaid: false }).note;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function openClients(page: Page): Promise<void> {
  await page.goto('/clients');
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/**
 * At 1280 px the eight spec columns fit beside the navigation: the table's scroll region does not
 * scroll sideways, so Actions is in view and opening a row's menu does not shift the table.
 */
async function expectTableFits(page: Page): Promise<void> {
  const scroller = page.getByRole('region', { name: 'Clients' });
  const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const actions = await page.getByRole('columnheader', { name: 'Actions' }).boundingBox();
  const region = await scroller.boundingBox();
  expect(actions!.x + actions!.width).toBeLessThanOrEqual(region!.x + region!.width);
}

/** The open menu of a client's row actions (desktop table). */
async function rowAction(page: Page, clientName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions: ${clientName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('super admin', () => {
  it('creates a client, edits it, converts it and adds a client contract', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const name = unique('Seaside Stays');
    const email = `${unique('hello')}@seaside.example`;
    await signedIn(page, 'admin@demo.linen');
    await openClients(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Clients');
    await page.getByRole('table', { name: 'Clients' }).waitFor();
    for (const column of ['Name', 'Username', 'Primary Email', 'Secondary Emails', 'Phone', 'Status', 'Last Touch', 'Actions']) {
      expect(await page.getByRole('columnheader', { name: column, exact: true }).count()).toBe(1);
    }
    await expectTableFits(page);
    await checkA11y(page);

    // Add Client: the required fields are checked, and the errors show in a red banner.
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.waitFor();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Company Name is required' }).waitFor();
    expect(await dialog.getByText('Primary Email is required').isVisible()).toBe(true);
    await checkA11y(page);

    await dialog.getByLabel('Company Name').fill(name);
    await dialog.getByLabel('Primary Email').fill(email);
    await dialog.getByLabel('Username').fill(name.toLowerCase().replace(/\W+/g, '-'));
    await dialog.getByLabel('Secondary Emails (comma separated)').fill(' accounts@seaside.example, , bookings@seaside.example ');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Server-side search finds it (debounced); the row shows the parsed secondary e-mails and status Lead.
    await page.getByLabel('Search clients').fill(name.toUpperCase());
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(await row.innerText()).toContain('accounts@seaside.example, bookings@seaside.example');
    expect(await row.innerText()).toContain('Lead');
    await expectTableFits(page);

    // Edit
    await rowAction(page, name, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await edit.waitFor();
    expect(await edit.getByLabel('Company Name').inputValue()).toBe(name);
    await edit.getByLabel('Phone').fill('01642 555 000');
    await edit.getByLabel('Status').selectOption('qualified');
    await checkA11y(page);
    await edit.getByRole('button', { name: 'Update Client' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.filter({ hasText: '01642 555 000' }).waitFor();
    expect(await row.innerText()).toContain('Qualified');

    // Convert to customer: the spec's confirmation, then status Customer and no more convert action.
    await rowAction(page, name, 'Convert to customer');
    const confirmConvert = page.getByRole('alertdialog');
    await confirmConvert.getByText('Convert this lead to a customer? This will create a default contract.').waitFor();
    await checkA11y(page);
    await confirmConvert.getByRole('button', { name: 'Convert' }).click();
    await row.filter({ hasText: 'Customer' }).waitFor();
    await page.getByRole('button', { name: `Actions: ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Convert to customer' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Clients' }).evaluate((el) => el.scrollLeft)).toBe(0);
    await page.keyboard.press('Escape');

    // Details: Overview, then Contracts with the Default Contract and a new one.
    await rowAction(page, name, 'View details');
    const details = page.getByRole('dialog', { name });
    await details.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await details.getByText('bookings@seaside.example').isVisible()).toBe(true);
    await checkA11y(page);
    expect(new URL(page.url()).searchParams.get('client')).toBeTruthy();

    await details.getByRole('tab', { name: 'Contracts' }).click();
    await details.getByText('Default Contract').waitFor();
    await details.getByRole('button', { name: 'New Contract' }).click();
    const contractForm = details.getByRole('form', { name: 'New Contract' });
    await contractForm.getByRole('button', { name: 'Create Contract' }).click();
    await contractForm.getByText('Title is required').waitFor();
    await checkA11y(page);
    await contractForm.getByLabel('Title').fill('Summer Season 2026');
    await contractForm.getByLabel('Start Date').fill('2026-06-01');
    // A negative deposit is refused with a message, not quietly saved as £0 (issue 7).
    await contractForm.getByLabel('Deposit Amount (£)').fill('-5');
    await contractForm.getByRole('button', { name: 'Create Contract' }).click();
    await contractForm.getByText('Deposit cannot be negative').waitFor();
    expect(await contractForm.getByLabel('Deposit Amount (£)').getAttribute('aria-invalid')).toBe('true');
    await contractForm.getByLabel('Deposit Amount (£)').fill('150.5');
    await contractForm.getByLabel('Terms').fill('Weekly collection and delivery.');
    await contractForm.getByRole('button', { name: 'Create Contract' }).click();
    await contractForm.waitFor({ state: 'detached' });
    const contract = details.getByRole('listitem').filter({ hasText: 'Summer Season 2026' });
    await contract.waitFor();
    expect(await contract.innerText()).toContain('£150.50');
    expect(await contract.innerText()).toContain('Draft');
    expect(await details.getByRole('listitem').count()).toBe(2);
    await checkA11y(page);

    await details.getByRole('tab', { name: 'Onboarding' }).click();
    await details.getByText('No properties yet').waitFor();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('client')).toBeNull();

    // The Client Portal modal, with its four tabs; this client has no login to reset.
    await rowAction(page, name, 'Client Portal');
    const portal = page.getByRole('dialog', { name: `Client Portal - ${name}` });
    await portal.getByRole('tab', { name: 'Client Details' }).waitFor();
    expect(await portal.getByText('No portal login yet', { exact: true }).isVisible()).toBe(true);
    await checkA11y(page);
    await portal.getByRole('tab', { name: 'Linen Services' }).click();
    await portal.getByText('No linen services yet').waitFor();
    await page.keyboard.press('Escape');

    // Delete, with the spec's confirmation.
    await rowAction(page, name, 'Delete');
    const confirmDelete = page.getByRole('alertdialog');
    await confirmDelete.getByText('Are you sure you want to delete this client?').waitFor();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('No clients found').waitFor();
    await context.close();
  });

  it('opens a client from the admin console link /clients?client={id}, and resets a portal password', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    const list = await page.request.get('/api/clients?search=Olivia');
    const olivia = (await list.json()).clients[0];
    await page.goto(`/clients?client=${olivia.id}`);
    const details = page.getByRole('dialog', { name: 'Olivia Owner Lets' });
    await details.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.keyboard.press('Escape');

    await rowAction(page, 'Olivia Owner Lets', 'Client Portal');
    const portal = page.getByRole('dialog', { name: 'Client Portal - Olivia Owner Lets' });
    await portal.getByText('owner@demo.linen').first().waitFor();
    await portal.getByRole('button', { name: 'Reset' }).click();
    await portal.getByText('Please enter a new password').waitFor();
    await portal.getByLabel('Reset password').fill('abc');
    await portal.getByRole('button', { name: 'Reset' }).click();
    await portal.getByText('Password must be at least 6 characters').waitFor();
    await checkA11y(page);
    // Set the demo password again: a real reset that leaves the demo sign-in unchanged.
    await portal.getByLabel('Reset password').fill(DEMO_PASSWORD);
    await portal.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Password reset successfully! The client can now use their new password to log in.').waitFor();
    await context.close();
  });
});

describe('one rule for creating clients, and unique e-mails (issue 7)', () => {
  it('lets a manager (clients_create) add clients, refusing an e-mail or username in use beside the field (phone)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'manager@demo.linen');
    await openClients(page);
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Company Name').fill('Olivia Again');
    await dialog.getByLabel('Primary Email').fill('Owner@Demo.Linen');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    const field = dialog.getByLabel('Primary Email');
    await dialog.getByText('A client with this e-mail already exists').first().waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await checkA11y(page);
    await field.fill(`${unique('fresh')}@x.example`);
    await dialog.getByLabel('Username').fill('OLIVIA');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.getByText('A client with this username already exists').first().waitFor();
    expect(await dialog.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Username').fill(unique('olivia'));
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows no Add Client to a courier', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'courier@demo.linen');
    await openClients(page);
    await page.getByRole('table', { name: 'Clients' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Client' }).count()).toBe(0);
    await context.close();
  });
});

describe('property owner', () => {
  it("sees 'My Details' with only their own client and no Add Client", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');
    await openClients(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('My Details');
    await page.getByRole('row').filter({ hasText: 'Olivia Owner Lets' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.getByText('Harbour View Holidays').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Client' }).count()).toBe(0);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Actions: Olivia Owner Lets' }).click();
    for (const item of ['Client Portal', 'View details', 'Edit']) {
      expect(await page.getByRole('menuitem', { name: item }).count()).toBe(1);
    }
    // One way into the portal (issue 19): 'Access portal' opened the same thing as 'Client Portal'.
    expect(await page.getByRole('menuitem', { name: 'Access portal' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await edit.waitFor();
    expect(await edit.getByLabel('Status').count()).toBe(0);
    await checkA11y(page);
    await page.keyboard.press('Escape');

    // Client Portal on their own client goes to their portal, /portal.
    await rowAction(page, 'Olivia Owner Lets', 'Client Portal');
    await page.waitForURL((url) => url.pathname === '/portal');
    await context.close();
  });

  it('ticks the onboarding task an owner may tick, and not the provider’s, the deposit, the contract nor the services', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');
    const client = (await (await page.request.get('/api/clients')).json()).clients[0];
    const propertyName = unique('Harbour Loft');
    const made = await page.request.post('/api/properties', {
      data: { name: propertyName, clientId: client.id, address: '1 Quay Street, Hartlepool TS24 0AA' },
      headers: { origin: baseURL() },
    });
    expect(made.status()).toBe(201);

    await page.goto(`/clients?client=${client.id}`);
    const details = page.getByRole('dialog', { name: 'Olivia Owner Lets' });
    await details.getByRole('tab', { name: 'Onboarding' }).click();
    const section = details.getByRole('region', { name: propertyName });
    await section.getByText('1 of 5 tasks complete').waitFor();
    // The same checklist as the onboarding modal: one tick box (the client); the provider's task, the deposit,
    // the contract and the services follow what is done (issue 19 M1).
    expect(await section.getByRole('checkbox').count()).toBe(1);
    expect(await section.getByRole('checkbox', { name: 'Select services' }).count()).toBe(0);
    expect(await section.getByText('Completed by our team after reviewing your details').isVisible()).toBe(true);
    expect(await section.getByRole('checkbox', { name: 'Pay £100 damage deposit' }).count()).toBe(0);
    expect(await section.getByText(DEPOSIT_DUE_NOTE).isVisible()).toBe(true);
    expect(await section.getByRole('button', { name: 'Pay £100' }).count()).toBe(1);
    expect(await section.getByRole('button', { name: 'Record deposit received' }).count()).toBe(0);
    await checkA11y(page);

    // Task 5 completes by saving services.
    await section.getByRole('button', { name: 'Select services' }).click();
    const services = page.getByRole('dialog', { name: 'Select Services' });
    await services.getByRole('checkbox', { name: 'Weekly Linen Service', exact: true }).click();
    await services.getByRole('button', { name: 'Save Services' }).click();
    await services.waitFor({ state: 'detached' });
    await section.getByText('2 of 5 tasks complete').waitFor();
    expect(await section.getByText('Weekly Linen Service').isVisible()).toBe(true);
    await context.close();
  });

  it('without a client record, creates My Profile linked to their account', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const email = `${unique('nora')}@owner.example`;
    // A super admin creates the owner's login (no client record yet).
    await signedIn(page, 'admin@demo.linen');
    const created = await page.request.post('/api/users', {
      data: { email, password: DEMO_PASSWORD, name: 'Nora Newowner', role: 'client' },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);
    await context.clearCookies();

    await signedIn(page, email);
    await openClients(page);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(await page.getByText('Your client profile is not set up yet').isVisible()).toBe(true);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Company Name is required').waitFor();
    await checkA11y(page);
    await page.getByLabel('Company Name').fill('Nora Holiday Homes');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile created and linked to your account!').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Nora Holiday Homes' });
    await row.waitFor();
    expect(await row.innerText()).toContain(email);
    expect(await row.innerText()).toContain('Customer');
    await context.close();
  });
});

describe('on a phone (390×844)', () => {
  it('shows the clients as readable cards without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    await openClients(page);
    const card = page.getByRole('listitem').filter({ hasText: 'Harbour View Holidays' });
    await card.waitFor();
    expect(await card.getByText('sam@harbourview.example').isVisible()).toBe(true);
    expect(await page.getByRole('table').isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y(page);

    await card.getByRole('button', { name: 'View details: Harbour View Holidays' }).click();
    await page.getByRole('dialog', { name: 'Harbour View Holidays' }).getByRole('tab', { name: 'Overview' }).waitFor();
    await checkA11y(page);
    await context.close();
  });
});
