/**
 * Linen requests (issue 9 items 1-4): an owner on a phone requests a service 3 days ahead (accepted)
 * and tomorrow (declined, the 5 s toast) from the dashboard; the manager sees the accepted one on
 * /requests (upcoming, by date), on the board card ('Service requested for ...') and on the calendar;
 * the owner sees both on the calendar in their colours. The manager declines two booking-calendar
 * requests, one with a suggested reason and one with none (issue 19 M7): the owner's e-mails say the
 * reason, or have no Reason line, and the owner's calendar shows the reason. Axe on every state.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonToday } from '@shared/domain/london-time';
import { REQUEST_MESSAGES as R, requestEventTitle } from '@shared/domain/linen-requests';
import { REQUEST_COLORS } from '@shared/domain/calendar';
import { formatDate } from '@shared/format-dates';
import { openCalendar, rgb, showDay } from './calendar-page';
import {
  DESKTOP,
  PHONE,
  baseURL,
  expectAccessible,
  expectNoHorizontalScroll,
  launch,
  newPage,
  settled,
  signedIn,
  uniqueStamp,
  waitForMailWith,
} from './browser';

let browser: Browser;
let icsServer: Server;
let icsBase: string;
const feeds = new Map<string, string>();

beforeAll(async () => {
  // Booking calendars served from this machine (the e2e server runs with ICAL_ALLOW_PRIVATE=true): their
  // check-outs become pending requests, the only kind staff decide.
  icsServer = createServer((req, res) => {
    const text = feeds.get(req.url ?? '');
    res.writeHead(text === undefined ? 404 : 200, { 'content-type': 'text/calendar' });
    res.end(text ?? 'Not found');
  });
  await new Promise<void>((resolve) => icsServer.listen(0, '127.0.0.1', resolve));
  icsBase = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => icsServer.close(() => resolve()));
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
    // The upcoming list is virtualised by rows (decision 0184): still a list of days, each its heading and requests.
    await expectAccessible(page);
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

  it('the manager declines with a suggested reason and with none; the owner is told the reason, or no Reason line', async () => {
    // Two bookings checking out 12 and 15 days ahead on a new property of the demo owner.
    const owner = await newPage(browser, DESKTOP);
    await signedIn(owner.page, 'owner@demo.linen');
    const { client } = await (await owner.page.request.get('/api/me/client')).json();
    const name = `Bay Cottage ${uniqueStamp()}`;
    const created = await post(owner.page, '/api/properties', { name, clientId: client.id, address: '4 Bay Road, Whitby YO21 4AA', beds: 2 });
    const propertyId = created.property.id;
    const icsDay = (n: number) => londonDay(n).replace(/-/g, '');
    const event = (uid: string, out: number) =>
      ['BEGIN:VEVENT', `DTSTART;VALUE=DATE:${icsDay(out - 3)}`, `DTEND;VALUE=DATE:${icsDay(out)}`, `UID:${uid}`, 'SUMMARY:Reserved', 'END:VEVENT'];
    feeds.set(
      `/${propertyId}.ics`,
      ['BEGIN:VCALENDAR', 'VERSION:2.0', ...event(`${name}-1`, 12), ...event(`${name}-2`, 15), 'END:VCALENDAR', ''].join('\r\n'),
    );
    const saved = await owner.page.request.put(`/api/properties/${propertyId}/booking-calendar`, {
      headers: { origin: baseURL() },
      data: { url: `${icsBase}/${propertyId}.ics` },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'manager@demo.linen');
    await page.goto('/requests');
    const declineFirst = page.getByRole('button', { name: `Decline request for ${name} on ${formatDate(londonDay(12))}` });
    await declineFirst.waitFor();
    await declineFirst.click();
    const dialog = page.getByRole('dialog', { name: 'Decline linen request' });
    await dialog.getByText(`${name} on ${formatDate(londonDay(12))}`).waitFor();
    await dialog.getByRole('button', { name: 'No availability on that date' }).click();
    await expect(dialog.getByLabel('Reason (optional)').inputValue()).resolves.toBe('No availability on that date');
    await expectNoHorizontalScroll(page);
    await settled(page);
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(R.declined).first().waitFor();

    const declineSecond = page.getByRole('button', { name: `Decline request for ${name} on ${formatDate(londonDay(15))}` });
    await declineSecond.click();
    await dialog.getByRole('button', { name: 'Decline request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await declineSecond.waitFor({ state: 'detached' });
    await settled(page);
    await context.close();

    const withReason = await waitForMailWith('owner@demo.linen', `${name} on ${formatDate(londonDay(12))} has been declined`);
    expect(withReason.text).toContain('Reason: No availability on that date');
    const without = await waitForMailWith('owner@demo.linen', `${name} on ${formatDate(londonDay(15))} has been declined`);
    expect(without.text).not.toContain('Reason:');

    // The owner reads the reason on the calendar.
    await openCalendar(owner.page);
    await showDay(owner.page, londonDay(12));
    await owner.page.locator(`button[data-day="${londonDay(12)}"]`).click();
    const day = owner.page.getByRole('dialog');
    await day.getByText(requestEventTitle(name, 'declined')).waitFor();
    await day.getByText('Reason: No availability on that date').waitFor();
    await settled(owner.page);
    await owner.context.close();
  });
});
