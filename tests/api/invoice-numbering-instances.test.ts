/**
 * Invoice numbers across instances (issue 23; decision 0194): invoice numbers are one gap-free
 * sequence however many app processes issue them at once. Two processes on one PostgreSQL take 20
 * checkout payments at the same moment: each payment gets exactly one invoice with one payment, the 20
 * numbers are 20 consecutive places, and the whole invoices table is numbered 1..N with no gap or
 * repeat, the sequence row at N. Then a third process is killed with SIGKILL while its payments wait for
 * the sequence's lock (held by the test, so the kill falls mid-transaction): what it was issuing rolls
 * back whole, the payments paid again elsewhere are numbered, and still there is no gap.
 * PostgreSQL only (PGlite is one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '@server/db/client';
import { appState, checkoutSessions, documentSequences, invoicePayments, invoices } from '@server/db/schema';
import { documentNumber } from '@shared/domain/invoices';
import { scratchPostgres, signUpOwner, startServer, type ServerProcess } from './server-process';

const BASE_URL = process.env.TEST_DATABASE_URL;
const PAYMENTS = 20;

/** The business details as the demo seed writes them (src/server/seed/seed-demo-invoices.ts), version 1. */
const BUSINESS = {
  legalName: 'Numbering Linen Ltd',
  address: '1 Quay Street\nFalmouth\nTR11 3HH',
  vatRegistered: true,
  vatNumber: 'GB123456782',
  vatRateBasisPoints: 2000,
  invoicePrefix: 'NUM-',
  creditNotePrefix: 'NCN-',
  paymentTermsText: 'Payment due within 14 days',
  paymentTermsDays: 14,
  depositsAsReceipts: true,
  logo: null,
  version: 1,
};

describe.runIf(BASE_URL)('invoice numbers on several instances', () => {
  let url = '';
  let drop = async () => {};
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie = '';
  const started: ServerProcess[] = [];
  // Numbering's job every minute and at start: the payments are what numbers here.
  const start = async () => {
    const s = await startServer({ DATABASE_URL: url, OUTBOX_INTERVAL_MS: '60000', LINEN_SWEEP_INTERVAL_MS: '60000', REMINDER_INTERVAL_MS: '60000' });
    started.push(s);
    return s;
  };

  beforeAll(async () => {
    const db = await scratchPostgres(BASE_URL!);
    url = db.url;
    drop = db.drop;
    a = await start(); // migrates and seeds first
    b = await start();
    database = openPostgres(url);
    await database.db
      .insert(appState)
      .values({ key: 'business_details', value: BUSINESS as unknown as Record<string, unknown>, updatedAt: new Date() });
    cookie = await signUpOwner(a, 'numbering@owner.example');
  }, 180_000);

  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await database?.close();
    await drop();
  });

  /** Starts `count` checkouts of the deep clean, alternating the processes; answers their ids. */
  async function startCheckouts(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await (i % 2 ? b : a).request('POST', '/api/payments/checkout', { cookie, body: { priceIds: ['price_deep_clean'] } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      ids.push(res.json.checkoutId);
    }
    return ids;
  }

  const pay = (server: ServerProcess, id: string) => server.request('POST', `/api/payments/test-checkout/${id}/pay`, { cookie });

  /** Each checkout has exactly one invoice, numbered, paid by exactly one card payment of its total. */
  async function expectOneInvoiceEach(checkoutIds: string[]) {
    const rows = await database.db.select().from(invoices).where(inArray(invoices.sourceId, checkoutIds));
    expect(rows).toHaveLength(checkoutIds.length);
    expect(new Set(rows.map((r) => r.sourceId))).toEqual(new Set(checkoutIds));
    const payments = await database.db
      .select()
      .from(invoicePayments)
      .where(
        inArray(
          invoicePayments.invoiceId,
          rows.map((r) => r.id),
        ),
      );
    for (const inv of rows) {
      expect(inv).toMatchObject({ sourceType: 'purchase', grossPence: 3500, paidPence: 3500, cardPaidPence: 3500, netPence: 2917, vatPence: 583 });
      const mine = payments.filter((p) => p.invoiceId === inv.id);
      expect(mine, inv.id).toHaveLength(1);
      expect(mine[0]).toMatchObject({ amountPence: 3500, via: 'card' });
    }
    const statuses = await database.db
      .select({ status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(inArray(checkoutSessions.id, checkoutIds));
    expect(statuses.every((s) => s.status === 'complete')).toBe(true);
    return rows;
  }

  /** The whole table: every invoice numbered, seqs exactly 1..N, numbers the prefix and six digits, the sequence at N. */
  async function expectGapFree() {
    const all = await database.db.select({ seq: invoices.seq, number: invoices.number }).from(invoices);
    expect(all.filter((r) => r.seq === null)).toEqual([]);
    const seqs = all.map((r) => r.seq!).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    for (const r of all) {
      expect(r.number).toBe(documentNumber('NUM-', r.seq!));
      expect(r.number).toMatch(/^NUM-\d{6}$/);
    }
    const [sequence] = await database.db.select().from(documentSequences).where(eq(documentSequences.name, 'invoice'));
    expect(sequence.lastValue).toBe(all.length);
    return all.length;
  }

  it('twenty payments at once on two processes: one invoice each, twenty consecutive numbers, 1..N with no gap', async () => {
    const ids = await startCheckouts(PAYMENTS);
    const paid = await Promise.all(ids.map((id, i) => pay(i % 2 ? a : b, id)));
    expect(paid.map((p) => p.status)).toEqual(ids.map(() => 200));

    const rows = await expectOneInvoiceEach(ids);
    const seqs = rows.map((r) => r.seq!).sort((x, y) => x - y);
    expect(new Set(seqs).size).toBe(PAYMENTS);
    expect(seqs[PAYMENTS - 1] - seqs[0]).toBe(PAYMENTS - 1);
    expect(await expectGapFree()).toBe(PAYMENTS);

    // The owner reads them back, each by its number, on either process.
    const list = await b.request('GET', '/api/invoices', { cookie });
    expect(list.status).toBe(200);
    expect(list.json.invoices.map((i: { number: string }) => i.number).sort()).toEqual(rows.map((r) => r.number).sort());
  }, 120_000);

  it('a process killed mid-issue leaves no number taken: its payments, paid again elsewhere, continue the sequence', async () => {
    const before = await expectGapFree();
    const c = await start();
    const ids = await startCheckouts(PAYMENTS);
    const onC = ids.filter((_, i) => i % 3 === 2);

    // Hold the sequence's lock, so every payment stops inside its transaction, waiting invoice recorded.
    const holder = new pg.Client({ connectionString: url });
    const watcher = new pg.Client({ connectionString: url });
    await holder.connect();
    await watcher.connect();
    try {
      await holder.query('begin');
      await holder.query(`select last_value from document_sequences where name = 'invoice' for update`);
      const paying = ids.map((id, i) =>
        pay([a, b, c][i % 3], id).then(
          (r) => r.status,
          () => 'killed' as const,
        ),
      );
      // Wait until all twenty stand at the lock (read from another connection: pg_stat_activity is
      // snapshotted once a transaction), then kill C with its transactions open.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows } = await watcher.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and query like '%document_sequences%'`,
        );
        if (rows[0].n >= PAYMENTS) break;
        if (Date.now() > deadline) throw new Error(`only ${rows[0].n} payments reached the sequence lock`);
        await new Promise((r) => setTimeout(r, 50));
      }
      c.child.kill('SIGKILL');
      await c.exited;
      await holder.query('commit');
      const statuses = await Promise.all(paying);
      ids.forEach((id, i) => expect(statuses[i], id).toBe(i % 3 === 2 ? 'killed' : 200));
    } finally {
      await holder.end().catch(() => {});
      await watcher.end().catch(() => {});
    }

    // What C was paying is not paid, nor invoiced: its transactions rolled back whole.
    const waitForRollback = Date.now() + 30_000;
    while ((await database.db.select().from(invoices).where(inArray(invoices.sourceId, onC))).length > 0) {
      if (Date.now() > waitForRollback) throw new Error("C's invoices outlived it");
      await new Promise((r) => setTimeout(r, 100));
    }
    const open = await database.db.select({ status: checkoutSessions.status }).from(checkoutSessions).where(inArray(checkoutSessions.id, onC));
    expect(open.map((s) => s.status)).toEqual(onC.map(() => 'open'));
    expect(await expectGapFree()).toBe(before + PAYMENTS - onC.length);

    // The owner pays them again on A: numbered next, and every checkout has its one invoice.
    const again = await Promise.all(onC.map((id, i) => pay(i % 2 ? a : b, id)));
    expect(again.map((r) => r.status)).toEqual(onC.map(() => 200));
    await expectOneInvoiceEach(ids);
    expect(await expectGapFree()).toBe(before + PAYMENTS);
  }, 180_000);
});
