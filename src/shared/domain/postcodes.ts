/** Postcode coverage of docs/product.md §1.9. */
export const POSTCODE_MAX_LENGTH = 8;

export const COVERED_RANGES: readonly { area: string; from: number; to: number }[] = [
  { area: 'TS', from: 1, to: 8 },
  { area: 'TS', from: 10, to: 12 },
  { area: 'TS', from: 16, to: 21 },
  { area: 'TS', from: 24, to: 27 },
  { area: 'DL', from: 1, to: 3 },
];

/** Spaces ignored, uppercased, at most 8 characters. */
export function normalisePostcode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase().slice(0, POSTCODE_MAX_LENGTH);
}

/** What the checker says for text that is not shaped like a UK postcode (issue 7 C6). */
export const NOT_A_POSTCODE_MESSAGE = "That doesn't look like a UK postcode";

/** A full UK postcode ('TS1 1AA', 'SW1A 1AA') or an outward code alone ('TS1', 'DL3'), spaces ignored. */
const FULL_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;
const OUTWARD_CODE = /^[A-Z]{1,2}\d[A-Z\d]?$/;

export function isUkPostcodeShape(input: string): boolean {
  const postcode = input.replace(/\s+/g, '').toUpperCase();
  return postcode.length <= POSTCODE_MAX_LENGTH && (FULL_POSTCODE.test(postcode) || OUTWARD_CODE.test(postcode));
}

/**
 * The checker's input as it is typed: uppercased, spaces kept where typed (a run of them made one, none
 * leading), and at most 8 characters besides the spaces (spaces are ignored by the 8-character limit).
 */
export function typedPostcode(input: string): string {
  let kept = 0;
  let out = '';
  for (const ch of input.toUpperCase().replace(/\s+/g, ' ').replace(/^ /, '')) {
    if (kept === POSTCODE_MAX_LENGTH) break;
    if (ch !== ' ') kept += 1;
    out += ch;
  }
  return out;
}

/**
 * The outward code's area letters and district number, read from a full or partial postcode. A full
 * postcode ends in a three-character inward code (digit, letter, letter) which is removed first.
 */
function outwardDistrict(postcode: string): { area: string; district: number } | null {
  const full = /^([A-Z]{1,2})(\d{1,2})[A-Z]?\d[A-Z]{2}$/.exec(postcode);
  const outwardOnly = /^([A-Z]{1,2})(\d{1,2})[A-Z]?$/.exec(postcode);
  const match = full ?? outwardOnly;
  if (!match) return null;
  return { area: match[1], district: Number(match[2]) };
}

export function isPostcodeCovered(input: string): boolean {
  const district = outwardDistrict(normalisePostcode(input));
  if (!district) return false;
  return COVERED_RANGES.some(
    (r) => r.area === district.area && district.district >= r.from && district.district <= r.to,
  );
}
