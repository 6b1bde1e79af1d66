/** Reliability 4: the late fee e-mail with generated input (mail's builder check, mail-builder-fuzz.ts). */
import fc from 'fast-check';
import { describeMailBuilders, fuzzEmail as email, fuzzLink as link, fuzzText as text } from '../mail/mail-builder-fuzz';
import { lateFeeMail } from './late-fee-mail';

describeMailBuilders([
  {
    name: 'lateFeeMail',
    input: fc.tuple(email, text, text, text, link),
    build: ([to, name, propertyName, reason, appUrl]) =>
      lateFeeMail({
        to: { email: to, name },
        amountPence: 1250,
        subjectType: 'collection',
        propertyName,
        enteredAt: new Date('2026-03-01T10:00:00Z'),
        reason,
        deadline: new Date('2026-03-25T10:00:00Z'),
        appUrl,
      }),
    shown: ([, name, propertyName, reason, appUrl]) => [name || 'there', propertyName, reason, `${appUrl}/portal?tab=payments-due`],
  },
]);
