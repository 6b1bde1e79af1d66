/**
 * The owner's e-mail when a courier could not get in (issue 22): when, where, what happens next, and the
 * missed collection fee when one was added (decision 0192). A missed return or delivery names what the
 * courier came to do: the owner is never told we came to collect when we came to bring linen.
 */
import type { MissedStop } from '@shared/domain/courier-variances';
import { paymentsDueLink } from '@shared/domain/checkout';
import { formatPence } from '@shared/domain/money';
import { formatDateTime } from '@shared/format-dates';
import type { NewMail } from '../mail';

export interface NoAccessMailInput {
  to: { email: string; name: string };
  propertyName: string;
  happenedAt: Date;
  /** What the courier came for (the card's column when the stop was applied); a collection when not given. */
  stop?: MissedStop;
  /** The missed collection fee added for this visit, if any. */
  feePence?: number | null;
  appUrl?: string;
}

const CAME_TO: Record<MissedStop, { subject: string; verb: string; next: string }> = {
  collection: {
    subject: 'We could not collect your linen',
    verb: 'collect the linen',
    next: 'The bag stays due for collection and we will call again on the next round.',
  },
  return: {
    subject: 'We could not deliver your clean linen',
    verb: 'deliver the clean linen',
    next: 'We will bring it on the next round.',
  },
  delivery: {
    subject: 'We could not deliver your linen',
    verb: 'deliver the linen',
    next: 'We will bring it on the next round.',
  },
};

export function noAccessMail(input: NoAccessMailInput): NewMail {
  const stop = CAME_TO[input.stop ?? 'collection'];
  const fee =
    input.feePence && input.feePence > 0
      ? [
          '',
          `A missed collection fee of ${formatPence(input.feePence)} has been added to your account.`,
          ...(input.appUrl ? [`Pay it under Payments due: ${paymentsDueLink(input.appUrl)}`] : []),
        ]
      : [];
  return {
    to: input.to.email,
    kind: 'missed-collection',
    // No user-typed text in the subject (a header holds one line).
    subject: stop.subject,
    text: [
      `Hello ${input.to.name || 'there'},`,
      '',
      `Our courier called at ${input.propertyName} on ${formatDateTime(input.happenedAt)} but could not get in to ${stop.verb}.`,
      stop.next,
      'If there is a better time or a key safe code we should know, please reply to this e-mail.',
      ...fee,
    ].join('\n'),
  };
}
