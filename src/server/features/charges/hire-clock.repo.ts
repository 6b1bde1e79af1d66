/**
 * The hire clock's SQL (issue 18): the cheap indexed look for cards on beds long enough to be charged,
 * each property's contract overrides, the periods already charged, and the card locked while its
 * charges are made. Inserting a charge is insertCharges (charges.repo.ts), unique per key.
 */
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import { charges, linenCards, properties, propertyContracts } from '../../db/schema';

/** The statuses the clock runs in: linen on beds (on_beds, or moved on to changeover_due). */
const CLOCK_STATUSES = ['on_beds', 'changeover_due'] as const;

/**
 * Non-archived cards on beds since at or before the cutoff (index linen_cards_sweep_idx on
 * (status, on_beds_since) where not archived: one range per status), oldest first.
 */
export async function clockCandidates(db: DbOrTx, cutoff: Date, limit = 5000) {
  return db
    .select({ id: linenCards.id, propertyId: linenCards.propertyId, status: linenCards.status, onBedsSince: linenCards.onBedsSince })
    .from(linenCards)
    .where(and(inArray(linenCards.status, [...CLOCK_STATUSES]), eq(linenCards.archived, false), lte(linenCards.onBedsSince, cutoff)))
    .orderBy(asc(linenCards.onBedsSince), asc(linenCards.id))
    .limit(limit);
}

export interface ContractOverrides {
  lateChangeoverPence: number | null;
  lateChangeoverEveryDays: number | null;
}

/** Each property's latest contract's hire-clock overrides (property_contracts_latest_idx); absent = no contract. */
export async function contractOverrides(db: DbOrTx, propertyIds: string[]): Promise<Map<string, ContractOverrides>> {
  const out = new Map<string, ContractOverrides>();
  if (propertyIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([propertyContracts.propertyId], {
      propertyId: propertyContracts.propertyId,
      lateChangeoverPence: propertyContracts.lateChangeoverPence,
      lateChangeoverEveryDays: propertyContracts.lateChangeoverEveryDays,
    })
    .from(propertyContracts)
    .where(inArray(propertyContracts.propertyId, [...new Set(propertyIds)]))
    .orderBy(propertyContracts.propertyId, desc(propertyContracts.createdAt), desc(propertyContracts.id));
  for (const r of rows) out.set(r.propertyId, { lateChangeoverPence: r.lateChangeoverPence, lateChangeoverEveryDays: r.lateChangeoverEveryDays });
  return out;
}

/** The overrides of the latest contract of each active property in the scope (one query, for the owner's dashboard). */
export async function contractOverridesInScope(db: DbOrTx, scope: Scope): Promise<Map<string, ContractOverrides>> {
  const rows = await db
    .selectDistinctOn([propertyContracts.propertyId], {
      propertyId: propertyContracts.propertyId,
      lateChangeoverPence: propertyContracts.lateChangeoverPence,
      lateChangeoverEveryDays: propertyContracts.lateChangeoverEveryDays,
    })
    .from(propertyContracts)
    .innerJoin(properties, eq(properties.id, propertyContracts.propertyId))
    .where(and(eq(properties.archived, false), inScope(properties.clientId, scope)))
    .orderBy(propertyContracts.propertyId, desc(propertyContracts.createdAt), desc(propertyContracts.id));
  return new Map(rows.map((r) => [r.propertyId, { lateChangeoverPence: r.lateChangeoverPence, lateChangeoverEveryDays: r.lateChangeoverEveryDays }]));
}

/** The key of a card's on-beds start, as chargedPeriods groups them. */
export const onBedsKey = (cardId: string, onBedsSince: Date) => `${cardId}:${onBedsSince.toISOString()}`;

/** The late-changeover periods already charged (whatever their status: a waived one is never made again), per card and on-beds start. */
export async function chargedPeriods(db: DbOrTx, cardIds: string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (cardIds.length === 0) return out;
  const rows = await db
    .select({ cardId: charges.linenCardId, onBedsSince: charges.onBedsSince, period: charges.period })
    .from(charges)
    .where(and(inArray(charges.linenCardId, cardIds), eq(charges.kind, 'late_changeover')));
  for (const r of rows) {
    if (!r.cardId || !r.onBedsSince || r.period === null) continue;
    const key = onBedsKey(r.cardId, r.onBedsSince);
    out.set(key, [...(out.get(key) ?? []), r.period]);
  }
  return out;
}

/** The card locked for the rest of the transaction, with its property, or null when it is gone. */
export async function lockClockCard(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: linenCards.id,
      status: linenCards.status,
      onBedsSince: linenCards.onBedsSince,
      archived: linenCards.archived,
      clientId: linenCards.clientId,
      propertyId: linenCards.propertyId,
      propertyName: properties.name,
    })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .where(eq(linenCards.id, id))
    .for('update', { of: linenCards });
  return row ?? null;
}
