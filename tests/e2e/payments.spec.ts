/**
 * Payments through the built-in test checkout, in a real browser: the demo owner pays a property's
 * deposit (task 3 ticked, deposit paid, a receipt e-mailed, 'Back to {property}'), cancels checkouts
 * back to /pricing (told nothing was charged; a deposit leads back to its property), finds nothing to
 * confirm on /success without a real checkout, subscribes to a plan (the shell shows the Current Plan
 * box) and, after confirming, switches plan, adds and cancels an add-on beside the plan; staff see
 * prices read-only; the Current Plan box never covers a link. Configuration hints are for super admins
 * only. Every page visited passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, DESKTOP, expectAccessible, launch, newPage, PHONE, signedIn, waitForMailWith } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const OWNER = 'owner@demo.linen';

async function signedInOwner(viewport = DESKTOP) {
  const { context, page } = await newPage(browser, viewport);
  await signedIn(page, OWNER);
  await page.waitForURL(/\/dashboard/);
  return { context, page };
}

async function payOnTestCheckout(page: Page) {
  await page.waitForURL(/\/checkout\/test\/cs_test_/);
  await page.getByText('Test payment — no card is charged').waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await page.waitForURL(/\/success\?session_id=cs_test_/);
  await page.getByText('Processing your payment...').waitFor();
  await page.getByRole('heading', { name: 'Payment successful!' }).waitFor({ timeout: 20_000 });
  await expectAccessible(page);
}

describe('payments journey', () => {
  it('an owner pays the damage deposit of a new property through the test checkout (phone)', async () => {
    const { context, page } = await signedInOwner(PHONE);
    const origin = { origin: baseURL() };
    const { client } = await (await page.request.get('/api/me/client')).json();
    const name = `Deposit Cottage ${Date.now()}`;
    const created = await page.request.post('/api/properties', {
      data: { name, clientId: client.id, address: '4 Marton Road, Middlesbrough TS1 3AA' },
      headers: origin,
    });
    expect(created.status()).toBe(201);
    const { property } = await created.json();
    expect(property.depositPaid).toBe(false);

    const started = await page.request.post('/api/payments/deposit-checkout', { data: { propertyId: property.id }, headers: origin });
    expect(started.ok()).toBe(true);
    const { url } = await started.json();
    await page.goto(url);
    await page.getByText(`Damage deposit · ${name}`).waitFor();
    await page.getByText('£100.00').first().waitFor();
    await payOnTestCheckout(page);
    await page.getByText(`The £100 damage deposit for ${name} is paid.`).waitFor();

    const after = await (await page.request.get(`/api/properties/${property.id}`)).json();
    expect(after.property.depositPaid).toBe(true);
    expect(after.property.onboardingTasks.find((t: { id: number }) => t.id === 3).completed).toBe(true);
    expect(after.property.onboardingProgress).toBeGreaterThan(property.onboardingProgress);

    // Paying again is refused.
    const again = await page.request.post('/api/payments/deposit-checkout', { data: { propertyId: property.id }, headers: origin });
    expect(again.status()).toBe(409);

    // The receipt reaches the payer through the outbox and SMTP.
    const receipt = await waitForMailWith(OWNER, `Property: ${name}`);
    expect(receipt.text).toContain('Thank you: we have received your damage deposit.');
    expect(receipt.text).toContain('Amount paid: £100.00');
    expect(receipt.text).toContain('For: Refundable damage deposit');
    expect(receipt.text).toMatch(/Order reference: [0-9a-f-]{36}/);

    // Back to the property (the owner's portal), and the Dashboard is the owner's.
    expect(await page.getByRole('link', { name: 'Dashboard' }).last().getAttribute('href')).toBe('/dashboard');
    await page.getByRole('link', { name: `Back to ${name}` }).click();
    await page.waitForURL(/\/portal$/);
    await context.close();
  });

  it('cancelling the test checkout returns to /pricing and records nothing', async () => {
    const { context, page } = await signedInOwner();
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Pricing & Services' }).waitFor();
    await page.getByText('Test payments', { exact: true }).waitFor();
    await expectAccessible(page);
    const ordersBefore = (await (await page.request.get('/api/orders?limit=200')).json()).orders.length;
    // The test product is not offered to owners (issue 19, experience Low).
    await page.getByRole('region', { name: 'Deep Clean Service', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Test House', exact: true }).count()).toBe(0);
    await page.getByRole('region', { name: 'Deep Clean Service', exact: true }).getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/pricing\?checkout=cancelled$/);
    await page.getByRole('heading', { name: 'Pricing & Services' }).waitFor();
    await page.getByText('Payment cancelled — nothing was charged').waitFor();
    expect(await page.getByRole('link', { name: /^Back to / }).count()).toBe(0);
    await expectAccessible(page);
    expect((await (await page.request.get('/api/orders?limit=200')).json()).orders.length).toBe(ordersBefore);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL(/\/pricing$/);
    // The notice goes with the query flag (it may re-render a moment after the URL changes).
    await page.getByText('Payment cancelled — nothing was charged').waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  it('a cancelled deposit checkout says nothing was charged and leads back to the property (phone)', async () => {
    const { context, page } = await signedInOwner(PHONE);
    const origin = { origin: baseURL() };
    const { client } = await (await page.request.get('/api/me/client')).json();
    const name = `Cancelled Deposit ${Date.now()}`;
    const { property } = await (await page.request.post('/api/properties', { data: { name, clientId: client.id }, headers: origin })).json();
    const started = await page.request.post('/api/payments/deposit-checkout', { data: { propertyId: property.id }, headers: origin });
    await page.goto((await started.json()).url);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/pricing\?checkout=cancelled&property=/);
    await page.getByText('Payment cancelled — nothing was charged').waitFor();
    await page.getByText('the damage deposit is still due', { exact: false }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: `Back to ${name}` }).click();
    await page.waitForURL(/\/portal$/);
    const setup = page.getByRole('region', { name });
    await setup.getByRole('button', { name: 'Pay £100' }).waitFor();
    await context.close();
  });

  it('/success confirms only a paid checkout of yours: with no session, or an unknown one, there is nothing to confirm', async () => {
    const { context, page } = await signedInOwner(PHONE);
    await page.goto('/success');
    await page.getByText('No payment to confirm', { exact: true }).waitFor();
    expect(await page.getByText('Payment successful!').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Pricing' }).waitFor();
    await expectAccessible(page);
    await page.goto('/success?session_id=cs_test_not_a_real_session');
    await page.getByText('Processing your payment...').waitFor();
    await page.getByText('No payment to confirm', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Payment successful!').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('tells property owners about test payments, never how to configure the server', async () => {
    const { context, page } = await signedInOwner();
    await page.goto('/pricing');
    await page.getByText('Payments here are in test mode: checkout is simulated and no card is charged.').waitFor();
    expect(await page.getByText(/STRIPE_/).count()).toBe(0);
    await context.close();
  });

  it('an owner subscribes on /pricing and the shell shows the Current Plan box', async () => {
    const { context, page } = await signedInOwner();
    await page.goto('/pricing');
    const card = page.getByRole('region', { name: 'Weekly Linen Service', exact: true });
    await card.getByText('Per month').waitFor();
    await card.getByText('£25.00').waitFor();
    expect(await page.getByText('Current Plan', { exact: true }).count()).toBe(0);
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await payOnTestCheckout(page);
    await page.getByText('Your Weekly Linen Service subscription is active.').waitFor();
    const plan = page.getByText('Current Plan', { exact: true });
    await plan.waitFor({ timeout: 10_000 });
    await page.getByText('Weekly Linen Service', { exact: true }).first().waitFor();

    await page.goto('/pricing');
    await page.getByRole('region', { name: 'Weekly Linen Service', exact: true }).getByRole('button', { name: 'Current plan' }).waitFor();
    await page.getByText('Current Plan', { exact: true }).waitFor();
    await context.close();
  });

  it('asks before another plan replaces the current one, then switches (one plan per user)', async () => {
    const { context, page } = await signedInOwner(PHONE);
    await page.goto('/pricing');
    const premium = page.getByRole('region', { name: 'Premium Linen Service', exact: true });
    await page.getByRole('region', { name: 'Weekly Linen Service', exact: true }).getByRole('button', { name: 'Current plan' }).waitFor();
    expect(await page.getByRole('region', { name: 'Weekly Linen Service', exact: true }).getByRole('button', { name: 'Subscribe' }).count()).toBe(0);

    await premium.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change your plan?' });
    await dialog.getByText('replaces Weekly Linen Service', { exact: false }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep current plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/pricing');

    await premium.getByRole('button', { name: 'Subscribe' }).click();
    await dialog.getByRole('button', { name: 'Switch plan' }).click();
    await payOnTestCheckout(page);
    await page.getByText('Your Premium Linen Service subscription is active.').waitFor();
    await page.goto('/pricing');
    await premium.getByRole('button', { name: 'Current plan' }).waitFor();
    await page.getByRole('region', { name: 'Weekly Linen Service', exact: true }).getByRole('button', { name: 'Subscribe' }).waitFor();
    const me = await (await page.request.get('/api/me')).json();
    expect(me.subscription).toMatchObject({ planName: 'Premium Linen Service', status: 'active' });
    await context.close();
  });

  it('an add-on sits beside the plan without asking, shows in the Current Plan box, and is cancelled after confirming', async () => {
    const { context, page } = await signedInOwner();
    await page.goto('/pricing');
    const towel = page.getByRole('region', { name: 'Towel-Only Service', exact: true });
    await towel.getByText('Add-on', { exact: true }).waitFor();
    await towel.getByRole('button', { name: 'Subscribe' }).click();
    // No plan-change question for an add-on.
    await payOnTestCheckout(page);
    await page.getByText('Your Towel-Only Service subscription is active.').waitFor();
    const box = page.getByRole('region', { name: 'Current Plan' });
    await box.getByText('Towel-Only Service').waitFor({ timeout: 10_000 });
    const plan = ((await (await page.request.get('/api/me')).json()) as { subscription: { planName: string } }).subscription.planName;
    await box.getByText(plan).waitFor();

    await page.goto('/pricing');
    const mine = page.getByRole('region', { name: 'Your subscriptions' });
    await mine.getByText('Towel-Only Service').waitFor();
    await towel.getByRole('button', { name: 'Active add-on' }).waitFor();
    await expectAccessible(page);
    await mine.getByRole('button', { name: 'Cancel subscription: Towel-Only Service' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Towel-Only Service?' });
    await dialog.getByText('Your plan stays as it is.', { exact: false }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.waitFor({ state: 'detached' });
    await mine.getByText('Towel-Only Service').waitFor({ state: 'detached', timeout: 10_000 });
    await box.getByText('Towel-Only Service').waitFor({ state: 'detached' });
    await box.getByText(plan).waitFor();
    await towel.getByRole('button', { name: 'Subscribe' }).waitFor();
    await context.close();
  });

  it('staff see prices read-only: no Buy buttons, and the server refuses them', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'manager@demo.linen');
    await page.waitForURL(/\/clients/);
    await page.goto('/pricing');
    await page.getByText('Prices for reference').waitFor();
    await page.getByRole('region', { name: 'Weekly Linen Service', exact: true }).getByText('£25.00').waitFor();
    for (const name of ['Pay Now', 'Subscribe', 'Current plan']) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Your subscriptions' }).count()).toBe(0);
    await expectAccessible(page);
    const refused = await page.request.post('/api/payments/checkout', { data: { priceIds: ['price_deep_clean'] }, headers: { origin: baseURL() } });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  for (const [label, viewport] of [
    ['1280x600', { width: 1280, height: 600 }],
    ['1280x800', DESKTOP],
    ['390x844 with the menu open', PHONE],
  ] as const) {
    it(`the Current Plan box never covers a navigation link (${label})`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signedIn(page, OWNER);
      await page.waitForURL(/\/dashboard/);
      // Run alone, the owner may have no plan yet: subscribe through the API (the journeys above use the UI).
      const me = await (await page.request.get('/api/me')).json();
      if (me.subscriptions.length === 0) {
        const origin = { origin: baseURL() };
        const started = await page.request.post('/api/payments/checkout', { data: { priceIds: ['price_weekly_linen'] }, headers: origin });
        const id = new URL((await started.json()).url).pathname.split('/').pop();
        expect((await page.request.post(`/api/payments/test-checkout/${id}/pay`, { headers: origin })).status()).toBe(200);
        await page.reload();
      }
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('region', { name: 'Current Plan' }).waitFor({ timeout: 10_000 });
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      expect(await links.count()).toBeGreaterThan(3);
      for (const link of await links.all()) {
        await link.scrollIntoViewIfNeeded();
        // The element on top at the link's centre is the link itself (or inside it): nothing covers it.
        const onTop = await link.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return Boolean(hit && el.contains(hit));
        });
        expect(onTop, await link.innerText()).toBe(true);
      }
      await expectAccessible(page);
      await context.close();
    });
  }

  it('the product sync screen tells a super admin how to enable Stripe', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.waitForURL(/\/clients/);
    await page.goto('/stripe-setup');
    await page.getByRole('heading', { name: 'Product Sync' }).waitFor();
    await page.getByText('Stripe integration ready').waitFor();
    // Configuration hints are for super admins: /pricing gives them too.
    await page.goto('/pricing');
    await page.getByText('Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET', { exact: false }).waitFor();
    await page.goto('/stripe-setup');
    await page.getByRole('heading', { name: 'Product Sync' }).waitFor();
    await page.getByText('Products (built-in catalogue)').waitFor();
    expect(await page.getByRole('button', { name: 'Sync Products' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
