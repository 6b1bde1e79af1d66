/** The e-mail that announces an invoice (issue 23 item 3): its number, amount, status and a link to it (the PDF is one click there). */
import { formatPence } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import type { NewMail } from '../mail';

export interface InvoiceMailInput {
  to: { email: string; name: string };
  title: 'Invoice' | 'Deposit receipt';
  number: string;
  businessName: string;
  grossPence: number;
  /** 'Paid on …' or the due date. */
  paid: boolean;
  dueDate: string | null;
  propertyName: string | null;
  invoiceUrl: string;
}

export function invoiceMail(input: InvoiceMailInput): NewMail {
  const amount = formatPence(input.grossPence);
  const due = input.dueDate ? formatDate(`${input.dueDate}T12:00:00Z`) : null;
  return {
    to: input.to.email,
    kind: 'invoice-issued',
    // The number and amount only: no typed text in the subject (a header holds one line).
    subject: `${input.title} ${input.number}: ${amount}`,
    text: [
      `Hello ${input.to.name || 'there'},`,
      '',
      `${input.businessName} has issued ${input.title === 'Invoice' ? 'invoice' : 'deposit receipt'} ${input.number} for ${amount}${input.propertyName ? ` (${input.propertyName})` : ''}.`,
      input.paid ? 'It is paid: thank you.' : due ? `It is due by ${due}.` : '',
      '',
      `View and download it (PDF): ${input.invoiceUrl}`,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}
