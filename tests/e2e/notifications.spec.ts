/**
 * Reminder e-mails (issue 9 item 8): the owner switches a kind off and on in Settings on a phone; a
 * reminder caught from the server's SMTP delivery carries an unsubscribe link that, opened signed out,
 * stops that kind only when the button is pressed; a link that is not valid says so. Axe on every state.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseURL, expectAccessible, expectNoHorizontalScroll, launch, newPage, settled, signedIn, waitForMails } from './browser';

const OWNER = 'owner@demo.linen';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const headers = () => ({ origin: baseURL() });

async function changeoverSwitch(page: Page) {
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'E-mail notifications' }) });
  await section.waitFor();
  return section.getByRole('switch', { name: 'Changeover due' });
}

async function enabledKinds(page: Page): Promise<Record<string, boolean>> {
  const res = await page.request.get('/api/notification-settings', { headers: headers() });
  const body = (await res.json()) as { settings: { kind: string; enabled: boolean }[] };
  return Object.fromEntries(body.settings.map((s) => [s.kind, s.enabled]));
}

/** As the super admin: a new property of the demo owner's with a card moved to Changeover Due. */
async function moveOwnersCardToChangeoverDue(admin: Page): Promise<string> {
  const clients = await (await admin.request.get(`/api/clients?search=${encodeURIComponent(OWNER)}&limit=5`, { headers: headers() })).json();
  const client = (clients.clients as { id: string; primaryEmail: string }[]).find((c) => c.primaryEmail === OWNER);
  expect(client).toBeDefined();
  const name = `Reminder Cottage ${randomUUID().slice(0, 6)}`;
  const property = await admin.request.post('/api/properties', {
    headers: headers(),
    data: { name, clientId: client!.id, address: '3 Bell Street, Stockton TS18 1AA' },
  });
  expect(property.status(), await property.text()).toBe(201);
  const propertyId = (await property.json()).property.id as string;
  const card = await admin.request.post('/api/linen-cards', { headers: headers(), data: { propertyId, status: 'on_beds' } });
  expect(card.status(), await card.text()).toBe(201);
  const teams = await (await admin.request.get('/api/cleaning-teams?active=true', { headers: headers() })).json();
  const moved = await admin.request.post(`/api/linen-cards/${(await card.json()).card.id}/move-to-changeover`, {
    headers: headers(),
    data: { teamId: teams.teams[0].id },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  return name;
}

describe('e-mail notifications', () => {
  it('the owner switches a kind off and on in Settings on a phone, saved at once', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, OWNER);
    await page.goto('/settings');
    const toggle = await changeoverSwitch(page);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await settled(page);
    await expectNoHorizontalScroll(page);

    await toggle.click();
    await page.getByText('Changeover due: e-mails off').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await settled(page);
    await page.reload();
    expect(await (await changeoverSwitch(page)).getAttribute('aria-checked')).toBe('false');
    expect(await enabledKinds(page)).toEqual({ request_decisions: true, changeover_due: false, payment_reminders: true });

    await (await changeoverSwitch(page)).click();
    await page.getByText('Changeover due: e-mails on').waitFor();
    expect(await enabledKinds(page)).toEqual({ request_decisions: true, changeover_due: true, payment_reminders: true });
    await settled(page);
    await context.close();
  }, 60_000);

  it('a caught reminder mail unsubscribes on a button press, signed out, for that kind only', async () => {
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin.page, 'admin@demo.linen');
    const propertyName = await moveOwnersCardToChangeoverDue(admin.page);
    const subject = `Changeover due: ${propertyName}`;
    let mail: { text: string } | undefined;
    const deadline = Date.now() + 60_000;
    while (!mail) {
      mail = (await waitForMails(OWNER, 1, 60_000)).find((m) => m.subject === subject);
      if (!mail && Date.now() > deadline) throw new Error(`no mail '${subject}'`);
      if (!mail) await new Promise((r) => setTimeout(r, 500));
    }
    expect(mail.text).toContain('a charge is applied automatically');
    const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    const phone = await newPage(browser, PHONE);
    await phone.page.goto(link!);
    const button = phone.page.getByRole('button', { name: 'Stop these e-mails' });
    await button.waitFor();
    await phone.page.getByText('Press the button to stop “Changeover due” e-mails.').waitFor();
    await expectAccessible(phone.page);
    await expectNoHorizontalScroll(phone.page);
    // Opening the link changed nothing (mail scanners open links).
    const owner = await newPage(browser, DESKTOP);
    await signedIn(owner.page, OWNER);
    expect((await enabledKinds(owner.page)).changeover_due).toBe(true);

    await button.click();
    await phone.page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await phone.page.getByRole('status').innerText()).toContain('“Changeover due” e-mails');
    await expectAccessible(phone.page);
    expect(await enabledKinds(owner.page)).toEqual({ request_decisions: true, changeover_due: false, payment_reminders: true });

    // Back on, as the owner would in Settings.
    const on = await owner.page.request.put('/api/notification-settings', { headers: headers(), data: { kind: 'changeover_due', enabled: true } });
    expect(on.status()).toBe(200);
    for (const c of [admin.context, phone.context, owner.context] as BrowserContext[]) await c.close();
  }, 120_000);

  it('a link that is not valid is refused in words, and one with no token says it is incomplete', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: 'Stop these e-mails' }).click();
    await page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid' }).waitFor();
    await expectAccessible(page);
    await page.goto('/unsubscribe');
    await page.getByRole('heading', { name: 'Link incomplete' }).waitFor();
    await expectAccessible(page);
    await context.close();
  }, 60_000);
});
