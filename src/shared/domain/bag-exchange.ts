/**
 * The courier's bag exchange (docs/product.md §2.2 Bag Exchange, §4, §9; issue 8 items 13 and 14): bag label
 * codes (12 random hex characters printed as XXXX-XXXX-XXXX), what a scanned label opens, who may use
 * the screen and print labels, and the screen's timings. Shared by the server and the courier screen.
 */
import type { LinenStatus } from './linen';

/** The spec's bag-exchange timings (part 2 §9), in one place. */
export const BAG_EXCHANGE_TIMINGS = {
  /** The collect screen goes back home after this long without a touch (the timer restarts on every action). */
  idleReturnHomeMs: 20_000,
  /** The 'return this bag within 24 hours' popup after a collect. */
  collectPopupMs: 8_000,
  /** The popup after a return. */
  returnPopupMs: 6_000,
  /** The error popups. */
  errorPopupMs: 5_000,
  /** A collected bag should be back on beds within this many hours. */
  returnWithinHours: 24,
} as const;

export const BAG_MESSAGES = {
  noBagForLabel: 'No bag found for that label',
  enterLabelCode: 'Type the 12-character code printed under the QR code',
  bagCollected: (property: string) => `Bag collected from ${property}`,
  bagReturned: (property: string) => `Bag returned to ${property}`,
  bagDelivered: (property: string) => `Bag delivered to ${property}`,
  /** Under the 'Return Failed' title (LINEN_MESSAGES.returnBagFailed). */
  returnFailed: (property: string) => `The bag for ${property} could not be returned. Please try again.`,
  alreadyMoved: 'This bag was already moved by someone else. The list has been refreshed.',
  cameraUnavailable: 'The camera is not available on this device or in this browser. Type the code printed on the label instead.',
  cameraDenied: 'Camera access was refused. Allow the camera for this site in your browser settings, or type the code printed on the label.',
  notALabel: 'That QR code is not a bag label. Scan the label on the bag, or type its code.',
  labelsFailed: 'Failed to create the bag labels. Please try again.',
  chooseCards: 'Choose at least one bag',
} as const;

const LABEL_CODE_LENGTH = 12;

/**
 * The code a person typed or a camera read, as stored (12 upper-case hex characters), or null. Case,
 * dashes, spaces and dots are ignored; a full label URL (…/bag-exchange?bag=CODE) gives its code.
 */
export function normaliseLabelCode(input: string): string | null {
  let text = input.trim();
  const fromUrl = labelCodeInUrl(text);
  if (fromUrl !== undefined) text = fromUrl ?? '';
  const code = text.replace(/[\s\-–—.]/g, '').toUpperCase();
  return code.length === LABEL_CODE_LENGTH && /^[0-9A-F]+$/.test(code) ? code : null;
}

/** The bag= value of a URL; undefined when the text is not a URL, null when it is one without bag=. */
function labelCodeInUrl(text: string): string | null | undefined {
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).searchParams.get('bag');
  } catch {
    return null;
  }
}

/** 'A1B2-C3D4-E5F6': the stored code as printed under the QR code for typing. */
export function formatLabelCode(code: string): string {
  const upper = code.toUpperCase();
  return [upper.slice(0, 4), upper.slice(4, 8), upper.slice(8)].filter(Boolean).join('-');
}

/** What a label's QR code encodes: the bag-exchange screen opened on that bag (a phone's own camera app works too). */
export function bagLabelUrl(appUrl: string, code: string): string {
  return `${appUrl.replace(/\/+$/, '')}/bag-exchange?bag=${encodeURIComponent(code)}`;
}

export type BagStep = 'collect' | 'return' | 'deliver';

/**
 * A scanned bag opens its Deliver step (new: the first delivery), Collect step (changeover due) or Return
 * step (in transit), or says plainly why not (on beds: nothing to do yet).
 */
export type ScanOutcome = { step: BagStep } | { step: null; message: string };

export function scanOutcome(status: LinenStatus): ScanOutcome {
  switch (status) {
    case 'changeover_due':
      return { step: 'collect' };
    case 'in_transit':
      return { step: 'return' };
    case 'on_beds':
      return { step: null, message: 'This bag is on beds: nothing to deliver, collect or return yet' };
    case 'new':
      return { step: 'deliver' };
  }
}

/**
 * When the courier opened one step and the label belongs to the other (e.g. scanning a bag in transit
 * from the Collect screen), the plain message to show; null when the step matches.
 */
export function wrongStepMessage(wanted: BagStep, status: LinenStatus): string | null {
  const outcome = scanOutcome(status);
  if (outcome.step === null) return outcome.message;
  if (outcome.step === wanted) return null;
  if (outcome.step === 'deliver') return 'This bag is new: use Deliver';
  return outcome.step === 'return' ? 'This bag is in transit: use Return' : 'This bag is waiting to be collected: use Collect';
}
