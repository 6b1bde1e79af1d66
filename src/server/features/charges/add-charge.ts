/**
 * A charge another feature makes (issue 22: a replacement for linen counted short, the missed collection
 * fee): inserted once by its unique (kind, dedupe_key) and audited as 'charge.created' in the caller's
 * transaction, the path of every charge (charges.repo insertCharges). Null when the key was taken (a
 * repeat or a parallel request got there first): nothing is added and nothing audited.
 */
import type { DbOrTx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { RequestContext } from '../../lib/context';
import { insertCharges, type ChargeRow, type NewCharge } from './charges.repo';

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
  const [charge] = await insertCharges(tx, [row]);
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
