/**
 * Invoices and credit notes (issue 23 items 2–4; decision 0194): a payment made before the business
 * details are set waits for its number and is numbered once they are; later ones are numbered at once in
 * one gap-free sequence; VAT per line from the details in force when issued (a change applies to new
 * invoices only); a deposit is a receipt outside the scope of VAT; another owner's invoice is 404; the
 * PDF states the business, the owner and the lines; a credit note cannot exceed what is left, refunds
 * what was paid by card, and a waived charge's invoice is credited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, charges, clients, creditNotes, invoices, linenCards, outbox, properties, subscriptions } from '@server/db/schema';
import { makeCharges } from '@server/features/charges/add-charge';
import { announceInvoices, runInvoiceNumbering } from '@server/features/invoices';
import { INVOICE_MESSAGES } from '@shared/domain/invoices';
import { APP_URL, call, createTestApp, userWithRole, type TestApp } from './harness';
import { pdfText } from './contracts-pdf-text';
import { HARBOUR_LINEN } from './business-details-fixture';
import sharp from 'sharp';
import { PDFDocument, PDFName } from '@pdfme/pdf-lib';

let t: TestApp;
let superAdmin: string;
let admin: string;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string; user: { id: string } };
let clientId: string;

const details = HARBOUR_LINEN;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await userWithRole(t, 'boss@provider.example', 'admin', true)).cookie;
  admin = (await userWithRole(t, 'ada@provider.example', 'admin')).cookie;
  owner = await userWithRole(t, 'anna@owner.example', 'client');
  other = await userWithRole(t, 'olly@owner.example', 'client');
  const [client] = await t.deps.db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: owner.user.id }).returning();
  clientId = client.id;
  await t.deps.db.insert(clients).values({ name: 'Olly Lets', primaryEmail: 'olly@owner.example', userId: other.user.id });
});
afterAll(() => t.close());

/** The owner buys one product through the test checkout and pays it; answers the checkout id. */
async function buy(cookie: string, priceId: string): Promise<string> {
  const started = await call(t, 'POST', '/api/payments/checkout', { cookie, body: { priceIds: [priceId] } });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const paid = await call(t, 'POST', `/api/payments/test-checkout/${started.json.checkoutId}/pay`, { cookie });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  return started.json.checkoutId;
}

const invoiceOf = async (sourceId: string) => (await t.deps.db.select().from(invoices).where(eq(invoices.sourceId, sourceId)))[0];

async function pdf(path: string, cookie: string) {
  const res = await t.app.request(`${APP_URL}${path}`, { headers: { cookie, origin: APP_URL } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

describe('invoices', () => {
  let first: string;

  it('waits for its number while the business details are not set, and is numbered once they are', async () => {
    const checkoutId = await buy(owner.cookie, 'price_deep_clean');
    const waiting = await invoiceOf(checkoutId);
    expect(waiting).toMatchObject({ number: null, seq: null, grossPence: 3500, paidPence: 3500, sourceType: 'purchase', clientId });
    const listed = await call(t, 'GET', '/api/invoices', { cookie: owner.cookie });
    expect(listed.json.invoices[0]).toMatchObject({ id: waiting.id, status: 'waiting', statusText: 'Number pending', number: null });
    expect((await pdf(`/api/invoices/${waiting.id}/pdf`, owner.cookie)).status).toBe(409);

    expect((await call(t, 'PUT', '/api/business-details', { cookie: superAdmin, body: details })).status).toBe(200);
    expect(await runInvoiceNumbering(t.deps)).toBe(1);
    const res = await call(t, 'GET', `/api/invoices/${waiting.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    // £35.00 gross at 20%: VAT is 35.00 × 20/120 = 5.833… → £5.83, net £29.17.
    expect(res.json).toMatchObject({ number: 'INV-000001', status: 'paid', grossPence: 3500, netPence: 2917, vatPence: 583, owedPence: 0 });
    expect(res.json.lines).toEqual([expect.objectContaining({ description: 'Deep Clean Service', vatRateLabel: '20%', netPence: 2917, vatPence: 583, grossPence: 3500 })]);
    expect(res.json.payments).toEqual([expect.objectContaining({ amountPence: 3500, via: 'card' })]);
    expect(res.json.dueDate).toBe(res.json.issueDate);
    first = waiting.id;
  });

  it('numbers the next one at once, the next in the sequence, and a VAT change applies to new invoices only', async () => {
    const second = await invoiceOf(await buy(owner.cookie, 'price_stain_removal'));
    expect(second).toMatchObject({ number: 'INV-000002', seq: 2, vatPence: 250, netPence: 1250 });

    expect((await call(t, 'PUT', '/api/business-details', { cookie: superAdmin, body: { ...details, vatRegistered: false } })).status).toBe(200);
    const third = await invoiceOf(await buy(owner.cookie, 'price_stain_removal'));
    expect(third).toMatchObject({ number: 'INV-000003', vatPence: 0, netPence: 1500 });
    const detail = await call(t, 'GET', `/api/invoices/${third.id}`, { cookie: owner.cookie });
    expect(detail.json.lines[0].vatRateLabel).toBe('No VAT');
    // The earlier invoices keep the details they were issued with.
    expect((await invoiceOf(second.sourceId)).business?.vatRegistered).toBe(true);
    const text = await pdfText((await pdf(`/api/invoices/${third.id}/pdf`, owner.cookie)).bytes);
    expect(text).toContain('Not VAT registered');
    expect((await call(t, 'PUT', '/api/business-details', { cookie: superAdmin, body: details })).status).toBe(200);
  });

  it('downloads as a PDF stating the business, the owner, the number and the lines, with the logo it was issued with', async () => {
    // A logo uploaded now is not the first invoice's (it snapshotted none); a new invoice draws it.
    const logo = await sharp({ create: { width: 1200, height: 300, channels: 4, background: { r: 14, g: 80, b: 120, alpha: 1 } } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(logo)], 'logo.png', { type: 'image/png' }));
    expect((await call(t, 'PUT', '/api/business-details/logo', { cookie: superAdmin, body: form })).status).toBe(200);
    const withLogo = await invoiceOf(await buy(owner.cookie, 'price_stain_removal'));
    expect(withLogo.business?.logoId).toMatch(/^[0-9a-f]{24}$/);
    const drawn = await pdf(`/api/invoices/${withLogo.id}/pdf`, owner.cookie);
    expect(drawn.status).toBe(200);
    expect((await PDFDocument.load(drawn.bytes)).getPage(0).node.Resources()?.lookup(PDFName.of('XObject'))).toBeDefined();

    const res = await pdf(`/api/invoices/${first}/pdf`, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const text = await pdfText(res.bytes);
    for (const part of ['Harbour Linen Ltd', 'VAT number GB 123 4567 82', 'INV-000001', 'Anna Lets', 'Deep Clean Service', '£29.17', '£5.83', '£35.00']) {
      expect(text).toContain(part);
    }
  });

  it('is announced to its owner by e-mail once, with a link to it', async () => {
    const announced = await announceInvoices(t.deps);
    expect(announced).toBeGreaterThanOrEqual(3);
    expect(await announceInvoices(t.deps)).toBe(0);
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'invoice-issued'));
    const first = mails.find((m) => m.subject === 'Invoice INV-000001: £35.00');
    expect(first).toMatchObject({ toAddress: 'anna@owner.example' });
    expect(first!.textBody).toContain('Harbour Linen Ltd has issued invoice INV-000001 for £35.00');
    expect(first!.textBody).toContain('It is paid: thank you.');
    expect(first!.textBody).toMatch(/View and download it \(PDF\): http:\/\/localhost:3000\/invoices\/[0-9a-f-]{36}/);
    expect(mails.filter((m) => m.subject.startsWith('Invoice INV-000001:'))).toHaveLength(1);
  });

  it("is 404 to another owner, and never in another owner's list", async () => {
    expect((await call(t, 'GET', `/api/invoices/${first}`, { cookie: other.cookie })).status).toBe(404);
    expect((await pdf(`/api/invoices/${first}/pdf`, other.cookie)).status).toBe(404);
    const list = await call(t, 'GET', '/api/invoices', { cookie: other.cookie });
    expect(list.status).toBe(200);
    expect(list.json.invoices).toEqual([]);
    // Staff who see the ledger read everyone's.
    expect((await call(t, 'GET', `/api/invoices/${first}`, { cookie: admin })).status).toBe(200);
  });

  it('a deposit gets a deposit receipt outside the scope of VAT', async () => {
    const [property] = await t.deps.db.insert(properties).values({ name: 'Gull Cottage', clientId }).returning();
    const started = await call(t, 'POST', '/api/payments/deposit-checkout', { cookie: owner.cookie, body: { propertyId: property.id } });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect((await call(t, 'POST', `/api/payments/test-checkout/${started.json.checkoutId}/pay`, { cookie: owner.cookie })).status).toBe(200);
    const receipt = await invoiceOf(property.id);
    expect(receipt).toMatchObject({ kind: 'deposit_receipt', sourceType: 'deposit', grossPence: 10000, vatPence: 0, netPence: 10000 });
    const detail = await call(t, 'GET', `/api/invoices/${receipt.id}`, { cookie: owner.cookie });
    expect(detail.json).toMatchObject({ status: 'paid', title: 'Deposit receipt: Damage deposit' });
    expect(detail.json.lines[0]).toMatchObject({ category: 'outside', vatRateLabel: 'Outside scope' });
  });
});

describe('plans', () => {
  /** A provider event, signed as the test provider signs, to the webhook. */
  async function providerEvent(id: string, type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({ id, type, data: { object } });
    const headers = (t.deps.payments as unknown as { sign: (b: string) => Record<string, string> }).sign(body);
    const res = await t.app.request(`${APP_URL}/api/payments/webhook`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
  }
  const unix = (d: Date) => Math.floor(d.getTime() / 1000);
  const periodMoved = (id: string, subscriptionId: string, periodEnd: Date) =>
    providerEvent(id, 'customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'active', current_period_end: unix(periodEnd) });
  /** Stripe's invoice for a period, paid; `parent` as API versions since 2025-03-31 name the subscription. */
  const invoicePaid = (id: string, subscriptionId: string, o: { periodEnd: Date; totalPence: number; paidPence?: number; reason?: string; parent?: boolean }) =>
    providerEvent(id, 'invoice.paid', {
      id: `in_${id}`,
      object: 'invoice',
      billing_reason: o.reason ?? 'subscription_cycle',
      total: o.totalPence,
      amount_paid: o.paidPence ?? o.totalPence,
      ...(o.parent ? { parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } } } : { subscription: subscriptionId }),
      lines: { data: [{ period: { start: unix(o.periodEnd) - 28 * 86_400, end: unix(o.periodEnd) } }] },
    });

  it('the first period is invoiced with the checkout, and each renewal once, at what the provider charged, paid by card', async () => {
    const checkoutId = await buy(owner.cookie, 'price_weekly_linen');
    const first = await invoiceOf(checkoutId);
    expect(first).toMatchObject({ sourceType: 'subscription', grossPence: 2500, paidPence: 2500, clientId });
    const [sub] = await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.user.id));
    const subscriptionId = sub.subscriptionId!;
    const renewals = () => t.deps.db.select().from(invoices).where(like(invoices.sourceId, `${subscriptionId}:%`));
    // The period moving on says nothing of what was charged: no invoice from it.
    await periodMoved('evt_period_2', subscriptionId, new Date('2027-01-25T00:00:00Z'));
    // The checkout's own first invoice at Stripe, and a free period: nothing more.
    await invoicePaid('evt_create', subscriptionId, { periodEnd: new Date('2026-12-25T00:00:00Z'), totalPence: 2500, reason: 'subscription_create' });
    await invoicePaid('evt_free', subscriptionId, { periodEnd: new Date('2027-01-25T00:00:00Z'), totalPence: 0 });
    expect(await renewals()).toHaveLength(0);
    // The renewal with a 20% discount, told twice (a redelivery under a new event id): one invoice for £20.00.
    await invoicePaid('evt_cycle_2', subscriptionId, { periodEnd: new Date('2027-02-25T00:00:00Z'), totalPence: 2000 });
    await invoicePaid('evt_cycle_2_again', subscriptionId, { periodEnd: new Date('2027-02-25T00:00:00Z'), totalPence: 2000, parent: true });
    // The next period at the full price, the subscription named as newer API versions name it, £5.00 of it
    // from the customer's balance at Stripe: the card paid £20.00.
    await invoicePaid('evt_cycle_3', subscriptionId, { periodEnd: new Date('2027-03-25T00:00:00Z'), totalPence: 2500, paidPence: 2000, parent: true });
    const made = (await renewals()).sort((a, b) => a.sourceId.localeCompare(b.sourceId));
    expect(made.map((m) => [m.sourceId, m.grossPence, m.paidPence])).toEqual([
      [`${subscriptionId}:2027-02-25T00:00:00.000Z`, 2000, 2000],
      [`${subscriptionId}:2027-03-25T00:00:00.000Z`, 2500, 2000],
    ]);
    expect(made[0]).toMatchObject({ clientId });
    expect(made[0].draftLines[0].description).toBe('Weekly Linen Service: the period to 25 Feb 2027');
    // A subscription this app never sold: acknowledged, nothing invoiced.
    await invoicePaid('evt_stranger', 'sub_unknown', { periodEnd: new Date('2027-02-25T00:00:00Z'), totalPence: 900 });
    expect(await t.deps.db.select().from(invoices).where(like(invoices.sourceId, 'sub_unknown:%'))).toHaveLength(0);
  });
});

describe('credit notes', () => {
  it('cannot exceed what is left, refund what was paid by card, and credit the invoice in full at the end', async () => {
    const inv = await invoiceOf(await buy(owner.cookie, 'price_deep_clean'));
    const path = `/api/invoices/${inv.id}/credit-notes`;
    expect((await call(t, 'POST', path, { cookie: owner.cookie, body: { amountPence: 100, note: 'x', requestId: crypto.randomUUID() } })).status).toBe(403);
    const tooMuch = await call(t, 'POST', path, { cookie: admin, body: { amountPence: 3501, note: 'Too much', requestId: crypto.randomUUID() } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.error.message).toBe(INVOICE_MESSAGES.creditTooMuch(3500));
    expect((await t.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id))).length).toBe(0);

    const once = { amountPence: 1000, note: 'Late delivery, goodwill', requestId: crypto.randomUUID() };
    const part = await call(t, 'POST', path, { cookie: admin, body: once });
    expect(part.status, JSON.stringify(part.json)).toBe(200);
    // The same form sent again (a double click, a retry after a lost answer): one credit note, one refund.
    const again = await call(t, 'POST', path, { cookie: admin, body: once });
    expect(again.status).toBe(200);
    expect(again.json.creditNotes).toHaveLength(1);
    expect((await t.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id))).length).toBe(1);
    expect(part.json).toMatchObject({ status: 'paid', creditedPence: 1000, creditableLeftPence: 2500 });
    expect(part.json.creditNotes).toEqual([expect.objectContaining({ number: 'CN-000001', grossPence: 1000, vatPence: 167, netPence: 833, refundPence: 1000, reason: 'goodwill' })]);
    const rest = await call(t, 'POST', path, { cookie: admin, body: { amountPence: 2500, note: 'Service cancelled', requestId: crypto.randomUUID() } });
    expect(rest.json).toMatchObject({ status: 'credited', statusText: 'Credited', creditableLeftPence: 0, canCredit: false });
    expect(rest.json.creditNotes.map((c: { number: string }) => c.number)).toEqual(['CN-000001', 'CN-000002']);
    expect((await call(t, 'POST', path, { cookie: admin, body: { amountPence: 1, note: 'More', requestId: crypto.randomUUID() } })).status).toBe(409);

    const text = await pdfText((await pdf(`/api/credit-notes/${rest.json.creditNotes[1].id}/pdf`, owner.cookie)).bytes);
    for (const part of ['Credit note', 'CN-000002', inv.number!, 'Service cancelled']) expect(text).toContain(part);
    expect((await pdf(`/api/credit-notes/${rest.json.creditNotes[1].id}/pdf`, other.cookie)).status).toBe(404);
  });

  it('the same form sent twice at once issues one credit note, one refund and one audit row', async () => {
    const inv = await invoiceOf(await buy(owner.cookie, 'price_deep_clean'));
    const body = { amountPence: 500, note: 'Goodwill, sent twice', requestId: crypto.randomUUID() };
    const path = `/api/invoices/${inv.id}/credit-notes`;
    const [a, b] = await Promise.all([call(t, 'POST', path, { cookie: admin, body }), call(t, 'POST', path, { cookie: admin, body })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const notes = await t.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id));
    expect(notes.map((n) => [n.grossPence, n.refundPence])).toEqual([[500, 500]]);
    const audits = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'credit_note.issued'), eq(auditLog.entityId, inv.id)));
    expect(audits).toHaveLength(1);
  });

  it("a waived charge's invoice is credited in full, and no refund is made", async () => {
    const [property] = await t.deps.db.insert(properties).values({ name: 'Wave House', clientId }).returning();
    const [card] = await t.deps.db.insert(linenCards).values({ propertyId: property.id, clientId, status: 'on_beds' }).returning();
    // A charge made as the hire clock makes one (makeCharges: the path of every charge).
    const [charge] = await t.deps.db.transaction((tx) =>
      makeCharges(tx, [{ kind: 'late_changeover', dedupeKey: `test:${card.id}`, clientId, propertyId: property.id, linenCardId: card.id, amountPence: 2500, reason: 'Linen on beds too long', createdAt: new Date() }]),
    );
    const inv = await invoiceOf(charge.id);
    expect(inv).toMatchObject({ grossPence: 2500, vatPence: 417, number: expect.stringMatching(/^INV-\d{6}$/) });
    expect((await call(t, 'GET', `/api/invoices/${inv.id}`, { cookie: owner.cookie })).json.status).toBe('unpaid');
    const waived = await call(t, 'POST', `/api/charges/${charge.id}/waive`, { cookie: admin, body: { reason: 'Guests stayed on' } });
    expect(waived.status, JSON.stringify(waived.json)).toBe(200);
    const after = await call(t, 'GET', `/api/invoices/${inv.id}`, { cookie: owner.cookie });
    expect(after.json).toMatchObject({ status: 'credited', owedPence: 0 });
    expect(after.json.creditNotes).toEqual([expect.objectContaining({ reason: 'waived', grossPence: 2500, refundPence: 0, note: 'Guests stayed on' })]);
    expect((await t.deps.db.select().from(charges).where(eq(charges.id, charge.id)))[0].status).toBe('waived');
  });
});

describe('the status filters', () => {
  it("list each invoice under exactly the status its page states (the list's SQL and the domain's invoiceStatus agree)", async () => {
    // An unpaid one beside the paid and credited ones the tests above made.
    const [property] = await t.deps.db.insert(properties).values({ name: 'Filter House', clientId }).returning();
    const [card] = await t.deps.db.insert(linenCards).values({ propertyId: property.id, clientId, status: 'on_beds' }).returning();
    await t.deps.db.transaction((tx) =>
      makeCharges(tx, [{ kind: 'late_changeover', dedupeKey: `filter:${card.id}`, clientId, propertyId: property.id, linenCardId: card.id, amountPence: 1200, reason: 'Linen on beds too long', createdAt: new Date() }]),
    );
    const all = async (status?: string) => {
      const seen: { id: string; status: string }[] = [];
      let cursor: string | null = null;
      do {
        const query: Record<string, string> = { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
        const page = await call(t, 'GET', `/api/invoices?${new URLSearchParams(query)}`, { cookie: admin });
        expect(page.status, JSON.stringify(page.json)).toBe(200);
        seen.push(...(page.json.invoices as { id: string; status: string }[]));
        cursor = page.json.nextCursor;
      } while (cursor);
      return seen;
    };
    const everything = await all();
    const byStatus = new Map<string, string[]>();
    for (const status of ['waiting', 'unpaid', 'paid', 'credited']) {
      const listed = await all(status);
      for (const inv of listed) expect(inv.status, `${inv.id} listed under ${status}`).toBe(status);
      byStatus.set(status, listed.map((i) => i.id));
    }
    // Every invoice under exactly one filter, and each filter holds every invoice of its status.
    expect([...byStatus.values()].flat().sort()).toEqual(everything.map((i) => i.id).sort());
    for (const [status, ids] of byStatus) expect(ids.sort()).toEqual(everything.filter((i) => i.status === status).map((i) => i.id).sort());
    for (const status of ['unpaid', 'paid', 'credited']) expect(byStatus.get(status)!.length, status).toBeGreaterThan(0);
  });
});
