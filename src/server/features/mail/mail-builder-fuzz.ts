/**
 * Reliability 4, for tests: an e-mail builder with generated input never throws, carries every input in
 * the plain-text body unchanged, and keeps the subject to one line (no header injection through a
 * name). Each feature's templates run it in their own *.fuzz.test.ts (mail's in mail-templates.fuzz.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NewMail } from './outbox.repo';

export const fuzzText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('Eve\r\nBcc: all@example.com', 'x\nSubject: hi', '<b>bold</b> & "quotes"'),
);
export const fuzzEmail = fc.emailAddress();
export const fuzzLink = fc.webUrl({ withQueryParameters: true });

export interface MailBuilderCase {
  name: string;
  /** The generated values; the first is the recipient's address. */
  input: fc.Arbitrary<string[]>;
  build(values: string[]): NewMail;
  /** The values the body must carry. */
  shown(values: string[]): string[];
}

/** One test per builder: never throws, shows every input, one-line subject. */
export function describeMailBuilders(builders: MailBuilderCase[]): void {
  describe('e-mail builders with generated input', () => {
    for (const builder of builders) {
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
}
