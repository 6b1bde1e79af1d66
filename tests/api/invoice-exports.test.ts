/**
 * The bookkeeper's accounting exports (issue 23 item 6; decision 0195): invoices made for real through
 * the app (collections collected on the board, a charge made and waived into a credit note), exported
 * for Xero, QuickBooks Online and as a plain CSV. The Xero file's header is the template's, its amounts
 * add up to the invoices' totals less the credit notes' to the penny, the same period gives the same
 * bytes, only admins may export, and bad input is a 422 with no file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleaningTeams, clients, creditNoteLines, creditNotes, invoiceLines, invoices, linenCards, products, properties } from '@server/db/schema';
import { makeCharges } from '@server/features/charges/add-charge';
import { exportLinesPage, keyOf, type ExportKey } from '@server/features/invoices/invoice-exports.repo';
import { EXPORT_DOCUMENTS_PER_FILE, INVOICE_EXPORT_MESSAGES as M, PLAIN_EXPORT_HEADER, QUICKBOOKS_CREDIT_NOTE_HEADER, QUICKBOOKS_INVOICE_HEADER, XERO_HEADER } from '@shared/domain/invoice-exports';
import { londonToday } from '@shared/domain/london-time';
import { call, createTestApp, userWithRole, type TestApp } from './harness';
import { HARBOUR_LINEN } from './business-details-fixture';

let t: TestApp;
const cookies = {} as Record<'superAdmin' | 'admin' | 'manager' | 'staff' | 'owner', string>;
let clientId: string;
let teamId: string;
const today = londonToday(new Date());
const monthStart = `${today.slice(0, 8)}01`;

/** A small CSV reader (quoted cells, doubled quotes), so the tests check real cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const exportUrl = (q: Record<string, string>) => `/api/invoice-exports?${new URLSearchParams(q)}`;
const get = (cookie: string, q: Record<string, string>) => call(t, 'GET', exportUrl(q), { cookie });
const toPence = (pounds: string) => Math.round(Number(pounds) * 100);

/** A property of the client's with these services, its card at Changeover Due, collected on the board (its invoice issued). */
async function collected(name: string, priceIds: string[]) {
  const catalogue = await t.deps.db.select().from(products);
  const serviceIds = priceIds.map((p) => catalogue.find((r) => r.priceId === p)!.id);
  const [property] = await t.deps.db.insert(properties).values({ name, address: '2 Harbour Row, Falmouth', clientId, stripeProducts: serviceIds }).returning();
  const [card] = await t.deps.db
    .insert(linenCards)
    .values({ propertyId: property.id, clientId, status: 'changeover_due', cleaningTeamId: teamId, onBedsSince: new Date(Date.now() - 3 * 86_400_000) })
    .returning();
  const res = await call(t, 'POST', `/api/linen-cards/${card.id}/collect`, { cookie: cookies.staff });
  expect(res.status).toBe(200);
  return property;
}

beforeAll(async () => {
  t = await createTestApp();
  cookies.superAdmin = (await userWithRole(t, 'boss@provider.example', 'admin', true)).cookie;
  cookies.admin = (await userWithRole(t, 'ada@provider.example', 'admin')).cookie;
  cookies.manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  cookies.staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  const owner = await userWithRole(t, 'anna@owner.example', 'client');
  cookies.owner = owner.cookie;
  [{ id: clientId }] = await t.deps.db.insert(clients).values({ name: '=Anna Lets', primaryEmail: 'anna@owner.example', userId: owner.user.id }).returning();
  [{ id: teamId }] = await t.deps.db.insert(cleaningTeams).values({ name: 'Export Crew' }).returning();

  const details = await call(t, 'PUT', '/api/business-details', {
    cookie: cookies.superAdmin,
    body: HARBOUR_LINEN,
  });
  expect(details.status).toBe(200);

  await collected('Sea View', ['price_weekly_linen', 'price_towel_only']);
  const barn = await collected('@Harbour Barn', ['price_weekly_linen']);
  // A one-off charge (its invoice issued as it is made), then waived: its invoice credited in full.
  const [charge] = await t.deps.db.transaction((tx) =>
    makeCharges(tx, [
      {
        kind: 'late_changeover',
        dedupeKey: `export-test:${barn.id}`,
        clientId,
        propertyId: barn.id,
        amountPence: 1999,
        reason: '+Late bag',
        createdAt: new Date(),
      },
    ]),
  );
  expect((await call(t, 'POST', `/api/charges/${charge.id}/waive`, { cookie: cookies.admin, body: { reason: 'Owner was away' } })).status).toBe(200);
});
afterAll(async () => t?.close());

describe('the Xero export', () => {
  it('has the template’s header and one row per line; its amounts are the invoices’ totals less the credit notes’, to the penny', async () => {
    const res = await get(cookies.admin, { format: 'xero', from: monthStart, to: today });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="xero_sales_invoices_${monthStart}_to_${today}.csv"`);
    const [header, ...rows] = parseCsv(res.json as string);
    expect(header).toEqual([...XERO_HEADER]);

    const issued = await t.deps.db.select().from(invoices);
    const notes = await t.deps.db.select().from(creditNotes);
    expect(issued).toHaveLength(3);
    expect(issued.every((i) => i.seq !== null && i.issueDate === today)).toBe(true);
    expect(notes).toHaveLength(1);
    expect(rows).toHaveLength(2 + 1 + 1 + 1); // two lines, one, the charge's, and its credit note's

    const col = (name: (typeof XERO_HEADER)[number]) => XERO_HEADER.indexOf(name);
    const gross = rows.reduce((s, r) => s + Number(r[col('*Quantity')]) * toPence(r[col('*UnitAmount')]), 0);
    const vat = rows.reduce((s, r) => s + toPence(r[col('TaxAmount')]), 0);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(gross).toBe(sum(issued.map((i) => i.grossPence)) - sum(notes.map((n) => n.grossPence)));
    expect(vat).toBe(sum(issued.map((i) => i.vatPence ?? 0)) - sum(notes.map((n) => n.vatPence)));

    // In number order, the credit note last, negative, referencing the charge's invoice; formula text escaped.
    const numbers = rows.map((r) => r[col('*InvoiceNumber')]);
    expect(numbers).toEqual(['INV-000001', 'INV-000001', 'INV-000002', 'INV-000003', 'CN-000001']);
    const credit = rows[4];
    expect(credit[col('Reference')]).toBe('INV-000003');
    expect(toPence(credit[col('*UnitAmount')])).toBe(-1999);
    expect(rows.every((r) => r[col('*ContactName')] === "'=Anna Lets")).toBe(true);
    expect(rows[2][col('Reference')]).toBe("'@Harbour Barn");
    expect(rows[3][col('*Description')]).toBe('Late changeover: +Late bag');
    expect(rows.every((r) => r[col('*TaxType')] === '20% (VAT on Income)' && r[col('*AccountCode')] === '200')).toBe(true);
    expect(rows[0][col('*InvoiceDate')]).toBe(`${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`);
  });

  it('gives the same bytes when the period is exported again', async () => {
    const q = { format: 'xero', from: monthStart, to: today };
    const first = await get(cookies.superAdmin, q);
    const second = await get(cookies.admin, q);
    expect(first.status).toBe(200);
    expect(second.json).toBe(first.json);
  });

  it('takes the account codes given', async () => {
    const res = await get(cookies.admin, { format: 'xero', from: monthStart, to: today, salesAccount: '4000' });
    const [, ...rows] = parseCsv(res.json as string);
    expect(rows.every((r) => r[XERO_HEADER.indexOf('*AccountCode')] === '4000')).toBe(true);
  });

  it('is empty but for its header outside the period', async () => {
    const res = await get(cookies.admin, { format: 'xero', from: '2020-01-01', to: '2020-01-31' });
    expect(res.status).toBe(200);
    expect(parseCsv(res.json as string)).toEqual([[...XERO_HEADER]]);
  });
});

describe('the QuickBooks Online and plain exports', () => {
  it('puts invoices and credit notes in their own QuickBooks files, amounts positive', async () => {
    const inv = parseCsv((await get(cookies.admin, { format: 'quickbooks', from: monthStart, to: today })).json as string);
    expect(inv[0]).toEqual([...QUICKBOOKS_INVOICE_HEADER]);
    expect(inv.slice(1).map((r) => r[0])).toEqual(['INV-000001', 'INV-000001', 'INV-000002', 'INV-000003']);
    const cn = parseCsv((await get(cookies.admin, { format: 'quickbooks-credit-notes', from: monthStart, to: today })).json as string);
    expect(cn[0]).toEqual([...QUICKBOOKS_CREDIT_NOTE_HEADER]);
    expect(cn.slice(1)).toHaveLength(1);
    expect(cn[1][0]).toBe('CN-000001');
    expect(cn[1][QUICKBOOKS_CREDIT_NOTE_HEADER.indexOf('ItemAmount')]).toBe('19.99');
    expect(cn[1][QUICKBOOKS_CREDIT_NOTE_HEADER.indexOf('Memo')]).toBe('Credits INV-000003: Charge waived');
  });

  it('lists every line in the plain CSV, the credit note negative and the waived invoice credited', async () => {
    const [header, ...rows] = parseCsv((await get(cookies.admin, { format: 'csv', from: monthStart, to: today })).json as string);
    expect(header).toEqual([...PLAIN_EXPORT_HEADER]);
    const col = (name: (typeof PLAIN_EXPORT_HEADER)[number]) => PLAIN_EXPORT_HEADER.indexOf(name);
    expect(rows.map((r) => [r[col('Document Type')], r[col('Number')], r[col('Status')]])).toEqual([
      ['Invoice', 'INV-000001', 'Unpaid'],
      ['Invoice', 'INV-000001', 'Unpaid'],
      ['Invoice', 'INV-000002', 'Unpaid'],
      ['Invoice', 'INV-000003', 'Credited'],
      ['Credit note', 'CN-000001', 'Issued'],
    ]);
    expect(rows[4][col('Gross')]).toBe('-19.99');
    expect(rows[4][col('Invoice Number')]).toBe('INV-000003');
  });
});

describe('who may export, and what is refused', () => {
  it('refuses owners, staff and managers (403) and signed-out callers (401)', async () => {
    const q = { format: 'xero', from: monthStart, to: today };
    for (const cookie of [cookies.owner, cookies.staff, cookies.manager]) expect((await get(cookie, q)).status).toBe(403);
    expect((await call(t, 'GET', exportUrl(q))).status).toBe(401);
  });

  it.each([
    [{ format: 'xero', from: '2026-13-01', to: '2026-12-31' }, M.from],
    [{ format: 'xero', from: '2026-10-01', to: '31/10/2026' }, M.to],
    [{ format: 'xero', from: '2026-10-02', to: '2026-10-01' }, M.order],
    [{ format: 'xero', from: '2025-01-01', to: '2026-01-02' }, M.tooLong],
    [{ format: 'sage', from: '2026-10-01', to: '2026-10-31' }, M.format],
    [{ format: 'xero', to: '2026-10-31' }, M.from],
    [{ format: 'xero', from: '2026-10-01', to: '2026-10-31', salesAccount: '200; DROP' }, M.account],
    [{ format: 'xero', from: '2026-10-01', to: '2026-10-31', depositAccount: '12345678901' }, M.account],
  ])('refuses %j with a 422 and no file', async (q, message) => {
    const res = await get(cookies.admin, q as Record<string, string>);
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.json.error.message).toBe(message);
  });
});

describe('reading a period page by page', () => {
  it('gives the same lines in the same order whatever the page size, across invoices and credit notes', async () => {
    const period = { from: monthStart, to: today, documents: 'all' as const };
    const all = await exportLinesPage(t.deps.db, period, undefined, 100);
    expect(all.map((r) => `${r.number}/${r.position}`)).toEqual(['INV-000001/1', 'INV-000001/2', 'INV-000002/1', 'INV-000003/1', 'CN-000001/1']);
    for (const size of [1, 2, 3]) {
      const seen: string[] = [];
      let after: ExportKey | undefined;
      for (;;) {
        const page = await exportLinesPage(t.deps.db, period, after, size);
        seen.push(...page.map((r) => `${r.number}/${r.position}`));
        if (page.length < size) break;
        after = keyOf(page[page.length - 1]);
      }
      expect(seen).toEqual(all.map((r) => `${r.number}/${r.position}`));
    }
  });

  it('leaves out invoices waiting for their number', async () => {
    await t.deps.db.insert(invoices).values({
      sourceType: 'charge',
      sourceId: 'waiting-for-a-number',
      clientId,
      customer: { name: 'Waiting', email: null, propertyName: null, propertyAddress: null },
      draftLines: [{ description: 'Not issued', quantity: 1, grossPence: 500, category: 'standard' }],
      raisedAt: new Date(),
      grossPence: 500,
    });
    const lines = await exportLinesPage(t.deps.db, { from: monthStart, to: today, documents: 'all' }, undefined, 100);
    expect(lines).toHaveLength(5);
    expect(lines.some((r) => r.customer.name === 'Waiting')).toBe(false);
  });
});

describe('a period with more documents than Xero takes in one file', () => {
  // March 2025: 520 invoices (two lines each) and 5 credit notes (two lines each), 525 documents, on
  // days spread across the month so the export's order (day, invoices before credit notes, number)
  // differs from the order of the numbers.
  const period = { from: '2025-03-01', to: '2025-03-31' };
  const INVOICES = 520;
  const CREDIT_NOTES = 5;
  const dayOf = (i: number) => `2025-03-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
  const invNumber = (i: number) => `INV-5${String(i).padStart(5, '0')}`;
  const cnNumber = (i: number) => `CN-5${String(i).padStart(5, '0')}`;
  /** Every document's number in the export's order, worked out here from how they were seeded. */
  let expected: string[];
  let seedMs: number;

  beforeAll(async () => {
    const started = Date.now();
    const business = { ...HARBOUR_LINEN, logoId: null, version: 1 } as never;
    const customer = { name: 'Bulk Lets', email: 'bulk@owner.example', propertyName: 'Bulk House', propertyAddress: null };
    const line = (position: number) => ({ position, description: `Line ${position}`, quantity: 1, category: 'standard' as const, vatRateBasisPoints: 2000, netPence: 1000, vatPence: 200, grossPence: 1200 });
    const rows = await t.deps.db
      .insert(invoices)
      .values(
        Array.from({ length: INVOICES }, (_, i) => ({
          sourceType: 'charge',
          sourceId: `bulk-export-${i}`,
          clientId,
          customer,
          business,
          draftLines: [],
          raisedAt: new Date(`${dayOf(i)}T10:00:00Z`),
          issuedAt: new Date(`${dayOf(i)}T10:00:00Z`),
          issueDate: dayOf(i),
          dueDate: dayOf(i),
          seq: 50_000 + i,
          number: invNumber(i),
          netPence: 2000,
          vatPence: 400,
          grossPence: 2400,
        })),
      )
      .returning({ id: invoices.id });
    await t.deps.db.insert(invoiceLines).values(rows.flatMap((r) => [1, 2].map((p) => ({ invoiceId: r.id, ...line(p) }))));
    const notes = await t.deps.db
      .insert(creditNotes)
      .values(
        Array.from({ length: CREDIT_NOTES }, (_, j) => ({
          invoiceId: rows[j].id,
          seq: 50_000 + j,
          number: cnNumber(j),
          dedupeKey: `bulk-export-cn-${j}`,
          reason: 'charge_waived',
          business,
          issuedAt: new Date(`${dayOf(j)}T12:00:00Z`),
          issueDate: dayOf(j),
          netPence: 2000,
          vatPence: 400,
          grossPence: 2400,
        })),
      )
      .returning({ id: creditNotes.id });
    await t.deps.db.insert(creditNoteLines).values(notes.flatMap((r) => [1, 2].map((p) => ({ creditNoteId: r.id, ...line(p) }))));
    seedMs = Date.now() - started;

    const docs = [
      ...Array.from({ length: INVOICES }, (_, i) => ({ day: dayOf(i), doc: 0, seq: i, number: invNumber(i) })),
      ...Array.from({ length: CREDIT_NOTES }, (_, j) => ({ day: dayOf(j), doc: 1, seq: j, number: cnNumber(j) })),
    ];
    docs.sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.doc - b.doc || a.seq - b.seq));
    expected = docs.map((d) => d.number);
  });

  /** The documents' numbers in a file's rows, in order, each once, and how many lines each has there. */
  function documentsOf(rows: string[][], column: number): { numbers: string[]; lines: Map<string, number> } {
    const numbers: string[] = [];
    const lines = new Map<string, number>();
    for (const r of rows) {
      const n = r[column];
      if (numbers[numbers.length - 1] !== n) numbers.push(n);
      lines.set(n, (lines.get(n) ?? 0) + 1);
    }
    return { numbers, lines };
  }

  it('seeds quickly enough to test at the real limit', () => {
    expect(seedMs).toBeLessThan(20_000);
  });

  it('says how many documents there are and the parts, 500 a Xero file', async () => {
    const res = await call(t, 'GET', `/api/invoice-exports/parts?${new URLSearchParams({ format: 'xero', ...period })}`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      documents: 525,
      perFile: 500,
      parts: [
        { part: 1, parts: 2, first: 1, last: 500 },
        { part: 2, parts: 2, first: 501, last: 525 },
      ],
    });
    const plain = await call(t, 'GET', `/api/invoice-exports/parts?${new URLSearchParams({ format: 'csv', ...period })}`, { cookie: cookies.admin });
    expect(plain.json).toEqual({ documents: 525, perFile: null, parts: [{ part: 1, parts: 1, first: 1, last: 525 }] });
    const forbiddenToManager = await call(t, 'GET', `/api/invoice-exports/parts?${new URLSearchParams({ format: 'xero', ...period })}`, { cookie: cookies.manager });
    expect(forbiddenToManager.status).toBe(403);
  });

  it('writes Xero part 1 (the default) with the first 500 documents and part 2 with the rest, in the file’s order, no document split', async () => {
    const col = XERO_HEADER.indexOf('*InvoiceNumber');
    const first = await get(cookies.admin, { format: 'xero', ...period });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="xero_sales_invoices_2025-03-01_to_2025-03-31_part-1-of-2.csv"');
    const [header1, ...rows1] = parseCsv(first.json as string);
    expect(header1).toEqual([...XERO_HEADER]);
    const second = await get(cookies.admin, { format: 'xero', ...period, part: '2' });
    expect(second.status).toBe(200);
    expect(second.headers.get('content-disposition')).toBe('attachment; filename="xero_sales_invoices_2025-03-01_to_2025-03-31_part-2-of-2.csv"');
    const [header2, ...rows2] = parseCsv(second.json as string);
    expect(header2).toEqual([...XERO_HEADER]);

    const a = documentsOf(rows1, col);
    const b = documentsOf(rows2, col);
    expect(a.numbers).toHaveLength(EXPORT_DOCUMENTS_PER_FILE.xero!);
    expect(a.numbers).toEqual(expected.slice(0, 500));
    expect(b.numbers).toEqual(expected.slice(500));
    expect([...a.lines.values(), ...b.lines.values()].every((n) => n === 2)).toBe(true);
    expect(rows1).toHaveLength(1000);
    // The credit notes are among the documents counted, in their place: four in part 1, the last day's in part 2.
    expect(a.numbers.filter((n) => n.startsWith('CN-'))).toHaveLength(CREDIT_NOTES - 1);
    expect(b.numbers.at(-1)).toBe(cnNumber(3));
    expect(toPence(rows2.at(-1)![XERO_HEADER.indexOf('*UnitAmount')])).toBe(-1200);

    // The parts together are the plain CSV's documents, in its order (the plain CSV is one file).
    const [, ...plain] = parseCsv((await get(cookies.admin, { format: 'csv', ...period })).json as string);
    expect([...a.numbers, ...b.numbers]).toEqual(documentsOf(plain, PLAIN_EXPORT_HEADER.indexOf('Number')).numbers);
  });

  it('splits QuickBooks invoices 100 a file, credit notes left out', async () => {
    const res = await get(cookies.admin, { format: 'quickbooks', ...period, part: '6' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="quickbooks_invoices_2025-03-01_to_2025-03-31_part-6-of-6.csv"');
    const [, ...rows] = parseCsv(res.json as string);
    const invoicesOnly = expected.filter((n) => n.startsWith('INV-'));
    expect(documentsOf(rows, 0).numbers).toEqual(invoicesOnly.slice(500));
  });

  it('refuses a part beyond the last with a 422 that says which parts there are', async () => {
    const res = await get(cookies.admin, { format: 'xero', ...period, part: '3' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.json.error.message).toBe('This period has 2 parts: choose part 1 to 2');
    const plain = await get(cookies.admin, { format: 'csv', ...period, part: '2' });
    expect(plain.status).toBe(422);
    expect(plain.json.error.message).toBe('This period fits in one file: choose part 1');
    const zero = await get(cookies.admin, { format: 'xero', ...period, part: '0' });
    expect(zero.status).toBe(422);
    expect(zero.json.error.message).toBe(M.part);
  });

  it('keeps a period of 500 or fewer in one file named as before', async () => {
    const res = await get(cookies.admin, { format: 'xero', from: '2025-03-01', to: '2025-03-05' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="xero_sales_invoices_2025-03-01_to_2025-03-05.csv"');
    expect((await get(cookies.admin, { format: 'xero', from: '2025-03-01', to: '2025-03-05', part: '2' })).status).toBe(422);
  });
});
