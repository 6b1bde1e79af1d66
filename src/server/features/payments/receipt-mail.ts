/** The payment receipt e-mailed to the payer once a payment is recorded (issue 7, C10). */
import { formatPence } from '@shared/domain/money';
import type { NewMail } from '../mail';
import { formatDate } from '@shared/format-dates';

export interface ReceiptInput {
  to: string;
  name: string;
  purpose: string;
  mode: 'payment' | 'subscription';
  /** Names of what was bought, in checkout order. */
  items: string[];
  amountPence: number;
  propertyName: string | null;
  paidAt: Date;
  orderReference: string;
  appUrl: string;
}

function whatFor(input: ReceiptInput): string {
  const items = input.items.join(', ');
  switch (input.purpose) {
    case 'deposit':
      return 'Refundable damage deposit';
    case 'collection':
      // An invoice made before its lines were stored lists none.
      return items ? `Collection invoice: ${items}` : 'Collection invoice';
    case 'damage':
      return `Damage charge: ${items}`;
    case 'charge':
      return items;
    default:
      return input.mode === 'subscription' ? `${items} (monthly subscription, first month)` : items;
  }
}

export function paymentReceiptMail(input: ReceiptInput): NewMail {
  const deposit = input.purpose === 'deposit';
  const lines = [
    `Hello ${input.name || input.to},`,
    '',
    deposit ? 'Thank you: we have received your damage deposit.' : 'Thank you: we have received your payment.',
    '',
    `Amount paid: ${formatPence(input.amountPence)}`,
    `For: ${whatFor(input)}`,
    ...(input.propertyName ? [`Property: ${input.propertyName}`] : []),
    `Date: ${formatDate(input.paidAt)}`,
    `Order reference: ${input.orderReference}`,
    '',
    ...(deposit ? ['The deposit is refundable under the terms of your service contract.', ''] : []),
    `Your orders: ${input.appUrl}/pricing`,
    '',
    'Keep this e-mail as your receipt.',
  ];
  return {
    to: input.to,
    kind: deposit ? 'deposit-receipt' : 'payment-receipt',
    subject: deposit
      ? `Receipt: damage deposit of ${formatPence(input.amountPence)}${input.propertyName ? ` for ${input.propertyName}` : ''}`
      : `Receipt: your payment of ${formatPence(input.amountPence)}`,
    text: lines.join('\n'),
  };
}
