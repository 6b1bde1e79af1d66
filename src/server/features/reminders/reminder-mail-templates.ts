/** The reminder e-mails (issue 9 item 8): each ends with a link that stops this kind of e-mail. */
import type { DueReminder } from '@shared/domain/reminders';
import { PAYMENT_DEADLINE_DAYS, paymentDeadline } from '@shared/domain/payment-deadline';
import { NOTIFICATION_KIND_INFO } from '@shared/domain/reminders';
import { REQUEST_MESSAGES, statedDeclineReason } from '@shared/domain/linen-requests';
import { HIRE_CLOCK_NOTICE, hireClockRule } from '@shared/domain/charges';
import { formatPence } from '@shared/domain/money';
import { formatDate } from '@shared/format-dates';
import type { NewMail } from '../mail';

type HireClockTerms = { amountPence: number; everyDays: number };

/** A header holds one line: line breaks in a value (e.g. a property name) become spaces. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ');

export const unsubscribeLink = (appUrl: string, token: string) => `${appUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

function footer(reminder: DueReminder, appUrl: string, token: string): string[] {
  const label = NOTIFICATION_KIND_INFO[reminder.kind].label;
  return [
    '',
    '—',
    `You receive this because "${label}" e-mails are switched on for your Linen Service account.`,
    `Stop these e-mails: ${unsubscribeLink(appUrl, token)}`,
    `Or choose which e-mails you get in Settings: ${appUrl}/settings`,
  ];
}

function body(reminder: DueReminder, appUrl: string, hireClock?: HireClockTerms): { subject: string; lines: string[] } {
  switch (reminder.kind) {
    case 'request_decisions': {
      const r = reminder.row;
      const day = formatDate(r.requestedDate);
      const byRule = r.decidedBy === null;
      if (r.status === 'accepted') {
        return {
          subject: `Linen request accepted: ${oneLine(r.propertyName)}, ${day}`,
          lines: [
            `Your linen request for ${r.propertyName} on ${day} has been accepted${byRule ? " (you gave more than 48 hours' notice)" : ''}.`,
            'Service will be scheduled.',
            '',
            `See your requests: ${appUrl}/dashboard`,
          ],
        };
      }
      const reason = byRule ? null : statedDeclineReason(r.declineReason);
      return {
        subject: `Linen request declined: ${oneLine(r.propertyName)}, ${day}`,
        lines: [
          `Your linen request for ${r.propertyName} on ${day} has been declined.`,
          // The rule's reason; else the one the provider gave; with none, no Reason line (issue 19 M7).
          ...(byRule ? [`${REQUEST_MESSAGES.tooLate}.`] : reason ? [`Reason: ${reason}`] : []),
          '',
          `Request another date: ${appUrl}/dashboard`,
        ],
      };
    }
    case 'changeover_due': {
      const r = reminder.row;
      return {
        subject: `Changeover due: ${oneLine(r.propertyName)}`,
        lines: [
          `The linen at ${r.propertyName} is now due a changeover.`,
          // docs/product.md §2.1's sentence, with the amount in force (issue 18).
          hireClock ? hireClockRule(hireClock) : HIRE_CLOCK_NOTICE,
          '',
          `Request a linen service: ${appUrl}/dashboard`,
        ],
      };
    }
    case 'payment_reminders': {
      const r = reminder.row;
      const what = r.what === 'collection' ? 'collection invoice' : 'damage charge';
      const deadline = formatDate(paymentDeadline(r.enteredAt));
      const amount = formatPence(r.amountPence);
      // Sent only while the deadline is ahead (decision 0163): the last one goes in the final day before it.
      const last = reminder.stage === 'last_day';
      return {
        subject: last
          ? `Payment due by ${deadline}: ${what} for ${oneLine(r.propertyName)}`
          : `Payment reminder: ${what} for ${oneLine(r.propertyName)}`,
        lines: [
          `The ${what} of ${amount} for ${r.propertyName}, entered on ${formatDate(r.enteredAt)}, is still unpaid.`,
          last
            ? `Payments must be made within ${PAYMENT_DEADLINE_DAYS} days: the deadline is ${deadline}. Late payments may incur extra charges.`
            : `Please pay by ${deadline} (${PAYMENT_DEADLINE_DAYS} days from entry); late payments may incur extra charges.`,
          '',
          `Pay in your portal: ${appUrl}/portal`,
        ],
      };
    }
  }
}

/** `hireClock`: the late-changeover terms in force for the reminder's property (changeover_due mails). */
export function reminderMail(
  reminder: DueReminder,
  to: { email: string; name: string },
  appUrl: string,
  token: string,
  hireClock?: HireClockTerms,
): NewMail {
  const { subject, lines } = body(reminder, appUrl, hireClock);
  return {
    to: to.email,
    kind: `reminder-${reminder.kind}`,
    subject,
    text: [`Hello ${to.name},`, '', ...lines, ...footer(reminder, appUrl, token)].join('\n'),
  };
}
