/**
 * App-wide layout rules of issue 7 (C12): e-mail addresses in the clients and users tables wrap only
 * before the @ or a dot, never mid-word; dates read '23 Nov 2026' and date-times '23 Nov 2026, 14:05'.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, newPage, signedIn } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The places where an element's text breaks onto a new line, as the characters just before each
 * break. An address that wraps only at sensible points breaks after the local part or before a dot.
 */
async function lineBreaks(cell: Locator): Promise<string[]> {
  return cell.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const chars: { ch: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) chars.push({ ch: text[i], top: Math.round(rect.top) });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < chars.length; i += 1) {
      if (chars[i].top > chars[i - 1].top + 2) breaks.push(`${chars[i - 1].ch}|${chars[i].ch}`);
    }
    return breaks;
  });
}

/** Before the @, before a dot, after a hyphen or between addresses: never inside a word. */
const SENSIBLE = /^(.\|@|.\|\.|-\|.|,\| |\s\|.)$/;

describe('layout', () => {
  it('e-mails in the clients and users tables never break mid-word', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.goto('/clients');
    const table = page.getByRole('table');
    await table.waitFor();
    const emailCells = table.locator('tbody tr td:nth-child(3)');
    await emailCells.first().waitFor();
    const count = await emailCells.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      for (const b of await lineBreaks(emailCells.nth(i))) expect(b, await emailCells.nth(i).innerText()).toMatch(SENSIBLE);
    }
    await expectAccessible(page);

    await page.goto('/settings?tab=users');
    const users = page.getByRole('table');
    await users.waitFor();
    const userEmails = users.locator('tbody tr td:nth-child(2)');
    await userEmails.first().waitFor();
    for (let i = 0; i < (await userEmails.count()); i += 1) {
      const text = await userEmails.nth(i).innerText();
      expect(text).toContain('@');
      // Shown in full (no ellipsis), breaking only at sensible points.
      expect(await userEmails.nth(i).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const b of await lineBreaks(userEmails.nth(i))) expect(b, text).toMatch(SENSIBLE);
    }
    // Last sign-in uses the app's date-time format.
    expect(
      await users
        .getByText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/)
        .first()
        .isVisible(),
    ).toBe(true);
    await context.close();
  });
});
