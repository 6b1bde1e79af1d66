/**
 * Reports (issue 10 item 6): a super admin checks the report of the default month (tiles, the three
 * charts with their figures, the tables) and downloads each CSV, whose rows match the tables; a range
 * with nothing in it shows the empty texts; a reversed range shows the server's message; the owner's
 * phone layout never scrolls sideways. Axe on every state.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, launch, newPage, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Clicks an export link and returns the file's name and its lines (BOM removed). */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { filename: file.suggestedFilename(), lines: text.slice(1).trimEnd().split(/\r?\n/) };
}

/** The first cells (property names) of a report table's body rows. */
async function firstCells(page: Page, table: string): Promise<string[]> {
  return page.getByRole('region', { name: table }).locator('tbody tr td:first-child').allInnerTexts();
}

describe('reports', () => {
  it('lets a super admin check the month with its charts and download each CSV', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    const tiles = page.getByRole('list', { name: 'Report summary' });
    await tiles.getByText('Total Turns').waitFor();
    for (const tile of ['Active Exceptions', 'Damaged Items', 'Missing Items']) await tiles.getByText(tile).waitFor();

    // The default range: one month back to today, as the server decided it.
    const start = await page.getByLabel('Start date').inputValue();
    const end = await page.getByLabel('End date').inputValue();
    expect(start).toMatch(ISO_DAY);
    expect(end).toMatch(ISO_DAY);
    expect(start < end).toBe(true);

    // Each chart has a title, a described image and its figures as a table.
    for (const title of ['Turns per week', 'Exceptions by column', 'Damages and missing by item']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    const turnsChart = page.getByRole('img', { name: /^Turns per week: \d+ turns over \d+ weeks/ });
    await turnsChart.locator('svg').first().waitFor();
    await page.getByRole('img', { name: /^Exceptions by column: On Beds \d+, Changeover Due \d+, In Transit \d+/ }).waitFor();
    await page.getByText('Show figures').first().click();
    await page.getByRole('columnheader', { name: 'Week of' }).waitFor();
    await expectAccessible(page, { inPage: true });

    const turnsShown = Number(await tiles.locator('li', { hasText: 'Total Turns' }).locator('p').nth(1).innerText());
    expect(turnsShown).toBeGreaterThan(0);
    const turnProperties = await firstCells(page, 'Turns');
    const exceptionProperties = await firstCells(page, 'Exceptions');
    const damageProperties = await firstCells(page, 'Damages');
    expect(turnProperties.length).toBeGreaterThan(0);

    const turns = await download(page, 'Export turns CSV');
    expect(turns.filename).toBe(`turns_report_${start}_${end}.csv`);
    expect(turns.lines[0]).toBe('property_name,client_name,turn_count,total_damages,total_missing,last_turn_date');
    expect(turns.lines.slice(1).map((l) => l.split(',')[0])).toEqual(turnProperties);
    const turnCounts = turns.lines.slice(1).map((l) => Number(l.split(',')[2]));
    expect(turnCounts.reduce((a, b) => a + b, 0)).toBe(turnsShown);
    expect(turns.lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const exceptions = await download(page, 'Export exceptions CSV');
    expect(exceptions.filename).toBe(`exceptions_report_${start}_${end}.csv`);
    expect(exceptions.lines[0]).toBe('property_name,client_name,status,days_count,damages_count,missing_count,notes,last_updated');
    expect(exceptions.lines.slice(1).map((l) => l.split(',')[0])).toEqual(exceptionProperties);

    const damages = await download(page, 'Export damages CSV');
    expect(damages.filename).toBe(`damages_report_${start}_${end}.csv`);
    expect(damages.lines[0]).toBe('property_name,client_name,damages_count,missing_count,damage_notes,last_updated');
    expect(damages.lines.slice(1).map((l) => l.split(',')[0])).toEqual(damageProperties);
    await context.close();
  });

  it('shows the empty texts for a range with nothing in it, and the message for a reversed range', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/reports');
    await page.getByRole('list', { name: 'Report summary' }).waitFor();
    await page.getByLabel('Start date').fill('2020-01-01');
    await page.getByLabel('End date').fill('2020-01-31');
    await page.getByText('No turns found in selected date range').waitFor();
    await page.getByText('No damages or missing items reported').waitFor();
    await page.getByText('No items', { exact: true }).waitFor();
    await page.getByRole('img', { name: /^Turns per week: 0 turns over 5 weeks/ }).waitFor();
    await expectAccessible(page, { inPage: true });
    const empty = await download(page, 'Export turns CSV');
    expect(empty.filename).toBe('turns_report_2020-01-01_2020-01-31.csv');
    expect(empty.lines).toEqual(['property_name,client_name,turn_count,total_damages,total_missing,last_turn_date']);

    await page.getByLabel('Start date').fill('2020-02-15');
    await page.getByRole('alert').getByText('The start date must not be after the end date').waitFor();
    await expectAccessible(page, { inPage: true });
    await context.close();
  });

  it('shows an owner their own report on a phone without sideways scrolling', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    await page.goto('/reports');
    await page.getByRole('list', { name: 'Report summary' }).waitFor();
    await page.getByRole('heading', { name: 'Turns per week' }).waitFor();
    const clients = await page.getByRole('region', { name: 'Turns' }).locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(new Set(clients)).toEqual(new Set(['Olivia Owner Lets']));
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, { inPage: true });
    await context.close();
  });
});
