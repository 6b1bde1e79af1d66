/**
 * A stop as the courier fills it in (issue 22 item 2), made into the body the server takes: the counts
 * typed or stepped (text in the fields), the signature or 'No one present', the photos. Checked on the
 * phone by the server's own schema (ZVisitBody), so the phone refuses what the server would, before it
 * is queued; each problem named by the catalogue key the screen shows it with.
 */
import type { CourierAction } from '@shared/domain/courier-visits';
import { ZVisitBody, type TVisitBody } from '@shared/schemas/courier';

export interface StopForm {
  action: CourierAction;
  /** Item -> the count as typed. */
  counts: Record<string, string>;
  noOnePresent: boolean;
  signerName: string;
  /** The signature as a PNG data URL, or null when the pad is empty. */
  signature: string | null;
  /** The photos' ids on the phone (the queue gives them their ids for the server). */
  photoIds: string[];
}

export type StopProblemKey = 'countsWhole' | 'signatureOrNobody' | 'signerNameNeeded' | 'photoForNoAccess' | 'tooManyPhotos' | 'invalid';
export type StopField = 'counts' | 'signature' | 'signerName' | 'photos' | 'other';
export interface StopProblem {
  field: StopField;
  key: StopProblemKey;
  /** For a count: its item. */
  item?: string;
}

/** A count as typed: digits only make a number; anything else (empty, '-1', '1.5') is not a whole number. */
const countOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The form's prefill: each item out on hire at the property, counted as expected. */
export function prefillCounts(onHire: { item: string; expected: number }[]): Record<string, string> {
  return Object.fromEntries(onHire.map((h) => [h.item, String(h.expected)]));
}

/** The body to queue, or what to put right (the server's rules, worded by the catalogue). */
export function checkStop(
  form: StopForm,
  card: { cardId: string; bagCode?: string },
  happenedAt: string,
): { body: TVisitBody; problems: null } | { body: null; problems: StopProblem[] } {
  const noAccess = form.action === 'no_access';
  const items = Object.keys(form.counts);
  const candidate = {
    cardId: card.cardId,
    ...(card.bagCode ? { bagCode: card.bagCode } : {}),
    action: form.action,
    happenedAt,
    counts: noAccess ? [] : items.map((item) => ({ item, counted: countOf(form.counts[item] ?? '') })),
    noOnePresent: noAccess || form.noOnePresent,
    ...(!noAccess && !form.noOnePresent && form.signerName.trim() ? { signerName: form.signerName.trim() } : {}),
    ...(!noAccess && !form.noOnePresent && form.signature ? { signature: form.signature } : {}),
    photoIds: form.photoIds,
  };
  const parsed = ZVisitBody.safeParse(candidate);
  if (parsed.success) return { body: candidate as TVisitBody, problems: null };
  const problems: StopProblem[] = parsed.error.issues.map((issue) => {
    const [field, index] = issue.path;
    if (field === 'counts') return { field: 'counts', key: 'countsWhole', item: typeof index === 'number' ? items[index] : undefined };
    if (field === 'signature') return { field: 'signature', key: 'signatureOrNobody' };
    if (field === 'signerName') return { field: 'signerName', key: 'signerNameNeeded' };
    if (field === 'photoIds') return { field: 'photos', key: noAccess && form.photoIds.length === 0 ? 'photoForNoAccess' : 'tooManyPhotos' };
    return { field: 'other', key: 'invalid' };
  });
  return { body: null, problems };
}
