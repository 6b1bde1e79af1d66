/**
 * An owner who signed themselves up verifies their e-mail: the notice in the shell, a new link on
 * request, a link that is not valid, and the e-mailed link (caught from the server's SMTP delivery)
 * opened on a phone, which verifies only once the owner has signed in there.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, afterToasts, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, signInAfterSignUp, waitForMails } from './browser';

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
    await signInAfterSignUp(page, email, 'Tidy-Linen-Cupboard-42');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The startup guide's overlay would cover the page: mark it done, then look again.
    const guideDone = await page.request.post('/api/me/guide', { data: { completed: true }, headers: { origin: baseURL() } });
    expect(guideDone.status(), await guideDone.text()).toBe(200);
    await page.reload();

    const notice = page.getByRole('note').filter({ hasText: NOTICE });
    await notice.waitFor();
    // Compact on a phone (issue 19: it covered 40% of the first screen): one short line, about a fifth at most.
    expect(await notice.innerText()).toContain(`Open the link we sent to ${email}.`);
    const box = await page.getByTestId('verify-email-notice').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(PHONE.height * 0.2);
    await afterToasts(page);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await notice.getByRole('button', { name: 'Resend link' }).click();
    await page.getByText(`A new verification link has been sent to ${email}.`).waitFor();
    // The button counts down the server's one-minute wait, and is disabled meanwhile.
    const countdown = notice.getByRole('button', { name: /^Resend link in \d+ s$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);

    // Dismissed for the rest of the browser session.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Owner Dashboard' }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);

    // A link that is not one of ours: invalid, with the way to a new one.
    await page.goto('/verify-email?token=not-a-real-token');
    await page.getByRole('heading', { name: 'Link invalid or expired' }).waitFor();
    await page.getByRole('button', { name: 'Send a New Link' }).waitFor();
    await expectAccessible(page);

    // The sign-up's mail and the new one, each with its own link to our page.
    const mails = await waitForMails(email, 2);
    const links = mails
      .filter((m) => m.subject === 'Verify your e-mail address for Linen Service')
      .map((m) => /https?:\/\/\S+\/verify-email\?token=\S+/.exec(m.text)?.[0]);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);

    // Opened on a phone where nobody is signed in: nothing is verified until the owner signs in.
    const phone = await newPage(browser, PHONE);
    await phone.page.goto(links[1]!);
    await phone.page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await expectAccessible(phone.page);
    await expectNoHorizontalScroll(phone.page);
    expect((await (await page.request.get('/api/me')).json()).user.emailVerified).toBe(false);

    await phone.page.getByRole('link', { name: 'Sign In' }).click();
    await phone.page.getByLabel('Email').fill(email);
    await phone.page.getByLabel('Password', { exact: true }).fill('Tidy-Linen-Cupboard-42');
    await phone.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Signed in, the shell brings the owner back to the link, which is now confirmed for them.
    await phone.page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
    expect(phone.page.url()).toContain('/verify-email?token=');
    await phone.page.getByText(/^Your e-mail address is verified\./).waitFor();
    await phone.page.getByRole('link', { name: 'Continue' }).waitFor();
    await expectAccessible(phone.page);
    await phone.context.close();

    // The owner's own session now reports the e-mail verified.
    const me = await page.request.get('/api/me');
    expect((await me.json()).user.emailVerified).toBe(true);
    await context.close();
  });
});
