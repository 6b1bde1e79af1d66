/**
 * A visitor's first visit on a phone: postcode coverage, sign-up, and the startup guide
 * (docs/product.md §1.2.2, §1.2.4, §1.4).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, DESKTOP, expectAccessible, launch, newPage, signedIn, signInAfterSignUp } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const STRONG_PASSWORD = 'Tidy-Linen-Cupboard-42';
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const STEP_PATHS = ['/clients', '/properties', '/kanban', '/calendar', '/collections', '/damages'];
const STEP_LABELS = ['My Details', 'Property Setup', 'Kanban Board', 'Calendar', 'Collections', 'Damages'];

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

function guide(page: Page) {
  return page.getByRole('dialog', { name: /startup guide/i });
}

async function signUp(page: Page, name: string, email: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Phone (optional)').fill('07700 900999');
  await page.getByLabel('Home Address').fill('4 Albert Road, Middlesbrough TS1 2AA');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await signInAfterSignUp(page, email, STRONG_PASSWORD);
}

describe('first visit on a phone', () => {
  it('checks postcodes, signs up, steps through the guide and completes it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login');
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await postcode.waitFor();
    await expectAccessible(page);

    // Text that is not a postcode is refused at once, with no coverage check.
    await postcode.pressSequentially('hello');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText("That doesn't look like a UK postcode").waitFor();
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/Checking coverage/).count()).toBe(0);
    await expectAccessible(page);
    await postcode.fill('');

    // Covered: typed in lower case with a space, shown upper case with the space as typed.
    await postcode.pressSequentially('ts1 2ab');
    expect(await postcode.inputValue()).toBe('TS1 2AB');
    expect(await page.getByText("That doesn't look like a UK postcode").count()).toBe(0);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('Checking coverage for TS1 2AB...').waitFor();
    await page.getByText('Great news: we cover TS1 2AB').waitFor();
    expect(await page.getByRole('link', { name: 'Sign Up Now' }).isVisible()).toBe(true);
    await expectAccessible(page);

    // Not covered: the contact link and 'Try Another Postcode', which clears and refocuses the input.
    await postcode.fill('SW1A 1AA');
    expect(await postcode.inputValue()).toBe('SW1A 1AA');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText("Sorry, we don't cover SW1A 1AA yet").waitFor();
    expect(await page.getByText(/service is not available for that area/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(/^mailto:/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Try Another Postcode' }).click();
    expect(await postcode.inputValue()).toBe('');
    expect(await postcode.evaluate((el) => el === document.activeElement)).toBe(true);

    // At most 8 characters besides the spaces, which are kept as typed.
    await postcode.pressSequentially('ab cd ef gh ij');
    expect(await postcode.inputValue()).toBe('AB CD EF GH');
    // A postcode typed without its space is shown with it in the answer.
    await postcode.fill('ts12ab');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('Great news: we cover TS1 2AB').waitFor();

    // Sign up.
    await page.getByRole('link', { name: 'Get Started - Sign Up' }).click();
    await page.getByLabel('Full Name').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please enter your full name').waitFor();
    expect(await page.getByText('Please enter your home address').isVisible()).toBe(true);
    await signUp(page, 'Petra Phone', uniqueEmail('phone'));

    const dialog = guide(page);
    await dialog.waitFor();
    // Step 1 shows over its own screen, My Details at /clients (docs/product.md §1.2.4).
    await page.waitForURL((url) => url.pathname === '/clients');
    expect(await dialog.getByText('Startup guide · Step 1 of 6').isVisible()).toBe(true);
    // The screen behind the overlay (hidden from assistive technology while the guide is modal).
    await page
      .locator('h1', { hasText: /^(My Details|My Profile)$/ })
      .first()
      .waitFor();
    expect(await dialog.getByRole('heading', { name: /My Details/ }).isVisible()).toBe(true);
    await expectAccessible(page);

    // Escape does not end the guide.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    // Next moves on and opens each step's screen.
    for (let step = 2; step <= 6; step += 1) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === STEP_PATHS[step - 1]);
      await dialog.getByText(`Startup guide · Step ${step} of 6`).waitFor();
      expect(await dialog.getByRole('heading', { name: new RegExp(STEP_LABELS[step - 1]) }).isVisible()).toBe(true);
    }
    expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Complete Guide' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await dialog.waitFor({ state: 'detached' });
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    // The guide opens, if at all, once the session and the guide state have loaded: wait for them.
    await page.waitForLoadState('networkidle');
    expect(await guide(page).count()).toBe(0);

    // The compact reference strip on /dashboard counts the six steps walked, ticked one way.
    await page.getByText('6 of 6 modules completed').waitFor();
    const calendar = page.getByRole('checkbox', { name: 'Calendar complete' });
    expect(await calendar.isChecked()).toBe(true);
    expect(await calendar.isDisabled()).toBe(true);
    await expectAccessible(page);
    await page.reload();
    await page.getByText('6 of 6 modules completed').waitFor();
    await page.getByRole('button', { name: 'Hide startup guide' }).click();
    await page.getByText('modules completed').waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });
});

describe('startup guide', () => {
  it('goes back a step and ends with Skip where the user is', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login?mode=signup');
    await signUp(page, 'Desmond Desk', uniqueEmail('desk'));
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const dialog = guide(page);
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname === '/properties');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname === '/kanban');
    expect(await dialog.getByText(/Changeover Due/).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/properties');
    await dialog.getByText('Startup guide · Step 2 of 6').waitFor();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/properties');

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await guide(page).count()).toBe(0);

    // Skipped, the strip counts nothing walked; modules are ticked there one way.
    await page.goto('/dashboard');
    await page.getByText('0 of 6 modules completed').waitFor();
    const calendar = page.getByRole('checkbox', { name: 'Calendar complete' });
    await calendar.click();
    await page.getByText('1 of 6 modules completed').waitFor();
    expect(await calendar.isDisabled()).toBe(true);

    await context.close();
  });
});

describe('guide reference strip', () => {
  it('shows the six module names in full on a desktop and on a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      await signedIn(page, 'admin@demo.linen'); // marks the guide done, so the strip shows
      await page.goto('/dashboard');
      const strip = page.getByRole('region', { name: 'Startup guide' });
      await strip.getByText('modules completed').waitFor();
      for (const [i, label] of STEP_LABELS.entries()) {
        const link = strip.getByRole('link', { name: label, exact: true });
        expect(await link.getAttribute('href')).toBe(STEP_PATHS[i]);
        const [scrollWidth, clientWidth] = await link.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scrollWidth, `${label} at ${viewport.width} px is not cut`).toBeLessThanOrEqual(clientWidth);
        const box = (await link.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await context.close();
    }
  });
});
