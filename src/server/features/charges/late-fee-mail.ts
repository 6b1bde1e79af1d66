/** The e-mail telling an owner a late payment fee was added (issue 18 item 4): amount, item, reason, deadline, portal link. */
import { formatPence } from '@shared/domain/money';
import { PAYMENT_DEADLINE_DAYS } from '@shared/domain/payment-deadline';
import type { LateFeeSubject } from '@shared/domain/charges';
import { formatDate } from '@shared/format-dates';
import { paymentsDueLink } from '@shared/domain/checkout';
import type { NewMail } from '../mail';

export interface LateFeeMailInput {
  to: { email: string; name: string };
  amountPence: number;
  subjectType: LateFeeSubject;
  propertyName: string;
  /** When the overdue item was entered (its own deadline ran from it). */
  enteredAt: Date;
  reason: string;
  deadline: Date;
  appUrl: string;
}

export function lateFeeMail(input: LateFeeMailInput): NewMail {
  const amount = formatPence(input.amountPence);
  const what = input.subjectType === 'collection' ? 'collection invoice' : 'damage charge';
  return {
    to: input.to.email,
    kind: 'late-payment-fee',
    // No user-typed text in the subject (a header holds one line).
    subject: `Late payment fee of ${amount}`,
    text: [
      `Hello ${input.to.name || 'there'},`,
      '',
      `The ${what} for ${input.propertyName} entered on ${formatDate(input.enteredAt)} was not paid within ${PAYMENT_DEADLINE_DAYS} days, so a late payment fee of ${amount} has been added.`,
      `Reason: ${input.reason}`,
      `Please pay the fee by ${formatDate(input.deadline)}, together with the ${what} if it is still unpaid.`,
      '',
      `Pay now: ${paymentsDueLink(input.appUrl)}`,
    ].join('\n'),
  };
}
