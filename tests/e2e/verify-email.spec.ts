/**
 * An owner who signed themselves up verifies their e-mail: the notice in the shell, a new link on
 * request, the e-mailed link (caught from the server's SMTP delivery) opened on a phone, and a spent
 * link.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, afterToasts, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, waitForMails } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const NOTICE = 'Please verify your e-mail address';

describe('e-mail verification', () => {
  it('asks a new owner to verify, sends a new link, and the e-mailed link verifies on a phone', async () => {
    const email = `e2e-verify-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login?mode=signup');
    await page.getByLabel('Full Name').fill('Vera Verify');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Tidy-Linen-Cupboard-42');
    await page.getByLabel('Home Address').fill('4 Albert Road, Middlesbrough TS1 2AA');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The startup guide's overlay would cover the page: mark it done, then look again.
    const guideDone = await page.request.post('/api/me/guide', { data: { completed: true }, headers: { origin: baseURL() } });
    expect(guideDone.ok()).toBe(true);
    await page.reload();

    const notice = page.getByRole('note').filter({ hasText: NOTICE });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`We sent a link to ${email}.`);
    await afterToasts(page);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await notice.getByRole('button', { name: 'Resend link' }).click();
    await page.getByText(`A new verification link has been sent to ${email}.`).waitFor();

    // Dismissed for the rest of the browser session.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Owner Dashboard' }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);

    // The sign-up's mail and the new one, each with its own link.
    const mails = await waitForMails(email, 2);
    const links = mails
      .filter((m) => m.subject === 'Verify your e-mail address for Linen Service')
      .map((m) => /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(m.text)?.[0]);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);

    // Opened on a phone where nobody is signed in.
    const phone = await newPage(browser, PHONE);
    await phone.page.goto(links[1]!);
    await phone.page.waitForURL((url) => url.pathname === '/verify-email' && url.search === '?status=ok');
    await phone.page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
    expect(await phone.page.getByText(/^Your e-mail address is verified\./).isVisible()).toBe(true);
    expect(await phone.page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    await expectAccessible(phone.page);
    await expectNoHorizontalScroll(phone.page);

    // A link of the same account, now spent: invalid, with the way to a new one.
    await phone.page.goto(links[0]!);
    await phone.page.waitForURL((url) => url.search === '?status=invalid');
    await phone.page.getByRole('heading', { name: 'Link invalid or expired' }).waitFor();
    expect(await phone.page.getByText(/invalid, has already been used or has expired/).isVisible()).toBe(true);
    expect(await phone.page.getByText(/choose Resend link/).isVisible()).toBe(true);
    await expectAccessible(phone.page);
    await phone.context.close();

    // The owner's own session now reports the e-mail verified.
    const me = await page.request.get('/api/me');
    expect((await me.json()).user.emailVerified).toBe(true);
    await context.close();
  });
});
