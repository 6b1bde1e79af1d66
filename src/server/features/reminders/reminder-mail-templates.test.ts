import { describe, expect, it } from 'vitest';
import type { DueReminder } from '@shared/domain/reminders';
import { reminderMail } from './reminder-mail-templates';

const to = { email: 'anna@owner.example', name: 'Anna' };
const entered = new Date('2026-11-10T10:00:00Z');

const cases: DueReminder[] = [
  {
    kind: 'request_decisions',
    subjectId: 'r1',
    stage: 'declined',
    clientId: 'c1',
    row: { requestId: 'r1', clientId: 'c1', propertyName: 'Sea\r\nBcc: x@y', requestedDate: '2026-11-30', status: 'declined', decidedAt: entered, decidedBy: null, declineReason: 'x' },
  },
  {
    kind: 'changeover_due',
    subjectId: 'e1',
    stage: '',
    clientId: 'c1',
    row: { eventId: 'e1', clientId: 'c1', propertyName: 'Sea View', kind: 'moved', toStatus: 'changeover_due', at: entered },
  },
  {
    kind: 'payment_reminders',
    subjectId: 'damage:d1',
    stage: 'last_day',
    clientId: 'c1',
    row: { what: 'damage', id: 'd1', clientId: 'c1', propertyName: 'Sea View', amountPence: 2000, enteredAt: entered, visibleSince: entered },
  },
];

describe('reminderMail', () => {
  it.each(cases)('$kind: one-line subject, the unsubscribe link and the Settings link', (reminder) => {
    const mail = reminderMail(reminder, to, 'https://linen.example', 'tok.en');
    expect(mail.to).toBe(to.email);
    expect(mail.kind).toBe(`reminder-${reminder.kind}`);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('https://linen.example/unsubscribe?token=tok.en');
    expect(mail.text).toContain('https://linen.example/settings');
  });

  it('says a rule-declined request was too late, and gives the payment deadline and amount', () => {
    expect(reminderMail(cases[0], to, 'https://l', 't').text).toContain('more than 48 hours before');
    const pay = reminderMail(cases[2], to, 'https://l', 't');
    // The last reminder goes before the deadline and names it: never 'due today' for something overdue (decision 0163).
    expect(pay.subject).toBe('Payment due by 20 Nov 2026: damage charge for Sea View');
    expect(pay.text).toContain('£20.00');
    expect(pay.text).toContain('20 Nov 2026');
  });
});

describe('the changeover mail and the hire clock (issue 18)', () => {
  const changeover = cases[1];
  it("keeps the spec's sentence and adds the amount in force for the property", () => {
    const mail = reminderMail(changeover, to, 'https://app.example', 'tok', { amountPence: 4000, everyDays: 7 });
    expect(mail.text).toContain('Linen must be changed over every 14 days, and a charge is applied automatically if it is not.');
    expect(mail.text).toContain('The charge is £40.00 once linen has been on beds for more than 14 days, and again every further 7 days');
  });
  it("states the spec's sentence alone when no terms are given", () => {
    const mail = reminderMail(changeover, to, 'https://app.example', 'tok');
    expect(mail.text).toContain('Linen must be changed over every 14 days, and a charge is applied automatically if it is not.');
    expect(mail.text).not.toContain('The charge is');
  });
});

describe('the request-declined mail (issue 19 M7)', () => {
  const declined = (declineReason: string | null, decidedBy: string | null = 'u1'): DueReminder => ({
    kind: 'request_decisions',
    subjectId: 'r1',
    stage: 'declined',
    clientId: 'c1',
    row: { requestId: 'r1', clientId: 'c1', propertyName: 'Sea View', requestedDate: '2026-11-30', status: 'declined', decidedAt: entered, decidedBy, declineReason },
  });
  const text = (r: DueReminder) => reminderMail(r, to, 'https://linen.example', 't').text;

  it('states the reason given', () => {
    expect(text(declined('Property not onboarded'))).toContain('Reason: Property not onboarded');
  });

  it("has no Reason line without one, nor for the old stored 'Declined'", () => {
    for (const reason of [null, '', 'Declined']) {
      const body = text(declined(reason));
      expect(body).toContain('Your linen request for Sea View on');
      expect(body).toContain('has been declined.');
      expect(body).not.toContain('Reason:');
    }
  });
});
