/**
 * Booking-calendar import (issue 9 item 7), on a phone and on a desktop: the demo owner opens a
 * property's details from the portal, is told beside the field when a link is wrong, pastes the iCal
 * link of a calendar served from this machine (the e2e server runs with ICAL_ALLOW_PRIVATE=true),
 * saves it (one check-out imported), syncs it again, sees 'Last synced', and the booking's request
 * exists as a pending linen request, which the owner accepts on the dashboard. Axe on every state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ics, startFeedServer, vevent, type FeedServer } from '../api/feed-fixture';
import { baseURL, DESKTOP, expectNoHorizontalScroll, launch, newPage, PHONE, settled, signedIn, uniqueStamp } from './browser';

const OWNER = 'owner@demo.linen';
let browser: Browser;
let feedServer: FeedServer;
let icsBase: string;
let feeds: Map<string, string>;

/** A day `offset` days from today, 'YYYY-MM-DD'. */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const calendar = (uid: string) => ics(vevent(uid, isoDay(8), isoDay(11)));

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

describe('booking-calendar import', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the owner links a booking calendar and its check-out is imported (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      try {
        await signedIn(page, OWNER);
        const headers = { origin: baseURL() };
        const { client } = await (await page.request.get('/api/me/client')).json();
        const name = `Harbour Loft ${uniqueStamp()}`;
        const created = await page.request.post('/api/properties', {
          headers,
          data: { name, clientId: client.id, address: '2 Harbour Row, Whitby YO21 1AA', beds: 2 },
        });
        expect(created.status()).toBe(201);
        const propertyId = (await created.json()).property.id as string;
        const uid = `${uniqueStamp()}@airbnb.com`;
        const path = `/${propertyId}.ics`;
        feeds.set(path, calendar(uid));

        await page.goto('/portal');
        await page.getByRole('tab', { name: 'My Properties' }).click();
        const card = page.getByRole('region', { name });
        await card.getByRole('button', { name: new RegExp(`(Complete Property Form|Edit Details): ${name}`) }).click();
        const dialog = page.getByRole('dialog', { name: 'Property Details' });
        const section = dialog.getByRole('region', { name: 'Booking calendar' });
        const link = section.getByLabel('iCal link');
        await link.waitFor();
        await section.getByText('Where do I find this link?').click();
        await section.getByText('Import & export → Export calendar').waitFor();
        await expectNoHorizontalScroll(page);
        await settled(page);

        // A wrong link is refused beside the field, and nothing is saved.
        await link.fill('ftp://example.com/calendar.ics');
        await section.getByRole('button', { name: 'Save' }).click();
        await section.getByText('The link must start with https://, http:// or webcal://').waitFor();
        await link.fill(`${icsBase}/missing.ics`);
        await section.getByRole('button', { name: 'Save' }).click();
        await section.getByText('The calendar could not be read').waitFor();
        expect((await (await page.request.get(`/api/properties/${propertyId}/booking-calendar`)).json()).calendar).toBeNull();
        await settled(page);

        // The real link: saved, read once, one check-out imported.
        await link.fill(`${icsBase}${path}`);
        await section.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Booking calendar saved: 1 check-out imported').waitFor();
        await section.getByText(/^Last read (just now|1 minute ago)/).waitFor();
        await settled(page);

        await section.getByRole('button', { name: 'Sync now' }).click();
        await page.getByText('Calendar synced: nothing new').waitFor();
        await section.getByText(/^Last read (just now|1 minute ago)/).waitFor();
        await expectNoHorizontalScroll(page);
        await settled(page);

        const stored = (await (await page.request.get(`/api/properties/${propertyId}/booking-calendar`)).json()).calendar;
        expect(stored).toMatchObject({ propertyId, url: `${icsBase}${path}`, lastError: null, lastSyncedAt: expect.any(String) });
        const sync = await (await page.request.post(`/api/properties/${propertyId}/booking-calendar/sync`, { headers })).json();
        expect(sync.result).toEqual({ ok: true, created: 0, moved: 0, withdrawn: 0, flagged: 0, skipped: 0, error: null });
        // A list row names its property (decision 0175: the list holds what /requests shows).
        const pending = (await (await page.request.get('/api/linen-requests?status=pending&limit=200')).json()).requests as {
          propertyName: string;
          source: string;
        }[];
        expect(pending.filter((r) => r.propertyName === name).map((r) => r.source)).toEqual(['booking']);

        // The owner accepts the imported check-out on the dashboard (11 days ahead: the 48-hour rule allows it).
        await page.goto('/dashboard');
        const accept = page.getByRole('button', { name: new RegExp(`^Accept request for ${name}`) });
        await accept.waitFor();
        await settled(page);
        await accept.click();
        await page.getByText('Linen request accepted! Service will be scheduled.').waitFor();
        await accept.waitFor({ state: 'detached' });
        const accepted = (await (await page.request.get('/api/linen-requests?status=accepted&limit=200')).json()).requests as { propertyName: string }[];
        expect(accepted.some((r) => r.propertyName === name)).toBe(true);
        await settled(page);
      } finally {
        await context.close();
      }
    });
  }
});
