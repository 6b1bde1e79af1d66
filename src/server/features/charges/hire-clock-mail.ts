/** The e-mail of a late-changeover charge (issue 18): amount, property, days on beds, the rule, what stops it, the pay link. */
import { hireClockRule } from '@shared/domain/charges';
import { formatPence } from '@shared/domain/money';
import { PAYMENT_DEADLINE_DAYS } from '@shared/domain/payment-deadline';
import { formatDate } from '@shared/format-dates';
import { paymentsDueLink } from '@shared/domain/checkout';
import type { NewMail } from '../mail';

export interface LateChangeoverMailInput {
  to: { email: string; name: string };
  amountPence: number;
  propertyName: string;
  daysOnBeds: number;
  period: number;
  terms: { amountPence: number; everyDays: number };
  deadline: Date;
  appUrl: string;
}

export function lateChangeoverMail(input: LateChangeoverMailInput): NewMail {
  const amount = formatPence(input.amountPence);
  return {
    to: input.to.email,
    kind: 'late-changeover-charge',
    // No user-typed text in the subject (a header holds one line).
    subject: `Late changeover charge of ${amount}`,
    text: [
      `Hello ${input.to.name || 'there'},`,
      '',
      `The linen at ${input.propertyName} has been on beds for ${input.daysOnBeds} days without a changeover, so a late changeover charge of ${amount} has been added (period ${input.period}).`,
      hireClockRule(input.terms),
      'Collecting the linen stops further charges: request a linen service from your dashboard.',
      `Request a linen service: ${input.appUrl}/dashboard`,
      '',
      `Please pay by ${formatDate(input.deadline)} (${PAYMENT_DEADLINE_DAYS} days).`,
      `Pay now: ${paymentsDueLink(input.appUrl)}`,
    ].join('\n'),
  };
}
