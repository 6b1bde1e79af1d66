/** Browser fixtures: system Chromium driven by playwright-core, sign-in, and the axe check. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const DEMO_PASSWORD = 'Linen-Demo-2026!';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseURL(): string {
  return inject('baseURL');
}

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * The mails the server has delivered to one address so far, oldest first, once at least `count` are
 * there. The test server sends its outbox every half second (global-setup.ts); this waits up to 40.
 */
export async function waitForMails(to: string, count = 1, timeoutMs = 40_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = fs
      .readFileSync(inject('mailFile'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CaughtMail)
      .filter((m) => m.to.includes(to));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${to} arrived in time`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first mail to `to` whose text holds `marker`, waiting up to 40 s. */
export async function waitForMailWith(to: string, marker: string): Promise<CaughtMail> {
  const deadline = Date.now() + 40_000;
  for (;;) {
    const mail = (await waitForMails(to, 1)).find((m) => m.text.includes(marker));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail with '${marker}' to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export async function launch(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * A browser with a profile of its own on disk: not off the record as launch()'s contexts are, which
 * Chromium will not install an app from ('in-incognito'). Closing the context removes the profile.
 */
export async function launchWithProfile(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...CHROMIUM, baseURL: baseURL(), viewport });
  context.on('close', () => {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      /* Chromium still writing as it exits: the system's temporary folder keeps it */
    }
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the real form. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Already Have Account? Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * After 'Create Account': the page says 'Check your e-mail' (the same for a new or an existing
 * e-mail, and nobody is signed in yet); the owner then signs in from its Sign In button.
 */
export async function signInAfterSignUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The demo users (src/server/seed/demo-data.ts), whose sessions journeys share. */
const DEMO_USER = /^(admin|manager|owner|courier)@demo\.linen$/;

/** Where a demo user's session cookies are kept for the journeys that follow (every worker reads it). */
function sessionFile(email: string): string {
  return path.join(inject('sessionDir'), `${email}.json`);
}

/**
 * A demo user's session from an earlier journey, when there is one the server still accepts: its
 * cookies go into this page's context. False when there is none (or it has ended, e.g. the owner's
 * password was reset), and the caller signs in through the form.
 */
async function reuseSession(page: Page, email: string): Promise<boolean> {
  let cookies: Parameters<BrowserContext['addCookies']>[0];
  try {
    cookies = JSON.parse(fs.readFileSync(sessionFile(email), 'utf8')) as typeof cookies;
  } catch {
    return false;
  }
  const context = page.context();
  await context.addCookies(cookies);
  if ((await page.request.get('/api/me')).ok()) return true;
  for (const { name } of cookies) await context.clearCookies({ name });
  return false;
}

/**
 * Signs in and waits to leave /login for the user's home; the startup guide is marked done for the
 * user so its overlay does not cover the page under test. A demo user signs in through the form once
 * per run: later journeys reuse that session's cookies (decision 0170) and open /login, which sends a
 * signed-in user home as the form does. Other users, and a journey that signs in through the form
 * on purpose (signInAs), always use the form.
 */
export async function signedIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const shared = DEMO_USER.test(email) && password === DEMO_PASSWORD;
  const reused = shared && (await reuseSession(page, email));
  if (reused) await page.goto('/login');
  else await signInAs(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const session = (await (await page.request.get('/api/session')).json()) as { me: { user: { startupGuideCompleted: boolean } } | null };
  const res = await page.request.post('/api/me/guide', { data: { completed: true }, headers: { origin: baseURL() } });
  expect(res.ok()).toBe(true);
  // A user who had not walked the guide: the page may have read the session before this, and would show
  // the guide over itself (hiding the page from the accessibility tree) until it reads the session
  // again. On a fast run the read came after; on a loaded one it came before. Read it again now.
  if (session.me && !session.me.user.startupGuideCompleted) await page.reload();
  if (shared && !reused) {
    // Written whole, then renamed: a worker reading it at the same moment never sees half a file.
    const file = sessionFile(email);
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify(await page.context().cookies(baseURL())));
    fs.renameSync(temp, file);
  }
}

/**
 * Closes every toast with its close button, as a user may, and waits until they have gone (they fade,
 * and a half-faded one fails the contrast rule): instead of waiting out their 3 s (an Undo toast's 10 s).
 * Once it closed one, it waits 600 ms more without a toast, for one that follows (a second move's Undo).
 * The app does nothing on a toast's close but remove it. A toast that cannot be closed is waited out.
 */
export async function afterToasts(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  let closedAny = false;
  let goneSince: number | undefined;
  try {
    while (Date.now() < deadline) {
      const open = await page.evaluate(() => {
        const toasts = document.querySelectorAll('[data-sonner-toast]');
        for (const t of toasts) t.querySelector<HTMLElement>('[data-close-button]')?.click();
        return toasts.length;
      });
      if (open > 0) {
        closedAny = true;
        goneSince = undefined;
      } else if (!closedAny) return;
      else {
        goneSince ??= Date.now();
        if (Date.now() - goneSince >= 600) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch {
    /* the page navigated or closed: nothing left to wait for */
  }
}

/** Uncaught errors and React's console errors (a hydration mismatch among them) as the page runs. */
export function collectReactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && /react|hydrat/i.test(m.text()) && errors.push(m.text()));
  return errors;
}

/** The page fits the viewport's width: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * Axe's serious and critical findings on the page, none expected. `inPage` runs axe wholly inside
 * the page: by default it finishes in a blank page of the same context, which a test pumping a
 * context-wide fake clock would race with as that page closes.
 */
export async function expectAccessible(page: Page, { inPage = false } = {}): Promise<void> {
  // Colours are only final once dialogs and toasts have finished fading in. A toast that came after
  // afterToasts looked starts its fade only once mounted, a frame or two later: wait for that first.
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let i = 0; i < 30 && document.querySelector('[data-sonner-toast]:not([data-mounted="true"])'); i++) await frame();
    await frame();
    await frame();
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity) // spinners never finish
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page }).setLegacyMode(inPage).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** Axe once toasts have gone (expectAccessible waits for animations itself). */
export async function settled(page: Page): Promise<void> {
  await afterToasts(page);
  await expectAccessible(page);
}

/** A short unique suffix for names a journey creates. */
export const uniqueStamp = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
