import { describe, expect, it } from 'vitest';
import { hireClockRule } from '@shared/domain/charges';
import { lateChangeoverMail } from './hire-clock-mail';

describe('lateChangeoverMail', () => {
  const mail = lateChangeoverMail({
    to: { email: 'anna@owner.example', name: 'Anna' },
    amountPence: 2500,
    propertyName: 'Sea View',
    daysOnBeds: 15,
    period: 1,
    terms: { amountPence: 2500, everyDays: 14 },
    deadline: new Date('2026-01-30T00:00:00Z'),
    appUrl: 'https://app.example',
  });

  it('states the amount, the property, the days on beds, the rule, what stops it and where to pay', () => {
    expect(mail.to).toBe('anna@owner.example');
    expect(mail.kind).toBe('late-changeover-charge');
    expect(mail.subject).toBe('Late changeover charge of £25.00');
    expect(mail.text).toContain('The linen at Sea View has been on beds for 15 days');
    expect(mail.text).toContain('a late changeover charge of £25.00 has been added (period 1)');
    expect(mail.text).toContain(hireClockRule({ amountPence: 2500, everyDays: 14 }));
    expect(mail.text).toContain('Collecting the linen stops further charges');
    expect(mail.text).toContain('Pay now: https://app.example/portal?tab=payments-due');
  });

  it('keeps the property name out of the subject (one header line)', () => {
    const other = lateChangeoverMail({ ...{ to: { email: 'a@b.c', name: '' }, amountPence: 100, propertyName: 'X\r\nBcc: y', daysOnBeds: 30, period: 2, terms: { amountPence: 100, everyDays: 14 }, deadline: new Date(), appUrl: 'https://a' } });
    expect(other.subject).toBe('Late changeover charge of £1.00');
    expect(other.text.startsWith('Hello there,')).toBe(true);
  });
});
