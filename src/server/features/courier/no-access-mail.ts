/** The owner's e-mail when a courier could not get in to collect (issue 22): when, where, and what happens next. */
import { formatDateTime } from '@shared/format-dates';
import type { NewMail } from '../mail';

export interface NoAccessMailInput {
  to: { email: string; name: string };
  propertyName: string;
  happenedAt: Date;
}

export function noAccessMail(input: NoAccessMailInput): NewMail {
  return {
    to: input.to.email,
    kind: 'missed-collection',
    // No user-typed text in the subject (a header holds one line).
    subject: 'We could not collect your linen',
    text: [
      `Hello ${input.to.name || 'there'},`,
      '',
      `Our courier called at ${input.propertyName} on ${formatDateTime(input.happenedAt)} but could not get in to collect the linen.`,
      'The bag stays due for collection and we will call again on the next round.',
      'If there is a better time or a key safe code we should know, please reply to this e-mail.',
    ].join('\n'),
  };
}
