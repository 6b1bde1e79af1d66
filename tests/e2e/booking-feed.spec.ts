/**
 * Trusting the booking import (issue 24 item 1), in a browser. The demo owner's Riverside Apartment has
 * a stale booking calendar (the demo data: last read 7 hours ago, its link no longer answering): the
 * owner sees the red warning on the dashboard and in the property's details, with 'Last read N hours
 * ago', on a phone and a desktop. Then a booking of an accepted request leaves its feed (served from
 * this machine): the manager sees 'Booking gone from the calendar' on /requests and keeps the service.
 * Axe on every state; with SCREENSHOT_DIR set, each state is saved for review.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ics, startFeedServer, vevent, type FeedServer } from '../api/feed-fixture';
import { baseURL, DESKTOP, expectNoHorizontalScroll, launch, newPage, PHONE, settled, signedIn, uniqueStamp } from './browser';

const OWNER = 'owner@demo.linen';
const MANAGER = 'manager@demo.linen';
let browser: Browser;
let feedServer: FeedServer;
let icsBase: string;
let feeds: Map<string, string>;

/** A day `offset` days from today, 'YYYY-MM-DD'. */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const calendar = (...uids: string[]) => ics(...uids.map((uid) => vevent(uid, isoDay(7), isoDay(10))));

async function shoot(page: Page, name: string) {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  feedServer = await startFeedServer();
  feeds = feedServer.feeds;
  icsBase = feedServer.base;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await feedServer?.close();
});

describe('booking feed trust', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`an owner sees a stale feed warning (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      try {
        await signedIn(page, OWNER);
        await page.goto('/dashboard');
        const warning = page.getByRole('status').filter({ hasText: 'A booking calendar has not been read for 6 hours' });
        await warning.waitFor();
        await warning.getByText(/Riverside Apartment: last read \d+ hours ago · The calendar could not be read/).waitFor();
        await expectNoHorizontalScroll(page);
        await settled(page);
        await shoot(page, `booking-feed-stale-dashboard-${label}`);

        await page.goto('/portal');
        await page.getByRole('tab', { name: 'My Properties' }).click();
        const card = page.getByRole('region', { name: 'Riverside Apartment' });
        await card.getByRole('button', { name: /(Complete Property Form|Edit Details): Riverside Apartment/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Property Details' });
        const section = dialog.getByRole('region', { name: 'Booking calendar' });
        await section.getByRole('status').filter({ hasText: 'Not read for 6 hours' }).waitFor();
        await section.getByText(/^Last read \d+ hours ago/).waitFor();
        await section.getByText('Last read failed: The calendar could not be read').waitFor();
        await section.scrollIntoViewIfNeeded();
        await expectNoHorizontalScroll(page);
        await settled(page);
        await shoot(page, `booking-feed-stale-property-${label}`);
      } finally {
        await context.close();
      }
    });
  }

  it('staff see an accepted request whose booking left the calendar, and keep it', async () => {
    const owner = await newPage(browser, DESKTOP);
    const staff = await newPage(browser, DESKTOP);
    try {
      // The owner links a calendar with one booking; staff accept its request.
      await signedIn(owner.page, OWNER);
      const headers = { origin: baseURL() };
      const { client } = await (await owner.page.request.get('/api/me/client')).json();
      const name = `Gone Cottage ${uniqueStamp()}`;
      const created = await owner.page.request.post('/api/properties', {
        headers,
        data: { name, clientId: client.id, address: '3 Harbour Row, Whitby YO21 1AA', beds: 2 },
      });
      const propertyId = (await created.json()).property.id as string;
      const icsPath = `/${propertyId}.ics`;
      feeds.set(icsPath, calendar(`${uniqueStamp()}@airbnb.com`));
      const saved = await owner.page.request.put(`/api/properties/${propertyId}/booking-calendar`, { headers, data: { url: `${icsBase}${icsPath}` } });
      expect((await saved.json()).result).toMatchObject({ ok: true, created: 1 });
      const pending = (await (await owner.page.request.get('/api/linen-requests?status=pending&limit=200')).json()).requests as { id: string; propertyName: string }[];
      const request = pending.find((r) => r.propertyName === name)!;

      await signedIn(staff.page, MANAGER);
      expect((await staff.page.request.post(`/api/linen-requests/${request.id}/accept`, { headers })).status()).toBe(200);

      // The booking leaves the feed: the next read flags the accepted request.
      feeds.set(icsPath, calendar());
      const synced = await owner.page.request.post(`/api/properties/${propertyId}/booking-calendar/sync`, { headers });
      expect((await synced.json()).result).toMatchObject({ ok: true, flagged: 1 });

      await staff.page.goto('/requests');
      const section = staff.page.getByRole('region', { name: 'Bookings gone from the calendar' });
      const row = section.getByRole('listitem').filter({ hasText: name });
      await row.getByText('Booking gone from the calendar').waitFor();
      await expectNoHorizontalScroll(staff.page);
      await settled(staff.page);
      await shoot(staff.page, 'booking-gone-requests-desktop');
      await staff.page.setViewportSize(PHONE);
      await expectNoHorizontalScroll(staff.page);
      await shoot(staff.page, 'booking-gone-requests-phone');
      await staff.page.setViewportSize(DESKTOP);

      await row.getByRole('button', { name: new RegExp(`^Keep the service for ${name}`) }).click();
      await staff.page.getByText('Request kept: the service stays booked.').waitFor();
      await row.waitFor({ state: 'detached' });
      const gone = (await (await staff.page.request.get('/api/linen-requests/booking-gone')).json()).requests as { id: string }[];
      expect(gone.some((r) => r.id === request.id)).toBe(false);
      await settled(staff.page);
    } finally {
      await owner.context.close();
      await staff.context.close();
    }
  });
});
