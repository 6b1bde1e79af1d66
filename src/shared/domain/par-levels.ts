/**
 * Par levels per property (issue 24 item 3, decision 0197): the sets a property should hold = one on its
 * beds + the sets in the laundry cycle at its turnover rate + one spare, never below 3 (the spec's par
 * rule, 'Par is 3 times the on-bed count'), beside what it holds now (the stock assigned to it), with the
 * shortfall. Stock's Need to Order may use the sum of these pars instead of the spec's 3× on beds.
 */
import { BED_SIZES, emptyLinenInventory, LINEN_GROUPS, TOWEL_KINDS, type LinenInventory } from './properties';
import { STOCK_PAR_MULTIPLIER } from './stock-rows';
import { FORECAST_BUCKETS, LAUNDRY_TURNAROUND_DAYS, type BucketCounts } from './linen-forecast';
import { inventorySlotOf } from './stock-item-slots';

/** The turnover rate is read over this many weeks of changeovers. */
export const TURNOVER_WEEKS = 8;
/** The spec's floor: never fewer sets than this (3 × the set on the beds). */
export const PAR_MINIMUM_SETS = STOCK_PAR_MULTIPLIER;
export const SPARE_SETS = 1;

/** The start of the turnover period at `now`: TURNOVER_WEEKS weeks (of 7 × 24 hours) before it. */
export function turnoverSince(now: Date): Date {
  return new Date(now.getTime() - TURNOVER_WEEKS * 7 * 86_400_000);
}

/** Changeovers per week over the last TURNOVER_WEEKS weeks, to 2 decimals. */
export function turnoverPerWeek(changeoversInPeriod: number): number {
  return Math.round((Math.max(0, changeoversInPeriod) / TURNOVER_WEEKS) * 100) / 100;
}

/**
 * Sets away in the laundry cycle at a turnover rate: each changeover keeps a set away for the laundry's
 * turnaround, so on average rate × turnaround / 7 sets are away; rounded up (a part-set away still needs
 * a whole set), and 0 for a property with no changeovers.
 */
export function setsInCycle(perWeek: number): number {
  return perWeek <= 0 ? 0 : Math.ceil((perWeek * LAUNDRY_TURNAROUND_DAYS) / 7 - 1e-9);
}

/** Par in sets: 1 on the beds + the sets in the cycle + 1 spare, never below PAR_MINIMUM_SETS. */
export function parSets(perWeek: number): number {
  return Math.max(PAR_MINIMUM_SETS, 1 + setsInCycle(perWeek) + SPARE_SETS);
}

export interface PropertyParInput {
  /** Sets per changeover (setsOf its linen inventory). */
  sets: BucketCounts;
  /** Sets it holds now (setsOf the stock assigned to it). */
  held: BucketCounts;
  changeoversInPeriod: number;
}

export interface PropertyPar {
  perWeek: number;
  parSets: number;
  /** Par per bucket: parSets × the sets per changeover. */
  par: BucketCounts;
  held: BucketCounts;
  short: BucketCounts;
  /** Totals over the bed sizes (sets; held only on the sizes it uses), and towel packs. */
  parBedSets: number;
  heldBedSets: number;
  shortBedSets: number;
  parTowelPacks: number;
  heldTowelPacks: number;
  shortTowelPacks: number;
}

export function propertyPar(input: PropertyParInput): PropertyPar {
  const perWeek = turnoverPerWeek(input.changeoversInPeriod);
  const n = parSets(perWeek);
  const par = {} as BucketCounts;
  const short = {} as BucketCounts;
  for (const b of FORECAST_BUCKETS) {
    par[b] = n * input.sets[b];
    short[b] = Math.max(0, par[b] - input.held[b]);
  }
  const sum = (c: BucketCounts) => BED_SIZES.reduce((s, size) => s + c[size], 0);
  return {
    perWeek,
    parSets: n,
    par,
    held: { ...input.held },
    short,
    parBedSets: sum(par),
    // Held on the sizes its beds use: sets of another size cover nothing of its par.
    heldBedSets: BED_SIZES.reduce((n, size) => n + (par[size] > 0 ? input.held[size] : 0), 0),
    shortBedSets: sum(short),
    parTowelPacks: par.towels,
    heldTowelPacks: input.held.towels,
    shortTowelPacks: short.towels,
  };
}

/**
 * The pieces the properties' pars come to, in a linen inventory's shape: Σ parSets × the property's
 * inventory, piece by piece (covers, sheets, pillowcases per size; each towel kind).
 */
export function parPieces(properties: readonly { inventory: LinenInventory; parSets: number }[]): LinenInventory {
  const total = emptyLinenInventory();
  for (const p of properties) {
    for (const g of LINEN_GROUPS) for (const s of BED_SIZES) total[g][s] += p.parSets * p.inventory[g][s];
    for (const k of TOWEL_KINDS) total.towels[k] += p.parSets * p.inventory.towels[k];
  }
  return total;
}

/**
 * A stock item's par from the properties' pars: its slot's pieces (Super King covers, bath towels...);
 * null when the item fits no slot (consumables, other, an unknown size), which keeps the spec's rule.
 */
export function itemParFromProperties(item: { category: string; type: string; size: string }, pieces: LinenInventory): number | null {
  const slot = inventorySlotOf(item);
  if (!slot) return null;
  return slot.group === 'towels' ? pieces.towels[slot.kind] : pieces[slot.group][slot.size];
}

export const PAR_BASES = ['spec', 'properties'] as const;
export type ParBasis = (typeof PAR_BASES)[number];
export const PAR_BASIS_LABELS: Record<ParBasis, string> = {
  spec: '3 × on beds',
  properties: 'Sum of property pars',
};
