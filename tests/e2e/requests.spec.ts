/**
 * Linen requests (issue 9 items 1-4): an owner on a phone requests a service 3 days ahead (accepted)
 * and tomorrow (declined, the 5 s toast) from the dashboard; the manager sees the accepted one on
 * /requests (upcoming, by date), on the board card ('Service requested for ...') and on the calendar;
 * the owner sees both on the calendar in their colours. Axe on every state.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonToday } from '@shared/domain/london-time';
import { REQUEST_MESSAGES as R, requestEventTitle } from '@shared/domain/linen-requests';
import { REQUEST_COLORS } from '@shared/domain/calendar';
import { formatDate } from '@shared/format-dates';
import { openCalendar, rgb, showDay } from './calendar-page';
import { DESKTOP, PHONE, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** London's day `n` days from today. */
function londonDay(n: number): string {
  const d = new Date(`${londonToday(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: baseURL() } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Record<string, { id: string }>;
}

async function requestService(page: Page, property: string, day: string) {
  await page.getByRole('button', { name: 'Request Linen Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Linen Service' });
  await dialog.getByLabel('Property').waitFor();
  await dialog.getByLabel('Property').selectOption({ label: property });
  await dialog.getByLabel('Preferred date').fill(day);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('linen requests', () => {
  const stamp = uniqueStamp();
  const property = `Harbour View ${stamp}`;
  const ahead = londonDay(3);

  it('an owner on a phone requests a service 3 days ahead (accepted) and tomorrow (declined)', async () => {
    // The provider adds a property with a card on the board for the demo owner.
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    const { clients } = (await (await admin.page.request.get('/api/clients?limit=200')).json()) as { clients: { id: string; name: string }[] };
    const client = clients.find((c) => c.name === 'Olivia Owner Lets')!;
    const created = await post(admin.page, '/api/properties', { name: property, clientId: client.id, address: '3 Harbour Walk, Whitby YO21 3PU' });
    await post(admin.page, '/api/linen-cards', { propertyId: created.property.id, status: 'on_beds', billingTags: 'weekly' });
    await admin.context.close();

    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Owner Dashboard', level: 1 }).waitFor();
    await page.getByText(/^Welcome back, /).waitFor();
    await page.getByRole('heading', { name: 'Pending Linen Requests' }).waitFor();
    await expectNoHorizontalScroll(page);
    await settled(page);

    // Both fields are needed.
    await page.getByRole('button', { name: 'Request Linen Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Linen Service' });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText(R.required).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await requestService(page, property, ahead);
    await page.getByText(R.acceptedOnSubmit).waitFor();
    await expectAccessible(page);
    await settled(page);

    await requestService(page, property, londonDay(1));
    const declined = page.locator('[data-sonner-toast]').filter({ hasText: R.tooLate });
    await declined.waitFor();
    await expectAccessible(page);
    await declined.waitFor({ state: 'detached', timeout: 10_000 });
    await settled(page);

    const own = (await (await page.request.get(`/api/linen-requests?from=${londonDay(1)}&to=${ahead}`)).json()) as {
      requests: { propertyName: string; requestedDate: string; status: string }[];
    };
    const mine = own.requests.filter((r) => r.propertyName === property);
    expect(mine.map((r) => [r.requestedDate, r.status])).toEqual([
      [londonDay(1), 'declined'],
      [ahead, 'accepted'],
    ]);

    // Both on the calendar in their colours: tomorrow's declined (red), the accepted one (green).
    for (const [day, status] of [
      [londonDay(1), 'declined'],
      [ahead, 'accepted'],
    ] as const) {
      await openCalendar(page);
      await showDay(page, day);
      const cell = page.locator(`button[data-day="${day}"]`);
      const dot = cell.locator(`[data-event-dot="${status}"]`).first();
      await expect(dot.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(rgb(REQUEST_COLORS[status]));
      await cell.click();
      const dayDialog = page.getByRole('dialog');
      await dayDialog.getByText(requestEventTitle(property, status)).waitFor();
      await settled(page);
      await dayDialog.getByRole('button', { name: 'Close' }).first().click();
      await dayDialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('the manager sees the accepted request on /requests and on the board card', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/requests');
    await page.getByRole('heading', { name: 'Linen Requests', level: 1 }).waitFor();
    const day = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: formatDate(ahead), level: 3 }) });
    await day.getByText(property).waitFor();
    await settled(page);

    await page.goto('/kanban');
    await page.getByRole('region', { name: 'Linen board' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search cards by property or client' }).fill(stamp);
    const card = page.getByRole('article', { name: property });
    await card.getByText(`Service requested for ${formatDate(ahead)}`).waitFor();
    await settled(page);

    // Staff see it on the calendar too (a chip named by the property on a desktop).
    await openCalendar(page);
    await showDay(page, ahead);
    await page.locator(`button[data-day="${ahead}"]`).getByText(property).waitFor();
    await settled(page);

    const phone = await newPage(browser, PHONE);
    await signedIn(phone.page, 'manager@demo.linen');
    await phone.page.goto('/requests');
    await phone.page.getByRole('heading', { name: 'Upcoming services' }).waitFor();
    await phone.page.getByText(property).first().waitFor();
    await expectNoHorizontalScroll(phone.page);
    await settled(phone.page);
    await phone.context.close();
    await context.close();
  });
});
