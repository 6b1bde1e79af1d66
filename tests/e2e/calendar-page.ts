/** The /calendar page in a journey: open it, and page forward to the month that shows a day. */
import type { Page } from 'playwright-core';

export async function openCalendar(page: Page): Promise<void> {
  await page.goto('/calendar');
  await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
  await page.locator('button[data-day]').first().waitFor();
}

/** Moves forward (at most three months) until the day's cell ('YYYY-MM-DD') is in the grid. */
export async function showDay(page: Page, day: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    if ((await page.locator(`button[data-day="${day}"]`).count()) > 0) return;
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator('table').waitFor();
  }
  throw new Error(`${day} is not in the next three months' grids`);
}

/** The CSS rgb() of a #rrggbb colour, as getComputedStyle reports it. */
export const rgb = (hex: string): string =>
  `rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`;
