/** The payment request e-mail of a damage charge (issue 10 item 3): amount, item, property, deadline, portal link. */
import { PAYMENT_DEADLINE_DAYS } from '@shared/domain/payment-deadline';
import { formatPence } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import { paymentsDueLink } from '@shared/domain/checkout';
import type { NewMail } from '../mail';

export interface DamageChargeMailInput {
  to: { email: string; name: string };
  amountPence: number;
  itemName: string;
  quantity: number;
  propertyName: string;
  enteredAt: Date;
  deadline: Date;
  appUrl: string;
}

export function damageChargeMail(input: DamageChargeMailInput): NewMail {
  const amount = formatPence(input.amountPence);
  return {
    to: input.to.email,
    kind: 'damage-charge-request',
    // No user-typed text in the subject (a header holds one line).
    subject: `Payment requested: damage charge of ${amount}`,
    text: [
      `Hello ${input.to.name || 'there'},`,
      '',
      `A damage was recorded at ${input.propertyName} on ${formatDate(input.enteredAt)}: ${input.quantity} × ${input.itemName || 'item'}.`,
      `The charge is ${amount}.`,
      `Please pay by ${formatDate(input.deadline)} (${PAYMENT_DEADLINE_DAYS} days from entry); late payments may incur extra charges.`,
      '',
      `Pay now: ${paymentsDueLink(input.appUrl)}`,
    ].join('\n'),
  };
}
