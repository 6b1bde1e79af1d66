/**
 * Onboarding actions follow who may do what (spec part 1 §4, §6). An owner may tick task 3 by hand,
 * but a tick is not a payment: 'Pay £100' stays, the deposit shows Pending, and the note says no
 * deposit was received. A courier (read-only) is offered no payment and no tick boxes; a manager is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { afterToasts, baseURL, DESKTOP, expectAccessible, expectNoHorizontalScroll, launch, newPage, PHONE, signedIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const name = `Ticked Cottage ${stamp}`;

const settled = async (page: Page) => {
  await afterToasts(page);
  await expectAccessible(page);
};

describe('onboarding actions', () => {
  it("keeps 'Pay £100' after the owner ticks the deposit task by hand, and says nothing was received (phone)", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, 'owner@demo.linen');
    const { client } = await (await page.request.get('/api/me/client')).json();
    const created = await page.request.post('/api/properties', {
      data: { name, clientId: client.id, address: '3 Pier Road, Redcar TS10 3AA' },
      headers: { origin: baseURL() },
    });
    expect(created.status()).toBe(201);

    await page.goto('/portal');
    const setup = page.getByRole('region', { name });
    await setup.getByText('1 of 5 tasks complete').waitFor();
    await setup.getByRole('checkbox', { name: 'Pay £100 damage deposit' }).click();
    await setup.getByText('2 of 5 tasks complete').waitFor();
    await setup.getByText('Marked complete — deposit not yet received').waitFor();
    expect(await setup.getByText(/by our team/).count()).toBe(0);
    expect(await setup.getByRole('button', { name: 'Pay £100' }).isEnabled()).toBe(true);
    await expectNoHorizontalScroll(page);
    await settled(page);

    await page.getByRole('tab', { name: 'My Properties' }).click();
    const card = page.getByRole('region', { name });
    await card.waitFor();
    expect(await card.getByText('Pending', { exact: true }).count()).toBe(2); // contract and deposit
    expect(await card.getByRole('button', { name: 'Pay £100' }).count()).toBe(1);

    const { properties } = await (await page.request.get(`/api/properties?search=${encodeURIComponent(stamp)}`)).json();
    expect(properties[0]).toMatchObject({ name, depositPaid: false });
    await context.close();
  });

  it('offers a courier no payment and no ticks, and a manager both', async () => {
    for (const who of ['courier', 'manager'] as const) {
      const { context, page } = await newPage(browser, DESKTOP);
      await signedIn(page, `${who}@demo.linen`);
      await page.goto('/properties');
      await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(stamp);
      await page.getByRole('button', { name: new RegExp(`^Onboarding of ${name}`) }).click();
      const onboarding = page.getByRole('dialog', { name: 'Property Onboarding' });
      await onboarding.getByText('2 of 5 tasks complete').waitFor();
      await onboarding.getByText('Marked complete — deposit not yet received').waitFor();
      const pay = onboarding.getByRole('button', { name: 'Pay £100' });
      if (who === 'courier') {
        expect(await pay.count()).toBe(0);
        expect(await onboarding.getByRole('checkbox').count()).toBe(0);
        expect(await onboarding.getByRole('button', { name: /services|details|client/i }).count()).toBe(0);
      } else {
        expect(await pay.isEnabled()).toBe(true);
        expect(await onboarding.getByRole('checkbox').count()).toBe(5);
      }
      await settled(page);
      await context.close();
    }
  });
});
