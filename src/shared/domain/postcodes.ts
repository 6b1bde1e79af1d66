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

/**
 * The UK postcode pattern, the one source of it for every reader of postcodes (the checker, the
 * postcode directory, the display, the day's round). Upper case, without spaces: an outward code — the
 * area's one or two letters, the district's digit, then a second digit or the district's letter ('TS1',
 * 'TS18', 'SW1A') — then, in a full postcode, an inward code — the sector's digit and the unit's two
 * letters ('1AA').
 */
const OUTWARD = '[A-Z]{1,2}\\d[A-Z\\d]?';
const INWARD = '\\d[A-Z]{2}';
/** A full postcode or an outward code alone: the outward code, then the inward code or ''. */
const POSTCODE = new RegExp(`^(${OUTWARD})(${INWARD})?$`);
const FULL_POSTCODE = new RegExp(`^${OUTWARD}${INWARD}$`);
/** A full postcode written in text, a space or none between its halves; global, for matchAll. */
const POSTCODE_IN_TEXT = new RegExp(`\\b(${OUTWARD})\\s*(${INWARD})\\b`, 'g');

/** A full UK postcode ('TS1 1AA', 'SW1A 1AA') or an outward code alone ('TS1', 'DL3'), spaces ignored. */
export function isUkPostcodeShape(input: string): boolean {
  const postcode = input.replace(/\s+/g, '').toUpperCase();
  return postcode.length <= POSTCODE_MAX_LENGTH && POSTCODE.test(postcode);
}

/** A full UK postcode ('TS1 1AA', not 'TS1' alone), spaces ignored. */
export function isFullPostcode(input: string): boolean {
  return FULL_POSTCODE.test(input.replace(/\s+/g, '').toUpperCase());
}

/**
 * Every full UK postcode written in a text, in the order written, normalised ('1 Quay St, Stockton TS18 1AA'
 * → ['TS181AA']). A postcode counts only as a whole word: 'XTS18 1AA' and 'TS18 1AAB' are not one.
 */
export function postcodesIn(text: string): string[] {
  return [...text.toUpperCase().matchAll(POSTCODE_IN_TEXT)].map((m) => `${m[1]}${m[2]}`);
}

/** The parts of a UK postcode ('SW1A 2AA': outward SW1A, inward 2AA; area SW, district 1 and A, sector 2, unit AA). */
export interface PostcodeParts {
  outward: string; // 'SW1A'
  inward: string; // '2AA'; '' for an outward code alone
  area: string; // 'SW'
  district: number; // 1 (TS01 is district 1)
  districtLetter: string; // 'A'; '' when the district has none
  sector: number | null; // 2; null for an outward code alone
  unit: string; // 'AA'; '' for an outward code alone
}

/** The parts of a full postcode or an outward code alone (normalised first), or null when it is neither. */
export function postcodeParts(input: string | null | undefined): PostcodeParts | null {
  if (!input) return null;
  const match = POSTCODE.exec(normalisePostcode(input));
  if (!match) return null;
  const outward = match[1];
  const inward = match[2] ?? '';
  const area = /^[A-Z]+/.exec(outward)![0];
  const districtLetter = /[A-Z]$/.test(outward) ? outward.slice(-1) : ''; // the area's letters are followed by a digit
  const district = Number(outward.slice(area.length, outward.length - districtLetter.length));
  return {
    outward,
    inward,
    area,
    district,
    districtLetter,
    sector: inward ? Number(inward[0]) : null,
    unit: inward.slice(1),
  };
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

export function isPostcodeCovered(input: string): boolean {
  const parts = postcodeParts(input);
  if (!parts) return false;
  return COVERED_RANGES.some((r) => r.area === parts.area && parts.district >= r.from && parts.district <= r.to);
}
