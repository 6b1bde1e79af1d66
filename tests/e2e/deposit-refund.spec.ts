/**
 * Issue 18 point 5: a super admin refunds an archived property's paid deposit from the property
 * detail dialog (the deposit, the unpaid items and the balance, Confirm), through the test provider's
 * refund event; the owner then reads 'Deposit refunded £X on {date}' in the portal.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { depositRefundedText } from '@shared/domain/charges';
import { formatDate } from '@shared/format-dates';
import { baseURL, DESKTOP, expectNoHorizontalScroll, launch, newPage, PHONE, settled, signedIn, uniqueStamp } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Screenshots for a person to look at, when SHOTS_DIR names a folder. */
const shoot = process.env.SHOTS_DIR || null;
const stamp = uniqueStamp();
const name = `Refund Cottage ${stamp}`;
const origin = { origin: baseURL() };

describe('refunding a deposit', () => {
  it('a super admin refunds an archived property’s paid deposit, and the owner sees it refunded', async () => {
    if (shoot) fs.mkdirSync(shoot, { recursive: true });
    // The owner adds a property and pays its £100 deposit on the test checkout.
    const owner = await newPage(browser, DESKTOP);
    await signedIn(owner.page, 'owner@demo.linen');
    const { client } = await (await owner.page.request.get('/api/me/client')).json();
    const created = await owner.page.request.post('/api/properties', {
      data: { name, clientId: client.id, address: '5 Pier Road, Redcar TS10 3AA' },
      headers: origin,
    });
    expect(created.status()).toBe(201);
    const propertyId = (await created.json()).property.id as string;
    const started = await owner.page.request.post('/api/payments/deposit-checkout', { data: { propertyId }, headers: origin });
    expect(started.status()).toBe(200);
    const sessionId = new URL((await started.json()).url).pathname.split('/').pop()!;
    expect((await owner.page.request.post(`/api/payments/test-checkout/${sessionId}/pay`, { headers: origin })).status()).toBe(200);

    // The super admin archives it (the contract has ended), then refunds the deposit from its details.
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    expect((await admin.page.request.post(`/api/properties/${propertyId}/archive`, { headers: origin })).status()).toBe(200);
    const page = admin.page;
    await page.goto('/properties');
    await page.getByRole('tab', { name: /Archived Properties/ }).click();
    await page.getByRole('searchbox', { name: 'Search properties by name or address' }).fill(stamp);
    await page.getByRole('button', { name: `View details of ${name}` }).first().click();
    const details = page.getByRole('dialog', { name });
    await details.getByRole('button', { name: 'Refund deposit' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund deposit' });
    await refund.getByText('Balance to refund').waitFor();
    const summary = refund.locator('dl[aria-label="Deposit refund"]');
    expect(await summary.innerText()).toMatch(/Deposit paid \d{1,2} \w{3} \d{4}\s+£100\.00[\s\S]*Unpaid charges\s+None[\s\S]*Balance to refund\s+£100\.00/);
    await settled(page);
    if (shoot) await page.screenshot({ path: `${shoot}/refund-dialog-desktop.png` });
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    if (shoot) await page.screenshot({ path: `${shoot}/refund-dialog-phone.png` });

    await refund.getByRole('button', { name: 'Confirm refund of £100.00' }).click();
    await refund.waitFor({ state: 'detached' });
    await page.getByText('Deposit refund of £100.00 made').waitFor(); // the toast, so settled() waits for it to go
    const refunded = depositRefundedText(10_000, formatDate(new Date()));
    await details.getByText(refunded).first().waitFor();
    await settled(page);
    if (shoot) await page.screenshot({ path: `${shoot}/refund-done-phone.png` });
    // Once only: the server refuses a second refund.
    const again = await page.request.post(`/api/properties/${propertyId}/deposit-refund`, { data: {}, headers: origin });
    expect(again.status()).toBe(409);
    await admin.context.close();

    // The owner reads it in the portal, though the archived property is no longer listed there.
    await owner.page.goto('/portal');
    const notice = owner.page.getByRole('region', { name: 'Deposit refunds' });
    await notice.getByText(refunded).waitFor();
    expect(await notice.innerText()).toContain(name);
    await settled(owner.page);
    if (shoot) await owner.page.screenshot({ path: `${shoot}/refund-owner-desktop.png`, fullPage: false });
    await owner.page.getByRole('tab', { name: 'My Properties' }).click();
    await owner.page.getByRole('region', { name: 'Deposit refunds' }).getByText(refunded).waitFor();
    await owner.context.close();

    // And on a phone.
    const phone = await newPage(browser, PHONE);
    await signedIn(phone.page, 'owner@demo.linen');
    await phone.page.goto('/portal');
    await phone.page.getByRole('region', { name: 'Deposit refunds' }).getByText(refunded).waitFor();
    await expectNoHorizontalScroll(phone.page);
    await settled(phone.page);
    if (shoot) await phone.page.screenshot({ path: `${shoot}/refund-owner-phone.png` });
    await phone.context.close();
  });
});
