/**
 * The admin consoles (issue 10 items 8, 9, 10): the super admin's /admin/clients (cards, search,
 * status filter, the status toggle, view in a new tab at /clients?client=, delete with the spec's
 * confirmation, System Overview; a phone shows cards without sideways scrolling), /admin/roles (a
 * confirmed flag change that the courier's very next page load obeys; a manager sees 'Access
 * Restricted') and /admin/database (the connection test, the masked secret's last 4 characters).
 * Axe on every state.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseURL, expectNoHorizontalScroll, launch, newPage, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const customerSwitch = (page: Page, name: string) => page.getByRole('switch', { name: new RegExp(`^Customer: ${name}`) });

describe('/admin/clients', () => {
  it('shows the cards and System Overview, searches, filters, toggles a status and deletes a client after the spec’s confirmation', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/admin/clients');
    await page.getByRole('heading', { name: 'Super Admin Console', level: 1 }).waitFor();
    const cards = page.getByRole('definition').filter({ hasText: /^\d+$/ });
    await cards.first().waitFor();
    await page.getByText('Total Clients').waitFor();
    await page.getByRole('heading', { name: 'System Overview' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin consoles' }).getByRole('link', { name: 'Audit Log' }).waitFor();
    await settled(page);

    // Search by username, done by the server.
    await page.getByPlaceholder('Search by name, e-mail or username').fill('harbourview');
    const list = page.getByRole('list', { name: 'Clients' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('heading', { name: 'Harbour View Holidays' }).waitFor();

    // View in a new tab: /clients?client={id}, which opens that client.
    const view = page.getByRole('link', { name: 'View Harbour View Holidays in a new tab' });
    expect(await view.getAttribute('target')).toBe('_blank');
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/^\/clients\?client=[0-9a-f-]{36}$/);

    // The toggle asks first, either way (issue 19 M10): a lead becomes a customer, and back (customer -> lead).
    const toggle = customerSwitch(page, 'Harbour View Holidays');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    const promote = page.getByRole('alertdialog', { name: 'Make Harbour View Holidays a Customer?' });
    await promote.getByText('Harbour View Holidays is marked Lead.', { exact: false }).waitFor();
    await settled(page);
    await promote.getByRole('button', { name: 'Make Customer' }).click();
    await expect.poll(() => customerSwitch(page, 'Harbour View Holidays').getAttribute('aria-checked')).toBe('true');
    await list.getByText('Customer', { exact: true }).waitFor();
    await settled(page);
    // Cancelling the demotion changes nothing.
    await customerSwitch(page, 'Harbour View Holidays').click();
    const demote = page.getByRole('alertdialog', { name: 'Change Harbour View Holidays back to Lead?' });
    await demote.getByRole('button', { name: 'Cancel' }).click();
    await demote.waitFor({ state: 'detached' });
    expect(await customerSwitch(page, 'Harbour View Holidays').getAttribute('aria-checked')).toBe('true');
    await customerSwitch(page, 'Harbour View Holidays').click();
    await demote.getByRole('button', { name: 'Change to Lead' }).click();
    await expect.poll(() => customerSwitch(page, 'Harbour View Holidays').getAttribute('aria-checked')).toBe('false');
    await list.getByText('Lead', { exact: true }).waitFor();

    // The status filter.
    await page.getByPlaceholder('Search by name, e-mail or username').fill('');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('customer');
    await list.getByRole('heading', { name: 'Olivia Owner Lets' }).waitFor();
    await expect.poll(() => list.getByRole('heading', { name: 'Harbour View Holidays' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('lost');
    await page.getByText('No clients match').waitFor();
    await settled(page);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');

    // Delete: the spec's confirmation, then the client is gone.
    const name = `Console Delete ${uniqueStamp()}`;
    const made = await page.request.post('/api/clients', {
      data: { name, primaryEmail: `delete-${uniqueStamp()}@example.com` },
      headers: { origin: baseURL() },
    });
    expect(made.status()).toBe(201);
    await page.getByPlaceholder('Search by name, e-mail or username').fill(name);
    await list.getByRole('heading', { name }).waitFor();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this client? This will also delete all associated properties and data.').waitFor();
    await settled(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No clients match').waitFor();

    // The link opens the client on /clients.
    await page.goto(href);
    await page.getByRole('dialog').getByText('Harbour View Holidays').first().waitFor();
    await context.close();
  });

  it('fits a phone: cards, no sideways scrolling', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/admin/clients');
    await page.getByRole('list', { name: 'Clients' }).getByRole('heading', { name: 'Olivia Owner Lets' }).waitFor();
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });
});

describe('/admin/roles', () => {
  it('a confirmed flag change is obeyed on the courier’s next page load, and is undone the same way', async () => {
    const admin = await newPage(browser, DESKTOP);
    const courier = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    await signedIn(courier.page, 'courier@demo.linen');
    const courierNav = courier.page.getByRole('navigation').first();
    await courier.page.goto('/changeovers');
    await courierNav.getByRole('link', { name: 'Reports' }).waitFor();

    const page = admin.page;
    await page.goto('/admin/roles');
    await page.getByRole('heading', { name: 'Roles and Permissions', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Your Role Status' }).waitFor();
    await page.getByRole('heading', { name: 'System Information' }).waitFor();
    await page.getByRole('heading', { name: 'Active Role Assignments' }).waitFor();
    await settled(page);

    const flag = page.getByRole('switch', { name: 'reports_view for Courier' });
    const setFlag = async (value: boolean) => {
      await flag.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(`${value ? 'Grant' : 'Remove'} reports_view ${value ? 'to' : 'from'} Courier?`).waitFor();
      await settled(page);
      await dialog.getByRole('button', { name: value ? 'Grant' : 'Remove' }).click();
      await expect.poll(() => flag.getAttribute('aria-checked')).toBe(String(value));
    };
    try {
      await setFlag(false);
      // The courier's next load: no Reports in the navigation, and the server refuses the flag.
      await courier.page.reload();
      await courier.page.getByRole('heading', { name: 'Changeovers', level: 1 }).waitFor();
      await expect.poll(() => courierNav.getByRole('link', { name: 'Reports' }).count()).toBe(0);
      const me = await courier.page.request.get('/api/me');
      expect((await me.json()).flags.reports_view).toBe(false);
      await settled(page);
    } finally {
      await setFlag(true);
    }
    await courier.page.reload();
    await courierNav.getByRole('link', { name: 'Reports' }).waitFor();
    await admin.context.close();
    await courier.context.close();
  });

  it('shows a manager Access Restricted', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/admin/roles');
    await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/roles');
    await settled(page);
    await context.close();
  });
});

describe('/admin/database', () => {
  it('tests the connection through its states and shows only the secret’s last 4 characters', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/admin/database');
    await page.getByRole('heading', { name: 'Database Connection Information', level: 1 }).waitFor();
    await page.getByText('Not tested').waitFor();
    await page.getByRole('list', { name: 'Main tables' }).getByText('linen_activities').waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await page.getByText(/^Connection successful/).waitFor();

    const secret = page.getByTestId('secret-value');
    expect(await secret.textContent()).toMatch(/^•+$/);
    await page.getByRole('button', { name: 'Show the last 4 characters' }).click();
    const shown = (await secret.textContent())!;
    expect(shown).toMatch(/^•{12}[^•]{4}$/);
    const info = await (await page.request.get('/api/admin/database')).json();
    expect(shown.endsWith(info.authSecretTail)).toBe(true);
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });
});
