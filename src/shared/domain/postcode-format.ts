/** Display of a normalised postcode (docs/product.md §1.2.2): the checker stores it without spaces. */
import { COVERED_RANGES, normalisePostcode, postcodeParts } from './postcodes';

/**
 * Puts the space back before the inward code ('TS11AA' → 'TS1 1AA'). An outward code alone, or text
 * that is not shaped like a postcode, is returned normalised without a space.
 */
export function formatPostcode(input: string): string {
  const parts = postcodeParts(input);
  return parts?.inward ? `${parts.outward} ${parts.inward}` : normalisePostcode(input);
}

/** The covered districts in words: 'TS1 to TS8, …, TS24 to TS27 and DL1 to DL3'. */
export function describeCoverage(): string {
  const parts = COVERED_RANGES.map((r) => (r.from === r.to ? `${r.area}${r.from}` : `${r.area}${r.from} to ${r.area}${r.to}`));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
}
