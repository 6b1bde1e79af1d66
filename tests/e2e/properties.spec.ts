/**
 * Properties (docs/product.md §1.2.6, §1.4): the super admin adds a property for the demo owner's client with
 * a service (task 5 follows it) and some stock, opens its onboarding, saves the property details (task 2
 * ticks), completes it (the deposit recorded, the contract marked done by hand) so its linen card is on
 * the board, archives it (the card leaves the board) and restores it (the card comes back as it was,
 * which the confirmation says); the owner, on a phone, sees the property and changes its services
 * through 'Select Services'. An owner with no client record adds a property: their client is set up.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES, restoreCardNote } from '@shared/domain/properties';
import { DEMO_PASSWORD, DESKTOP, PHONE, baseURL, launch, newPage, signedIn, afterToasts, expectNoHorizontalScroll, settled, uniqueStamp } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

describe('properties', () => {
  const stamp = uniqueStamp();
  const name = `Harbour House ${stamp}`;

  it('is added, onboarded, archived and restored by the super admin', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/properties');
    await page.getByRole('heading', { name: 'Properties', level: 1 }).waitFor();
    await page.getByRole('tab', { name: /Active Properties/ }).waitFor();
    await settled(page);
    // At 1280 px the whole table fits beside the navigation: no column hides behind the actions.
    const scroller = page.getByRole('region', { name: 'Active properties' });
    const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // Add: the required fields first, then a client, a service and stock off the shelf.
    await page.getByRole('button', { name: 'Add Property' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Property' });
    await form.getByLabel('Duvet Cover (Double)').waitFor();
    await form.getByRole('button', { name: 'Add Property' }).click();
    await form.getByText('Property name is required').waitFor();
    await form.getByText('Please select a client').waitFor();
    await settled(page);
    await form.getByLabel('Property Name').fill(name);
    await form.getByLabel('Client').selectOption({ label: 'Olivia Owner Lets' });
    await form.getByLabel('Address').fill('7 Harbour Walk, Hartlepool TS24 0XZ');
    await form.getByLabel('Notes').fill('Key in the lock box');
    // More than the shelf holds is refused with a visible message, not quietly lowered (issue 7).
    const duvets = form.getByLabel('Duvet Cover (Double)');
    await duvets.fill('100000');
    const shelfMessage = form.getByRole('alert').filter({ hasText: /^Not enough stock: only \d+ Duvet Cover \(Double\) available on the shelf$/ });
    await shelfMessage.waitFor();
    expect(await duvets.inputValue()).toBe('100000');
    expect(await duvets.getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('checkbox', { name: 'Weekly Linen Service', exact: true }).click();
    await form.getByRole('button', { name: 'Add Property' }).click();
    await form.getByText(/^Please correct the stock quantities: Not enough stock/).waitFor();
    await settled(page);
    await duvets.fill('2');
    await shelfMessage.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Add Property' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(stamp);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByText('Contract Pending').isVisible()).toBe(true);
    expect(await row.getByText('Olivia Owner Lets').isVisible()).toBe(true);
    expect(await row.getByText('Weekly Linen Service').isVisible()).toBe(true);
    // The service chosen on the form is a saved service: task 5 is done with task 1.
    expect(await row.getByText('40% complete').isVisible()).toBe(true);
    await afterToasts(page);
    await settled(page);

    // Onboarding: tasks 1 and 5 are done; the details form completes task 2.
    await row.getByRole('button', { name: `Onboarding of ${name}: 40% complete` }).click();
    const onboarding = page.getByRole('dialog', { name: 'Property Onboarding' });
    await onboarding.getByText('2 of 5 tasks complete').waitFor();
    expect(await onboarding.getByRole('checkbox', { name: 'Assign client' }).isChecked()).toBe(true);
    // Task 5 follows the saved services: no tick box, the service named.
    expect(await onboarding.getByRole('checkbox', { name: 'Select services' }).count()).toBe(0);
    expect(await onboarding.getByText('Weekly Linen Service').isVisible()).toBe(true);
    expect(await onboarding.getByRole('checkbox', { name: 'Complete property details' }).isChecked()).toBe(false);
    await settled(page);

    await onboarding.getByRole('button', { name: 'Complete details' }).click();
    const details = page.getByRole('dialog', { name: 'Property Details' });
    await details.getByLabel('Number of Beds').waitFor();
    await details.getByLabel('Address').fill('');
    await details.getByRole('button', { name: 'Save Property Details' }).click();
    await details.getByText('Address is required').waitFor();
    await settled(page);
    await details.getByLabel('Address').fill('7 Harbour Walk, Hartlepool TS24 0XZ');
    await details.getByLabel('Number of Beds').fill('2');
    await details.getByLabel('Duvet covers, Double').fill('2');
    await details.getByLabel('Pillowcases, Double').fill('4');
    await details.getByLabel('Bath towels').fill('4');
    await details.getByRole('checkbox', { name: 'Tea towels' }).click();
    await details.getByRole('button', { name: 'Save Property Details' }).click();
    await details.waitFor({ state: 'detached' });
    await onboarding.getByText('3 of 5 tasks complete').waitFor();
    expect(await onboarding.getByRole('checkbox', { name: 'Complete property details' }).isChecked()).toBe(true);
    await afterToasts(page);
    await settled(page);
    await onboarding.getByRole('button', { name: 'Close' }).click();
    await onboarding.waitFor({ state: 'detached' });

    // The detail dialog shows what was saved.
    await row.getByRole('button', { name: `View details of ${name}` }).click();
    const detail = page.getByRole('dialog', { name });
    await detail.getByText('Duvet covers:').waitFor();
    expect(await detail.getByText('Key in the lock box').isVisible()).toBe(true);
    await settled(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // Onboarding completes (deposit recorded, contract marked done by hand): its linen card goes on the board.
    const { id: propertyId, clientId } = (await (await page.request.get(`/api/properties?search=${encodeURIComponent(stamp)}`)).json()).properties[0];
    const headers = { origin: baseURL() };
    expect((await page.request.post(`/api/properties/${propertyId}/deposit/record`, { data: { reason: 'Paid by bank transfer' }, headers })).status()).toBe(200);
    const four = await page.request.post(`/api/properties/${propertyId}/onboarding/4`, { data: { completed: true, reason: 'Signed a paper contract' }, headers });
    expect((await four.json()).property.onboardingProgress).toBe(100);
    const cardOf = async () =>
      ((await (await page.request.get(`/api/linen-cards?clientId=${clientId}`)).json()).cards as { id: string; propertyId: string; status: string }[]).find(
        (c) => c.propertyId === propertyId,
      );
    const card = (await cardOf())!;
    expect(card.status).toBe('new');
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(stamp);
    await row.getByText('100% complete').waitFor();

    // Archive (confirmed): the card leaves the board; find it on the Archived tab, restore it: the card comes back.
    await row.getByRole('button', { name: `Archive ${name}` }).click();
    const confirmArchive = page.getByRole('alertdialog', { name: `Archive ${name}?` });
    await confirmArchive.waitFor();
    await settled(page);
    await confirmArchive.getByRole('button', { name: 'Archive' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Archived Properties/ }).click();
    const archivedRow = page.getByRole('row').filter({ hasText: name });
    await archivedRow.waitFor();
    await afterToasts(page);
    await settled(page);
    expect(await cardOf()).toBeUndefined();
    await archivedRow.getByRole('button', { name: `Restore ${name}` }).click();
    const confirmRestore = page.getByRole('alertdialog', { name: `Restore ${name}?` });
    await confirmRestore.getByText(restoreCardNote(100), { exact: false }).waitFor();
    await settled(page);
    await confirmRestore.getByRole('button', { name: 'Restore' }).click();
    await archivedRow.waitFor({ state: 'detached' });
    await page.getByText('No Archived Properties').waitFor();
    await page.getByRole('tab', { name: /Active Properties/ }).click();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    expect(await cardOf()).toMatchObject({ id: card.id, status: 'new' });
    await context.close();
  });

  it("lets the owner on a phone see their property and change its services through 'Select Services'", async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    await page.goto('/properties');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.waitFor();
    expect(await card.getByText('Olivia Owner Lets').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Archive ${name}` }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await settled(page);

    await card.getByRole('button', { name: `Onboarding of ${name}: 100% complete` }).click();
    const onboarding = page.getByRole('dialog', { name: 'Property Onboarding' });
    await onboarding.getByText('5 of 5 tasks complete').waitFor();
    // Owners tick none of tasks 2–5: the contract and services steps follow the facts; the contract was marked by hand.
    expect(await onboarding.getByRole('checkbox', { name: 'Complete property details' }).count()).toBe(0);
    expect(await onboarding.getByRole('checkbox', { name: 'Sign service contract' }).count()).toBe(0);
    expect(await onboarding.getByRole('checkbox', { name: 'Select services' }).count()).toBe(0);
    await onboarding.getByText(/^Marked done by .+: Signed a paper contract$/).waitFor();
    expect(await onboarding.getByRole('button', { name: 'View contract' }).count()).toBe(0);
    expect(await onboarding.getByRole('button', { name: /^Mark as done/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page);
    await settled(page);

    await onboarding.getByRole('button', { name: 'Change services' }).click();
    const services = page.getByRole('dialog', { name: 'Select Services' });
    const weekly = services.getByRole('checkbox', { name: 'Weekly Linen Service', exact: true });
    await weekly.waitFor();
    expect(await weekly.isChecked()).toBe(true);
    await weekly.click();
    await services.getByRole('button', { name: 'Save Services' }).click();
    await services.getByText('Please select at least one service to continue').waitFor();
    await settled(page);
    await services.getByRole('checkbox', { name: 'Premium Linen Service' }).click();
    await services.getByRole('button', { name: 'Save Services' }).click();
    await services.waitFor({ state: 'detached' });

    await onboarding.getByText('5 of 5 tasks complete').waitFor();
    await onboarding.getByText('Premium Linen Service').waitFor();
    await afterToasts(page);
    await settled(page);
    await context.close();
  });

  it('on a phone, a long property name and address wrap in the card and the dialog heading instead of being cut', async () => {
    const longName = `Thornaby-on-Tees Riverside Apartments Penthouse Suite ${stamp}`;
    const longAddress = 'Flat 12, Riverside Quay Apartments, 21 Teesdale Boulevard, Thornaby-on-Tees, Stockton TS17 6BJ';
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'admin@demo.linen');
    const created = await page.request.post('/api/properties', { data: { name: longName, address: longAddress }, headers: { origin: baseURL() } });
    expect([201, 422]).toContain(created.status());
    if (created.status() === 422) {
      // A client is required: use the demo owner's.
      const clients = await (await page.request.get('/api/clients?search=Olivia%20Owner%20Lets')).json();
      const clientId = clients.clients.find((c: { name: string }) => c.name === 'Olivia Owner Lets').id;
      expect(
        (
          await page.request.post('/api/properties', { data: { name: longName, address: longAddress, clientId }, headers: { origin: baseURL() } })
        ).status(),
      ).toBe(201);
    }
    await page.goto('/properties');
    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(stamp);
    const cards = page.getByRole('list', { name: 'Properties' });
    const heading = cards.getByRole('heading', { name: longName, level: 2 });
    await heading.waitFor();
    const address = cards.getByText(longAddress, { exact: true });
    for (const [what, el] of [
      ['name', heading],
      ['address', address],
    ] as const) {
      const fits = await el.evaluate((node) => ({
        cut: node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight + 1,
        ellipsis: getComputedStyle(node).textOverflow === 'ellipsis' || getComputedStyle(node).webkitLineClamp !== 'none',
        lines: Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
      }));
      expect(fits.cut, `${what} is cut`).toBe(false);
      expect(fits.ellipsis, `${what} is clamped`).toBe(false);
      expect(fits.lines, `${what} wraps`).toBeGreaterThan(1);
    }
    await expectNoHorizontalScroll(page);
    await settled(page);

    await page
      .getByRole('button', { name: `View details of ${longName}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: longName });
    await dialog.waitFor();
    const title = dialog.getByRole('heading', { name: longName });
    expect(await title.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    const box = (await title.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoHorizontalScroll(page);
    await settled(page);
    await context.close();
  });

  it('sets up the client record of an owner who has none when they add their first property (issue 19 M12)', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const email = `nadia.${stamp}@owner.example`.toLowerCase();
    await signedIn(page, 'admin@demo.linen');
    const made = await page.request.post('/api/users', {
      data: { email, password: DEMO_PASSWORD, name: `Nadia Newowner ${stamp}`, role: 'client' },
      headers: { origin: baseURL() },
    });
    expect(made.status()).toBe(201);
    await context.clearCookies();

    await signedIn(page, email);
    await page.goto('/properties');
    await page.getByRole('button', { name: 'Add Property' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Property' });
    await form.getByText(PROPERTY_MESSAGES.ownClientCreatedOnAdd, { exact: false }).waitFor();
    expect(await form.getByLabel('Client').count()).toBe(0);
    await settled(page);
    await form.getByLabel('Property Name').fill(`Nadia Cottage ${stamp}`);
    await form.getByRole('button', { name: 'Add Property' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: `Nadia Cottage ${stamp}` });
    await row.waitFor();
    expect(await row.getByText(`Nadia Newowner ${stamp}`).isVisible()).toBe(true);
    // Their portal now opens instead of the Access Error page.
    await page.goto('/portal');
    await page.getByRole('heading', { name: 'Client Portal', level: 1 }).waitFor();
    await context.close();
  });
});
