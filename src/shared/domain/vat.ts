/**
 * VAT on the app's prices (issue 23): every price an owner pays is a gross amount in pence (what the
 * checkout takes), so an invoice line's VAT is the VAT fraction of its gross, computed per line and
 * rounded to the penny (half up), and its net is the gross less that VAT. The invoice's totals are the
 * sums of its lines, so its gross equals the payment taken, to the penny.
 */

/**
 * How a line is taxed: 'standard' at the business's default rate, 'zero' rated (VAT at 0%), 'exempt'
 * from VAT, or 'outside' the scope of VAT (a deposit held, not income). A business that is not VAT
 * registered charges no VAT on anything, whatever the line's category.
 */
export type VatCategory = 'standard' | 'zero' | 'exempt' | 'outside';

export const VAT_CATEGORIES: readonly VatCategory[] = ['standard', 'zero', 'exempt', 'outside'];

export interface VatRegime {
  vatRegistered: boolean;
  /** The default (standard) rate in basis points, 2000 = 20%; null when not VAT registered. */
  vatRateBasisPoints: number | null;
}

export interface GrossLine {
  description: string;
  quantity: number;
  /** The line's whole amount, VAT included (quantity × unit price). */
  grossPence: number;
  category: VatCategory;
}

/** A line as an invoice states it. `vatRateBasisPoints` is null where no VAT rate applies (exempt, outside, not registered). */
export interface TaxedLine {
  description: string;
  quantity: number;
  /** What the invoice shows as the line's treatment: the category, or 'outside' for a business not registered. */
  category: VatCategory;
  vatRateBasisPoints: number | null;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export interface Totals {
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** The VAT inside a gross amount at a rate (basis points), rounded to the penny, half up: 120p at 20% is 20p. */
export function vatInGross(grossPence: number, rateBasisPoints: number): number {
  if (!Number.isInteger(grossPence) || !Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError('vatInGross: whole pence and a whole, non-negative rate');
  }
  if (rateBasisPoints === 0 || grossPence === 0) return 0;
  const sign = grossPence < 0 ? -1 : 1;
  const gross = Math.abs(grossPence);
  const divisor = 10_000 + rateBasisPoints;
  // round(gross × rate / divisor) in integers, half up: floor((2·gross·rate + divisor) / (2·divisor)).
  return sign * Math.floor((2 * gross * rateBasisPoints + divisor) / (2 * divisor));
}

/** The rate a line is taxed at under a regime: null where no VAT applies. */
export function lineRate(category: VatCategory, regime: VatRegime): number | null {
  if (!regime.vatRegistered || regime.vatRateBasisPoints === null) return null;
  if (category === 'standard') return regime.vatRateBasisPoints;
  if (category === 'zero') return 0;
  return null;
}

/** One line taxed: its rate under the regime, its VAT per line rounded to the penny, and its net. */
export function taxLine(line: GrossLine, regime: VatRegime): TaxedLine {
  const rate = lineRate(line.category, regime);
  const vat = rate === null ? 0 : vatInGross(line.grossPence, rate);
  return {
    description: line.description,
    quantity: line.quantity,
    category: regime.vatRegistered ? line.category : 'outside',
    vatRateBasisPoints: rate,
    netPence: line.grossPence - vat,
    vatPence: vat,
    grossPence: line.grossPence,
  };
}

export function taxLines(lines: readonly GrossLine[], regime: VatRegime): TaxedLine[] {
  return lines.map((l) => taxLine(l, regime));
}

export function totalsOf(lines: readonly Totals[]): Totals {
  return lines.reduce((t, l) => ({ netPence: t.netPence + l.netPence, vatPence: t.vatPence + l.vatPence, grossPence: t.grossPence + l.grossPence }), {
    netPence: 0,
    vatPence: 0,
    grossPence: 0,
  });
}

/**
 * The lines of a credit of `creditPence` against an invoice's lines: the whole invoice's lines when it
 * credits all that is left, else the amount shared over the lines in proportion to their gross (largest
 * remainder, so the shares add up to the credit exactly), each share's VAT at its line's rate, rounded
 * per line. Lines of £0 take no share.
 */
export function creditLines(invoiceLines: readonly TaxedLine[], creditPence: number): TaxedLine[] {
  const total = invoiceLines.reduce((s, l) => s + l.grossPence, 0);
  if (!Number.isInteger(creditPence) || creditPence <= 0 || creditPence > total) throw new RangeError('creditLines: a credit from 1p to the invoice total');
  if (creditPence === total) return invoiceLines.map((l) => ({ ...l }));
  const raw = invoiceLines.map((l) => (l.grossPence * creditPence) / total);
  const shares = raw.map(Math.floor);
  let left = creditPence - shares.reduce((a, b) => a + b, 0);
  const byRemainder = raw.map((r, i) => ({ i, rest: r - Math.floor(r) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return invoiceLines.flatMap((l, i) => {
    const gross = shares[i];
    if (gross === 0) return [];
    const vat = l.vatRateBasisPoints === null ? 0 : vatInGross(gross, l.vatRateBasisPoints);
    return [{ ...l, quantity: 1, grossPence: gross, vatPence: vat, netPence: gross - vat }];
  });
}

/** '20%', '5%', '17.5%', '0%'; 'Exempt', 'Outside scope' or 'No VAT' where no rate applies. */
export function vatRateLabel(line: Pick<TaxedLine, 'category' | 'vatRateBasisPoints'>, vatRegistered: boolean): string {
  if (!vatRegistered) return 'No VAT';
  if (line.vatRateBasisPoints !== null) return `${Number((line.vatRateBasisPoints / 100).toFixed(2))}%`;
  return line.category === 'exempt' ? 'Exempt' : 'Outside scope';
}
