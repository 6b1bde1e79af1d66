/**
 * Reliability 4: mail's own e-mail builders with generated input (mail-builder-fuzz.ts). A new template
 * gets a row here, or in its feature's own *.fuzz.test.ts.
 */
import fc from 'fast-check';
import { describeMailBuilders, fuzzEmail as email, fuzzLink as link, fuzzText as text } from './mail-builder-fuzz';
import { emailVerificationMail, passwordResetMail, signupNotification } from './mail-templates';

describeMailBuilders([
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
]);
