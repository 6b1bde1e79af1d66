/**
 * The typed-name signature (docs/product.md §1.5): required, and at least 2 letters. Letters are Unicode
 * letters (\p{L}) that show: a name made only of zero-width spaces, joiners, direction marks, Hangul
 * fillers or other invisible characters is empty, so it can never sign a contract with a blank signer.
 * One rule for the public page, the in-app panel and the API's schema.
 */
export type SignatureCheck = { ok: true; name: string } | { ok: false; message: string };
export type SignatureScreen = 'panel' | 'public';

/** Letters that render as nothing (Hangul fillers); \p{L} counts them, a reader sees a blank. */
const BLANK_LETTERS = '\\u115F\\u1160\\u3164\\uFFA0';
/** Controls, format characters (zero-width, bidi marks, BOM), separators and blank letters. */
const INVISIBLE = `\\p{Cc}\\p{Cf}\\p{Z}\\s\\u2800${BLANK_LETTERS}`;
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');
const CONTROLS = /\p{Cc}/gu;
const SPACE_RUNS = /[\s\p{Z}]+/gu;
const VISIBLE_LETTER = new RegExp(`(?![${BLANK_LETTERS}])\\p{L}`, 'gu');

export const SIGNER_NAME_MIN_LETTERS = 2;

const MESSAGES: Record<SignatureScreen, { required: string; tooShort: string }> = {
  panel: { required: 'Please enter your full legal name to sign the contract', tooShort: 'Please enter your full legal name' },
  public: { required: 'Please enter your full name as signature', tooShort: 'Signature must be at least 2 characters' },
};

/** How many letters of the text a reader can see. */
export const visibleLetterCount = (text: string) => text.match(VISIBLE_LETTER)?.length ?? 0;

/**
 * Checks a typed name and gives the name to store: control characters dropped, invisible characters
 * trimmed from both ends, runs of spaces made one. Messages are the screen's own (docs/product.md §1.5).
 */
export function checkSignatureName(raw: string, screen: SignatureScreen): SignatureCheck {
  const name = raw.normalize('NFC').replace(CONTROLS, '').replace(EDGES, '').replace(SPACE_RUNS, ' ');
  if (!name) return { ok: false, message: MESSAGES[screen].required };
  if (visibleLetterCount(name) < SIGNER_NAME_MIN_LETTERS) return { ok: false, message: MESSAGES[screen].tooShort };
  return { ok: true, name };
}
