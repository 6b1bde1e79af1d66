/**
 * The landing and authentication screens (docs/product.md §1.2.1 redirects, §2.2, §5, §8) and the password
 * reset page, in a real browser.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DESKTOP, PHONE, collectReactErrors, expectAccessible, launch, newPage, signInAs } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function bannerText(page: Page, title: string): Promise<string> {
  const banner = page.getByRole('alert').filter({ hasText: title });
  await banner.waitFor();
  return banner.innerText();
}

describe('landing screen', () => {
  it('arrives rendered, then hydrates without a React error: for a visitor, and for a signed-in user it redirects', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const reactErrors = collectReactErrors(page);
    // The server sends each view already rendered (decision 0152); the form waits for the script.
    const served = await (await page.request.get('/login?mode=signin')).text();
    expect(served).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
    expect(served).toMatch(/<fieldset disabled=""[^>]*>.*type="password"/s);
    expect(await (await page.request.get('/login')).text()).toContain('Fresh linen for every guest, without the laundry');

    await page.goto('/login?mode=signin');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true); // hydrated
    await submit.click();
    await page.getByText('Please enter your e-mail address').waitFor(); // the form's own check ran
    expect(new URL(page.url()).search).toBe('?mode=signin'); // nothing was submitted natively
    expect(reactErrors).toEqual([]);

    await signInAs(page, 'manager@demo.linen');
    await page.waitForURL((url) => url.pathname === '/clients');
    // The page's module arrives after the session answered, so hydration starts with the session
    // known: no React error, and the redirect still happens.
    await page.route(/\/assets\/LoginPage-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const me = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/session');
    await page.goto('/login');
    expect((await me).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/clients');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(reactErrors).toEqual([]);
    await context.close();
  });

  it('asks for the session on signed-out pages without a 401 or any console error (issue 19)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const consoleErrors: string[] = [];
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    page.on('response', (res) => res.status() === 401 && refused.push(new URL(res.url()).pathname));
    for (const path of ['/login', '/login?mode=signup', '/unlock-account?token=not-yet-used']) {
      const probe = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/session');
      await page.goto(path);
      expect((await probe).status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('names the service areas, the four steps and the session rules, and switches to the forms', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const area of ['Middlesbrough', 'Darlington', 'Stockton-on-Tees', 'Redcar', 'Hartlepool']) {
      expect(await page.getByText(area, { exact: true }).isVisible()).toBe(true);
    }
    for (const step of ['Check your postcode', 'Sign up', 'Add your property', 'Complete self-onboarding']) {
      expect(await page.getByRole('heading', { name: step }).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText(/requested automatically/).isVisible()).toBe(true);
    expect(await page.getByText(/sessions expire after 24 hours of inactivity/).isVisible()).toBe(true);
    expect(await page.getByText(/signed in on several devices/).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Already Have Account? Sign In' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await expectAccessible(page);

    // Required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Please enter your e-mail address').waitFor();
    expect(await page.getByText('Please enter your password').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Full Name').waitFor();
    expect(await page.getByLabel('Phone (optional)').isVisible()).toBe(true);
    expect(await page.getByLabel('Home Address').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('link', { name: 'Get Started - Sign Up' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });
});

describe('sign-up', () => {
  it('rejects a weak password with the server reasons, keeps the form and creates no account', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = uniqueEmail('weak');
    await page.goto('/login?mode=signup');
    await page.getByLabel('Full Name').fill('Wendy Weak');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Home Address').fill('1 Linthorpe Road, Middlesbrough TS1 1AA');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const text = await bannerText(page, 'Sign up failed');
    expect(text).toContain('Password is too weak.');
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Wendy Weak');
    await expectAccessible(page);

    // No account exists: signing in with that e-mail fails.
    await page.goto('/login?mode=signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await bannerText(page, 'Authentication Not Available')).toMatch(/invalid email or password/i);
    await context.close();
  });
});

describe('sign-up that reveals nothing', () => {
  it('says "Check your e-mail" alike for a new e-mail and one that has an account, then the owner signs in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const email = uniqueEmail('fresh');
    const fill = async (address: string) => {
      await page.goto('/login?mode=signup');
      await page.getByLabel('Full Name').fill('Nina New');
      await page.getByLabel('Email').fill(address);
      await page.getByLabel('Password', { exact: true }).fill('Quiet-Meadow-Lamp-77');
      await page.getByLabel('Home Address').fill('1 Linthorpe Road, Middlesbrough TS1 1AA');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      return page.getByRole('note').innerText();
    };
    const fresh = await fill(email);
    expect(fresh).toContain(`We’ve sent a message to ${email}.`);
    expect(pathOf(page)).toBe('/login'); // nobody is signed in yet
    await expectAccessible(page);
    // The demo owner's e-mail has an account: the page reads the same, but for the address.
    const existing = await fill('owner@demo.linen');
    expect(existing.replace('owner@demo.linen', email)).toBe(fresh);

    // The new owner signs in from the page's button.
    await page.goto('/login?mode=signup');
    await fill(email);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Quiet-Meadow-Lamp-77');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('refuses a password holding the user’s own name, with the reason', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/login?mode=signup');
    await page.getByLabel('Full Name').fill('Octavia Plum');
    await page.getByLabel('Email').fill(uniqueEmail('plum'));
    await page.getByLabel('Password', { exact: true }).fill('Octavia-Copper-Kettle-91');
    await page.getByLabel('Home Address').fill('1 Linthorpe Road, Middlesbrough TS1 1AA');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await bannerText(page, 'Sign up failed')).toContain('Password must not contain your name or e-mail address.');
    await expectAccessible(page);
    await context.close();
  });
});

describe('unlocking an account', () => {
  it('shows the unlock page, and says clearly when a link is not valid', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/unlock-account?token=not-a-real-token');
    await page.getByRole('heading', { name: 'Unlock your account' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Unlock My Account' }).click();
    await page.getByText('This unlock link is invalid, used or expired.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Unlock My Account' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});

describe('sign-in and redirects', () => {
  it('sends a manager to /clients, and back to /clients from /login', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, 'manager@demo.linen');
    await page.waitForURL((url) => url.pathname === '/clients');
    await expectAccessible(page);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/clients');
    await context.close();
  });

  it('sends a property owner to /dashboard', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, 'owner@demo.linen');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expectAccessible(page);
    await context.close();
  });

  it('sends a courier opening /admin/clients to /clients', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, 'courier@demo.linen');
    await page.waitForURL((url) => url.pathname === '/clients');
    await page.goto('/admin/clients');
    await page.waitForURL((url) => url.pathname === '/clients');
    expect(pathOf(page)).toBe('/clients');
    await expectAccessible(page);
    await context.close();
  });

  it('sends a signed-out visitor from /properties to /login, replacing history', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/properties');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Get Started - Sign Up' }).waitFor();
    await expectAccessible(page);
    await page.goBack();
    expect(pathOf(page)).not.toBe('/properties');
    await context.close();
  });

  it('returns a signed-out owner to the e-mailed page after signing in, its tab included', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/portal?tab=payments-due');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Already Have Account? Sign In' }).click();
    await page.getByLabel('Email').fill('owner@demo.linen');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/portal' && url.searchParams.get('tab') === 'payments-due');
    await page.getByRole('list', { name: 'Payments due' }).waitFor();
    // Once used, the address is forgotten: /login now sends the owner home.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('does not send the next person to sign in to the page the last one signed out from', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, 'manager@demo.linen');
    await page.waitForURL((url) => url.pathname === '/clients');
    await page.goto('/properties?status=active');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInAs(page, 'owner@demo.linen');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAs(page, 'admin@demo.linen', 'not-the-password');
    expect(await bannerText(page, 'Authentication Not Available')).toMatch(/invalid email or password/i);
    expect(pathOf(page)).toBe('/login');
    await expectAccessible(page);
    await context.close();
  });
});

describe('server not reachable', () => {
  it("names the action in the network error under 'Authentication Not Available'", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.route('**/api/auth/sign-up/email', (route) => route.abort('internetdisconnected'));
    await page.goto('/login?mode=signup');
    await page.getByLabel('Full Name').fill('Nina Network');
    await page.getByLabel('Email').fill(uniqueEmail('offline'));
    await page.getByLabel('Password', { exact: true }).fill('Tidy-Linen-Cupboard-42');
    await page.getByLabel('Home Address').fill('9 Church Street, Darlington DL1 1AA');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await bannerText(page, 'Authentication Not Available')).toContain(
      'Network error during sign up. Please check your connection and try again.',
    );

    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Sign in instead' }).click();
    // The sign-in form replaces the sign-up form: fill it only once it is there.
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email').fill('owner@demo.linen');
    await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await bannerText(page, 'Authentication Not Available')).toContain('Network error during sign in.');
    await expectAccessible(page);
    await context.close();
  });
});

describe('password reset', () => {
  it('requests a reset link without saying whether the account exists', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/login?mode=signin');
    await page.getByLabel('Email').fill('owner@demo.linen');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('owner@demo.linen');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/If an account exists for that e-mail, a password reset link has been sent/).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('checks the new password and explains an invalid or missing link', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Please enter a new password').waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('Tidy-Linen-Cupboard-42');
    await page.getByLabel('Confirm New Password').fill('Tidy-Linen-Cupboard-43');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm New Password').fill('Tidy-Linen-Cupboard-42');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/invalid or has expired/).waitFor();
    expect(await page.getByRole('link', { name: 'Request a New Link' }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.goto('/reset-password');
    await page.getByText(/invalid or has expired/).waitFor();
    await context.close();
  });
});
