/**
 * Payments through the built-in test checkout, in a real browser: the demo owner pays a property's
 * deposit (task 3 ticked, deposit paid), cancels a checkout back to /pricing, and subscribes to a
 * plan, after which the shell shows the Current Plan box. Every page visited passes axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, DESKTOP, expectAccessible, launch, newPage, PHONE, signedIn } from './browser';

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

    await page.getByRole('link', { name: 'Dashboard' }).last().click();
    await page.waitForURL(/\/(clients|dashboard)/);
    await context.close();
  });

  it('cancelling the test checkout returns to /pricing and records nothing', async () => {
    const { context, page } = await signedInOwner();
    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Pricing & Services' }).waitFor();
    await page.getByText('Using the built-in catalogue').waitFor();
    await expectAccessible(page);
    const ordersBefore = (await (await page.request.get('/api/orders')).json()).length;
    await page.getByRole('region', { name: 'Test House', exact: true }).getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByRole('heading', { name: 'Pricing & Services' }).waitFor();
    expect((await (await page.request.get('/api/orders')).json()).length).toBe(ordersBefore);
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

  it('the product sync screen tells a super admin how to enable Stripe', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signedIn(page, 'admin@demo.linen');
    await page.waitForURL(/\/clients/);
    await page.goto('/stripe-setup');
    await page.getByRole('heading', { name: 'Product Sync' }).waitFor();
    await page.getByText('Stripe integration ready').waitFor();
    await page.getByText('Products (built-in catalogue)').waitFor();
    expect(await page.getByRole('button', { name: 'Sync Products' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
