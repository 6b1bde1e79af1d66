/**
 * An owner's statement (issue 23 item 5; decision 0196): every numbered invoice, payment, credit note
 * and refund of a period, per property and in total, with the balance the owner owes (positive) or is
 * owed (negative) after each row. Pure rules: the period, the entries' effect on the balance, the rows
 * with their running balance and the totals.
 *
 * What moves the balance:
 *   invoice issued                  + its gross
 *   payment by card or recorded     − the amount
 *   payment from the deposit        shown, but 0 when the deposit receipt's 'deposit_applied' credit
 *                                   note (same property, same instant: both are written in the refund's
 *                                   transaction) carries it; − the amount when no such note exists (a
 *                                   deposit taken before invoices, so it has no receipt to credit)
 *   credit note                     − its gross
 *   refund given back               + the credit note's refund
 * A payment made before its invoice was numbered is dated on the invoice's issue day.
 * So a deposit receipt paid by card, part applied to unpaid items and the rest refunded ends at 0.
 */
import { isCalendarDay } from './linen-requests';
import { INVOICE_SOURCE_LABELS, CREDIT_REASON_LABELS, type CreditReason, type InvoiceSource } from './invoices';

/** The longest period a statement covers, both ends included (a leap year). */
export const STATEMENT_MAX_DAYS = 366;

export const STATEMENT_MESSAGES = {
  badFrom: 'The start date must be a date written YYYY-MM-DD',
  badTo: 'The end date must be a date written YYYY-MM-DD',
  reversed: 'The end date must not be before the start date',
  tooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days: choose a shorter period`,
  clientRequired: 'Choose the client whose statement to show',
  chooseClient: 'You have more than one client account: choose which statement to show',
  notFound: 'Statement not found',
  empty: 'Nothing was invoiced, paid or credited in this period.',
} as const;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How many days a period covers, both ends included. */
export const periodDays = (from: string, to: string): number => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

export interface StatementPeriod {
  from: string;
  to: string;
}

/** The period asked for, or why it is refused (malformed, reversed, longer than STATEMENT_MAX_DAYS). */
export function statementPeriod(input: { from?: string; to?: string }): { period: StatementPeriod } | { problem: string; field: 'from' | 'to' } {
  const from = (input.from ?? '').trim();
  const to = (input.to ?? '').trim();
  if (!isCalendarDay(from)) return { problem: STATEMENT_MESSAGES.badFrom, field: 'from' };
  if (!isCalendarDay(to)) return { problem: STATEMENT_MESSAGES.badTo, field: 'to' };
  if (dayMs(to) < dayMs(from)) return { problem: STATEMENT_MESSAGES.reversed, field: 'to' };
  if (periodDays(from, to) > STATEMENT_MAX_DAYS) return { problem: STATEMENT_MESSAGES.tooLong, field: 'to' };
  return { period: { from, to } };
}

export type StatementPreset = 'this-month' | 'last-month' | 'this-year';
export const STATEMENT_PRESET_LABELS: Record<StatementPreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
};

/** The preset periods around London's today ('YYYY-MM-DD'): this month and this year end today. */
export function presetPeriod(preset: StatementPreset, today: string): StatementPeriod {
  const [y, m] = today.split('-').map(Number);
  if (preset === 'this-month') return { from: iso(Date.UTC(y, m - 1, 1)), to: today };
  if (preset === 'last-month') return { from: iso(Date.UTC(y, m - 2, 1)), to: iso(Date.UTC(y, m - 1, 0)) };
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

// ── Entries ─────────────────────────────────────────────────────────────────────────────────────

export type PaymentVia = 'card' | 'deposit' | 'recorded';

/** What the statement reads: numbered invoices, the payments towards them, their credit notes. */
export interface StatementFacts {
  invoices: {
    id: string;
    number: string;
    source: InvoiceSource;
    kind: 'invoice' | 'deposit_receipt';
    propertyId: string | null;
    issueDate: string;
    /** The instant it was issued (orders the rows of one day). */
    issuedAt: string;
    grossPence: number;
  }[];
  payments: { id: string; invoiceId: string; amountPence: number; via: PaymentVia; paidDate: string; paidAt: string }[];
  creditNotes: { id: string; invoiceId: string; number: string; reason: CreditReason; issueDate: string; issuedAt: string; grossPence: number; refundPence: number }[];
}

export type StatementEntryKind = 'invoice' | 'payment' | 'credit_note' | 'refund';

/** One line of a statement before it has its balance. */
export interface StatementEntry {
  id: string;
  kind: StatementEntryKind;
  date: string;
  at: string;
  propertyId: string | null;
  /** The document it is on: the invoice's number, or the credit note's. */
  reference: string;
  description: string;
  /** The amount as written on its document (always positive). */
  amountPence: number;
  /** What it does to the balance: + the owner owes more, − less. */
  effectPence: number;
}

const KIND_ORDER: Record<StatementEntryKind, number> = { invoice: 0, payment: 1, credit_note: 2, refund: 3 };

/** Oldest first; on one instant an invoice before its payments, credit notes, then refunds. */
export function compareEntries(a: StatementEntry, b: StatementEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (a.reference !== b.reference) return a.reference < b.reference ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const VIA_TEXT: Record<PaymentVia, string> = { card: 'Card payment', deposit: 'Paid from the deposit', recorded: 'Payment recorded' };

/** The facts as statement entries (all of them, in order), each with its effect on the balance. */
export function statementEntries(facts: StatementFacts): StatementEntry[] {
  const invoices = new Map(facts.invoices.map((i) => [i.id, i]));
  // The instants at which a deposit receipt of a property was credited as applied to unpaid items.
  const applied = new Set<string>();
  for (const c of facts.creditNotes) {
    const inv = invoices.get(c.invoiceId);
    if (inv && c.reason === 'deposit_applied') applied.add(`${inv.propertyId ?? ''}|${Date.parse(c.issuedAt)}`);
  }
  const entries: StatementEntry[] = [];
  for (const i of facts.invoices) {
    entries.push({
      id: `invoice:${i.id}`,
      kind: 'invoice',
      date: i.issueDate,
      at: i.issuedAt,
      propertyId: i.propertyId,
      reference: i.number,
      description: i.kind === 'deposit_receipt' ? `${INVOICE_SOURCE_LABELS.deposit} receipt` : `${INVOICE_SOURCE_LABELS[i.source] ?? 'Charge'} invoice`,
      amountPence: i.grossPence,
      effectPence: i.grossPence,
    });
  }
  for (const p of facts.payments) {
    const inv = invoices.get(p.invoiceId);
    if (!inv) continue; // a payment towards an invoice not numbered yet is not on a statement
    const carried = p.via === 'deposit' && applied.has(`${inv.propertyId ?? ''}|${Date.parse(p.paidAt)}`);
    // Paid before the invoice had its number (the business details were not set): shown on its issue
    // day, so a period's closing balance is always the next period's opening one.
    const early = p.paidDate < inv.issueDate || (p.paidDate === inv.issueDate && p.paidAt < inv.issuedAt);
    entries.push({
      id: `payment:${p.id}`,
      kind: 'payment',
      date: early ? inv.issueDate : p.paidDate,
      at: early ? inv.issuedAt : p.paidAt,
      propertyId: inv.propertyId,
      reference: inv.number,
      description: carried ? `${VIA_TEXT.deposit} (on the deposit's credit note)` : VIA_TEXT[p.via],
      amountPence: p.amountPence,
      effectPence: carried ? 0 : -p.amountPence,
    });
  }
  for (const c of facts.creditNotes) {
    const inv = invoices.get(c.invoiceId);
    if (!inv) continue;
    entries.push({
      id: `credit:${c.id}`,
      kind: 'credit_note',
      date: c.issueDate,
      at: c.issuedAt,
      propertyId: inv.propertyId,
      reference: c.number,
      description: `Credit note on ${inv.number}: ${CREDIT_REASON_LABELS[c.reason] ?? 'Credit'}`,
      amountPence: c.grossPence,
      effectPence: -c.grossPence,
    });
    if (c.refundPence > 0) {
      entries.push({
        id: `refund:${c.id}`,
        kind: 'refund',
        date: c.issueDate,
        at: c.issuedAt,
        propertyId: inv.propertyId,
        reference: c.number,
        description: `Refunded to you (credit note ${c.number})`,
        amountPence: c.refundPence,
        effectPence: c.refundPence,
      });
    }
  }
  return entries.sort(compareEntries);
}

// ── The statement ───────────────────────────────────────────────────────────────────────────────

/** A row as the statement shows it (the entry less what only orders and groups it). */
export interface StatementRow {
  id: string;
  kind: StatementEntryKind;
  date: string;
  reference: string;
  description: string;
  amountPence: number;
  effectPence: number;
  /** The property's balance after this row. */
  balancePence: number;
}

export interface StatementSums {
  openingPence: number;
  invoicedPence: number;
  /** Payments that moved the balance (card, recorded, and deposit money not carried by a credit note). */
  paidPence: number;
  creditedPence: number;
  refundedPence: number;
  closingPence: number;
}

export interface StatementSection extends StatementSums {
  propertyId: string | null;
  propertyName: string;
  rows: StatementRow[];
}

export interface Statement {
  period: StatementPeriod;
  sections: StatementSection[];
  total: StatementSums;
}

const emptySums = (openingPence: number): StatementSums => ({
  openingPence,
  invoicedPence: 0,
  paidPence: 0,
  creditedPence: 0,
  refundedPence: 0,
  closingPence: openingPence,
});

function addTo(sums: StatementSums, e: StatementEntry): void {
  if (e.kind === 'invoice') sums.invoicedPence += e.effectPence;
  else if (e.kind === 'payment') sums.paidPence -= e.effectPence;
  else if (e.kind === 'credit_note') sums.creditedPence -= e.effectPence;
  else sums.refundedPence += e.effectPence;
  sums.closingPence += e.effectPence;
}

/** The name a property's section goes by; invoices on no property (a plan, a purchase) go under 'Account'. */
export const NO_PROPERTY_NAME = 'Account';

/**
 * The statement of a period from every entry up to its end: entries before `from` make each
 * property's opening balance, the period's entries its rows with the balance after each. A property
 * appears when it has an opening balance or a row in the period; sections by name, 'Account' last.
 */
export function buildStatement(period: StatementPeriod, entries: readonly StatementEntry[], propertyNames: ReadonlyMap<string, string>): Statement {
  const sections = new Map<string, StatementSection>();
  const sectionOf = (propertyId: string | null) => {
    const key = propertyId ?? '';
    let s = sections.get(key);
    if (!s) {
      s = {
        propertyId,
        propertyName: propertyId === null ? NO_PROPERTY_NAME : (propertyNames.get(propertyId) ?? 'Property'),
        rows: [],
        ...emptySums(0),
      };
      sections.set(key, s);
    }
    return s;
  };
  // statementEntries gives them in order; anything else is put in order first.
  const inOrder = entries.every((e, i) => i === 0 || compareEntries(entries[i - 1], e) <= 0);
  for (const e of inOrder ? entries : [...entries].sort(compareEntries)) {
    if (e.date > period.to) continue;
    const s = sectionOf(e.propertyId);
    if (e.date < period.from) {
      s.openingPence += e.effectPence;
      s.closingPence += e.effectPence;
      continue;
    }
    addTo(s, e);
    s.rows.push({
      id: e.id,
      kind: e.kind,
      date: e.date,
      reference: e.reference,
      description: e.description,
      amountPence: e.amountPence,
      effectPence: e.effectPence,
      balancePence: s.closingPence,
    });
  }
  const kept = [...sections.values()]
    .filter((s) => s.rows.length > 0 || s.openingPence !== 0)
    .sort((a, b) => {
      if ((a.propertyId === null) !== (b.propertyId === null)) return a.propertyId === null ? 1 : -1;
      return a.propertyName.localeCompare(b.propertyName, 'en-GB') || (a.propertyId ?? '').localeCompare(b.propertyId ?? '');
    });
  const total = emptySums(0);
  for (const s of kept) {
    total.openingPence += s.openingPence;
    total.invoicedPence += s.invoicedPence;
    total.paidPence += s.paidPence;
    total.creditedPence += s.creditedPence;
    total.refundedPence += s.refundedPence;
    total.closingPence += s.closingPence;
  }
  return { period, sections: kept, total };
}

/** 'You owe £12.00', 'You are owed £3.00', 'Nothing owed'. */
export function balanceText(pence: number, formatted: (p: number) => string): string {
  if (pence > 0) return `You owe ${formatted(pence)}`;
  if (pence < 0) return `You are owed ${formatted(-pence)}`;
  return 'Nothing owed';
}

export const STATEMENT_KIND_LABELS: Record<StatementEntryKind, string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  refund: 'Refund',
};

/** The CSV's header: one row per statement row, the property's balance after it. */
export const STATEMENT_CSV_HEADER = ['Property', 'Date', 'Type', 'Reference', 'Description', 'Amount', 'Change', 'Balance'] as const;
