/**
 * A charge another feature makes (issue 22: a replacement for linen counted short, the missed collection
 * fee): inserted once by its unique (kind, dedupe_key) and audited as 'charge.created' in the caller's
 * transaction, through makeCharges (the path of every charge). Null when the key was taken (a
 * repeat or a parallel request got there first): nothing is added and nothing audited.
 */
import { CHARGE_KIND_LABELS } from '@shared/domain/charges';
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { RequestContext } from '../../lib/context';
import { issueInvoice } from '../invoices';
import { insertCharges, type ChargeRow, type NewCharge } from './charges.repo';

/**
 * Inserts the charges not made yet (charges.repo insertCharges, once per key) and issues each new one
 * its invoice in the same transaction (issue 23): every path that makes a charge comes through here.
 * Returns only the rows this call added.
 */
export async function makeCharges(tx: DbOrTx, rows: NewCharge[]): Promise<ChargeRow[]> {
  const made = await insertCharges(tx, rows);
  for (const c of made) {
    const line = { description: `${CHARGE_KIND_LABELS[c.kind]}: ${c.reason}`, grossPence: c.amountPence };
    await issueInvoice(tx, { source: 'charge', sourceId: c.id, clientId: c.clientId, propertyId: c.propertyId, lines: [line] }, c.createdAt);
  }
  return made;
}

export type NewOneOffCharge = Pick<
  NewCharge,
  | 'kind'
  | 'dedupeKey'
  | 'clientId'
  | 'propertyId'
  | 'linenCardId'
  | 'amountPence'
  | 'reason'
  | 'createdBy'
  | 'createdAt'
  | 'subjectType'
  | 'subjectId'
>;

export async function addChargeOnce(
  tx: DbOrTx,
  who: RequestContext | null,
  row: NewOneOffCharge,
  details: Record<string, unknown> = {},
): Promise<ChargeRow | null> {
  const [charge] = await makeCharges(tx, [row]);
  if (!charge) return null;
  await audit(tx, who, {
    action: 'charge.created',
    entityType: 'charge',
    entityId: charge.id,
    details: {
      kind: charge.kind,
      amountPence: charge.amountPence,
      reason: charge.reason,
      clientId: charge.clientId,
      propertyId: charge.propertyId,
      automatic: who === null,
      ...details,
    },
  });
  return charge;
}
