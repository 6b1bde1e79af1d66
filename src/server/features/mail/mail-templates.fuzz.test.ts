/**
 * Reliability 4: the e-mail builders with generated input never throw, carry every input in the
 * plain-text body unchanged, and keep the subject to one line (no header injection through a name).
 * A new template gets a row in BUILDERS.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailVerificationMail, passwordResetMail, signupNotification } from './mail-templates';
import type { NewMail } from './outbox.repo';
import { lateFeeMail } from '../charges/late-fee-mail';

const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('Eve\r\nBcc: all@example.com', 'x\nSubject: hi', '<b>bold</b> & "quotes"'));
const email = fc.emailAddress();
const link = fc.webUrl({ withQueryParameters: true });

interface Builder {
  name: string;
  input: fc.Arbitrary<string[]>;
  build(values: string[]): NewMail;
  /** The values the body must carry. */
  shown(values: string[]): string[];
}

const BUILDERS: Builder[] = [
  {
    name: 'signupNotification',
    input: fc.tuple(email, text, email, fc.oneof(text, fc.constant('')), text, link),
    build: ([to, name, userEmail, phone, homeAddress, appUrl]) => signupNotification(to, { name, email: userEmail, phone: phone || null, homeAddress }, appUrl),
    shown: ([, name, userEmail, phone, homeAddress]) => [name, userEmail, phone || 'not given', homeAddress],
  },
  {
    name: 'passwordResetMail',
    input: fc.tuple(email, text, link),
    build: ([to, name, url]) => passwordResetMail(to, name, url),
    shown: ([, name, url]) => [name, url],
  },
  {
    name: 'emailVerificationMail',
    input: fc.tuple(email, text, link),
    build: ([to, name, url]) => emailVerificationMail(to, name, url),
    shown: ([, name, url]) => [name, url],
  },
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
];

describe('e-mail builders with generated input', () => {
  for (const builder of BUILDERS) {
    it(`${builder.name}: never throws, shows every input, one-line subject`, () => {
      fc.assert(
        fc.property(builder.input, (values) => {
          const mail = builder.build(values);
          expect(mail.to).toBe(values[0]);
          for (const v of builder.shown(values)) expect(mail.text).toContain(v);
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(mail.subject.length).toBeGreaterThan(0);
        }),
        { numRuns: 300 },
      );
    });
  }
});
