/**
 * GET /api/statements on the bare baseline (issue 23 item 5; decision 0196): the bench owner's
 * statement over a year (5,200 weekly invoices, their payments and credit notes): the client, then the
 * same three reads as statements.repo (numbered invoices with the property's name, the payments
 * towards them, their credit notes, up to the period's end), the rows and balances from the same pure
 * rules, and a body of the same shape.
 */
import { addDays } from '@shared/domain/calendar';
import { londonMidnight, londonToday } from '@shared/domain/london-time';
import { buildStatement, statementEntries, type PaymentVia, type StatementFacts } from '@shared/domain/statements';
import type { CreditReason, InvoiceSource } from '@shared/domain/invoices';
import type { BareHandler } from '../lib/bare';

const iso = (d: unknown) => new Date(d as string).toISOString();
const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d));

export const statementPeriodOfBench = () => {
  const to = londonToday(new Date());
  return { from: addDays(to, -365), to };
};

export const ownerStatement: BareHandler = async (query, caller) => {
  const period = statementPeriodOfBench();
  const [client] = await query(`select id, name from clients where user_id = $1 order by created_at, id limit 1`, [caller.userId]);
  const until = londonMidnight(addDays(period.to, 1));
  const [invoices, payments, credits] = await Promise.all([
    query(
      `select i.id, i.number, i.source_type, i.kind, i.property_id, i.issue_date, coalesce(i.issued_at, i.raised_at) as issued_at, i.gross_pence,
         coalesce(p.name, i.customer->>'propertyName') as property_name
       from invoices i left join properties p on p.id = i.property_id
       where i.client_id = $1 and i.seq is not null and i.issue_date <= $2`,
      [client.id, period.to],
    ),
    query(
      `select ip.id, ip.invoice_id, ip.amount_pence, ip.via, ip.paid_at from invoice_payments ip join invoices i on i.id = ip.invoice_id
       where i.client_id = $1 and i.seq is not null and ip.paid_at < $2`,
      [client.id, until],
    ),
    query(
      `select cn.id, cn.invoice_id, cn.number, cn.reason, cn.issue_date, cn.issued_at, cn.gross_pence, cn.refund_pence
       from credit_notes cn join invoices i on i.id = cn.invoice_id
       where i.client_id = $1 and i.seq is not null and cn.issue_date <= $2`,
      [client.id, period.to],
    ),
  ]);
  const names = new Map<string, string>();
  for (const r of invoices) if (r.property_id && r.property_name) names.set(r.property_id as string, r.property_name as string);
  const facts: StatementFacts = {
    invoices: invoices.map((r) => ({
      id: r.id as string,
      number: r.number as string,
      source: r.source_type as InvoiceSource,
      kind: r.kind === 'deposit_receipt' ? 'deposit_receipt' : 'invoice',
      propertyId: r.property_id as string | null,
      issueDate: day(r.issue_date),
      issuedAt: iso(r.issued_at),
      grossPence: r.gross_pence as number,
    })),
    payments: payments.map((r) => ({
      id: r.id as string,
      invoiceId: r.invoice_id as string,
      amountPence: r.amount_pence as number,
      via: r.via as PaymentVia,
      paidDate: londonToday(new Date(r.paid_at as string)),
      paidAt: iso(r.paid_at),
    })),
    creditNotes: credits.map((r) => ({
      id: r.id as string,
      invoiceId: r.invoice_id as string,
      number: r.number as string,
      reason: r.reason as CreditReason,
      issueDate: day(r.issue_date),
      issuedAt: iso(r.issued_at),
      grossPence: r.gross_pence as number,
      refundPence: r.refund_pence as number,
    })),
  };
  const s = buildStatement(period, statementEntries(facts), names);
  return { client: { id: client.id, name: client.name }, period: s.period, sections: s.sections, total: s.total, generatedAt: new Date().toISOString() };
};
