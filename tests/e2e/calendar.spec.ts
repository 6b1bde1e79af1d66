/**
 * The calendar (issue 9 items 5 and 6): the owner on a phone sees the demo requests as dots in the
 * right colours (accepted green, pending amber pulsing, declined red; calm under reduced motion), each
 * with its status's icon and named with its status for screen readers (issue 19 M4), and
 * opens a day; on a desktop the owner adds an event (the title rule first); staff see everyone's
 * events; the private feed URL answers text/calendar with the events, and regenerating it kills the
 * old one. Axe on every page state.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, CALENDAR_MESSAGES, REQUEST_COLORS } from '@shared/domain/calendar';
import { londonToday } from '@shared/domain/london-time';
import type { TCalendarEvent } from '@shared/schemas/requests';
import { openCalendar, rgb, showDay } from './calendar-page';
import { DESKTOP, PHONE, baseURL, expectNoHorizontalScroll, launch, newPage, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const today = () => londonToday(new Date());

async function demoRequests(page: Page): Promise<TCalendarEvent[]> {
  const res = await page.request.get(`/api/calendar-events?from=${addDays(today(), -2)}&to=${addDays(today(), 30)}`);
  expect(res.status()).toBe(200);
  const { events } = (await res.json()) as { events: TCalendarEvent[] };
  return events.filter((e) => e.requestStatus);
}

describe('calendar', () => {
  const stamp = uniqueStamp();
  const title = `Window cleaner ${stamp}`;

  it('shows the owner the demo requests as coloured dots on a phone and opens a day', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    await openCalendar(page);
    const todayCell = page.locator(`button[data-day="${today()}"]`);
    await expect(todayCell.getAttribute('aria-current')).resolves.toBe('date');
    await expect(page.locator('thead th').allTextContents()).resolves.toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await settled(page);
    await expectNoHorizontalScroll(page);

    const requests = await demoRequests(page);
    for (const status of ['accepted', 'pending', 'declined'] as const) {
      const request = requests.find((e) => e.requestStatus === status);
      expect(request, `a demo ${status} request`).toBeDefined();
      await showDay(page, request!.date);
      const dot = page.locator(`button[data-day="${request!.date}"] [data-event-dot="${status}"]`).first();
      await dot.waitFor();
      await expect(dot.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(rgb(REQUEST_COLORS[status]));
      if (status === 'pending') await expect(dot.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('pending-pulse');
      // Not by colour alone (issue 19 M4): the dot has the status's icon, and the day's name says the status.
      await expect(dot.locator('svg').count()).resolves.toBe(1);
      const name = await page.locator(`button[data-day="${request!.date}"]`).getAttribute('aria-label');
      expect(name).toContain(`Linen request for ${request!.propertyName}, ${status}`);
      await openCalendar(page);
    }

    // The pending request's day: its dialog lists the request with its status.
    const pending = requests.find((e) => e.requestStatus === 'pending')!;
    await showDay(page, pending.date);
    await page.locator(`button[data-day="${pending.date}"]`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(pending.title).waitFor();
    await dialog.getByText('Pending', { exact: true }).waitFor();
    await expect(dialog.getByRole('button', { name: `Delete ${pending.title}` }).count()).resolves.toBe(0);
    await settled(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('keeps a pending request calm under reduced motion', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signedIn(page, 'owner@demo.linen');
    await openCalendar(page);
    const pending = (await demoRequests(page)).find((e) => e.requestStatus === 'pending')!;
    await showDay(page, pending.date);
    const dot = page.locator(`button[data-day="${pending.date}"] [data-event-dot="pending"]`).first();
    await expect(dot.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('none');
    await settled(page);
    await context.close();
  });

  it('lets the owner add an event on a desktop, which staff then see', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'owner@demo.linen');
    await openCalendar(page);
    await settled(page);
    await page.locator(`button[data-day="${today()}"]`).click();
    const day = page.getByRole('dialog');
    await day.getByRole('button', { name: 'Add event' }).waitFor();
    await settled(page);
    await day.getByRole('button', { name: 'Add event' }).click();

    const form = page.getByRole('dialog', { name: 'Add event' });
    await expect(form.getByLabel('Date').inputValue()).resolves.toBe(today());
    await expect(form.getByLabel('Colour').inputValue()).resolves.toBe('#3b82f6');
    await form.getByLabel('Title').fill('   ');
    await form.getByRole('button', { name: 'Add event' }).click();
    // The spec's alert above the form, the field's hint beside the title.
    await form.getByRole('alert').getByText(CALENDAR_MESSAGES.titleRequired).waitFor();
    expect(await form.getByText(CALENDAR_MESSAGES.titleRequired).count()).toBe(2);
    await settled(page);
    // A missing date gives the same alert (docs/product.md §2.5), with the date's own hint.
    await form.getByLabel('Title').fill('Window cleaner');
    await form.getByLabel('Date').fill('');
    await form.getByRole('button', { name: 'Add event' }).click();
    await form.getByText(CALENDAR_MESSAGES.dateRequired).waitFor();
    await form.getByRole('alert').getByText(CALENDAR_MESSAGES.titleRequired).waitFor();
    await form.getByLabel('Date').fill(today());
    await form.getByLabel('Title').fill(`  ${title}  `);
    await form.getByLabel('Description').fill('Front windows only');
    await form.getByRole('button', { name: 'Add event' }).click();
    await form.waitFor({ state: 'detached' });
    const chip = page.locator(`button[data-day="${today()}"]`).getByText(title);
    await chip.waitFor();
    await settled(page);
    await context.close();

    const staff = await newPage(browser, DESKTOP);
    await signedIn(staff.page, 'manager@demo.linen');
    await openCalendar(staff.page);
    await staff.page.locator(`button[data-day="${today()}"]`).getByText(title).waitFor();
    await staff.page.locator(`button[data-day="${today()}"]`).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByText('Front windows only').waitFor();
    await dialog.getByRole('button', { name: `Delete ${title}` }).waitFor();
    await settled(staff.page);
    await staff.context.close();
  });

  it('gives the owner a private feed URL that serves text/calendar; regenerating kills the old one', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    await openCalendar(page);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to your calendar' });
    const create = dialog.getByRole('button', { name: 'Create link' });
    const link = dialog.getByLabel('Your private calendar link');
    await create.or(link).first().waitFor();
    if (await create.isVisible()) {
      await settled(page);
      await create.click();
    }
    await link.waitFor();
    await settled(page);
    const url = await link.inputValue();
    expect(url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{32,}\.ics$/);

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toMatch(/SUMMARY:Linen service: .+\(ACCEPTED\)/);
    expect(ics).toMatch(/SUMMARY:Linen service: .+\(PENDING\)/);

    await dialog.getByRole('button', { name: 'Regenerate link' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('The old link stops working', { exact: false }).waitFor();
    await settled(page);
    await confirm.getByRole('button', { name: 'Regenerate link' }).click();
    await expect.poll(() => link.inputValue()).not.toBe(url);
    expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get(await link.inputValue())).status()).toBe(200);
    await settled(page);
    await context.close();
  });
});
