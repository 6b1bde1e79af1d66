/** The e-mails the product sends. */
import type { NewMail } from './outbox.repo';

/** A header holds one line: line breaks in a value (e.g. a typed name) become spaces. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ');

export function signupNotification(
  to: string,
  user: { name: string; email: string; phone: string | null; homeAddress: string },
  appUrl: string,
): NewMail {
  return {
    to,
    kind: 'signup-notification',
    subject: `New sign-up: ${oneLine(user.name)}`,
    text: [
      'A new property owner has signed up.',
      '',
      `Name: ${user.name}`,
      `E-mail: ${user.email}`,
      `Phone: ${user.phone || 'not given'}`,
      `Home address: ${user.homeAddress}`,
      '',
      `Their client record is a lead in ${appUrl}/clients`,
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, name: string, link: string): NewMail {
  return {
    to,
    kind: 'password-reset',
    subject: 'Reset your Linen Service password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your Linen Service account. Open this link within one hour to choose a new password:',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function emailVerificationMail(to: string, name: string, link: string): NewMail {
  return {
    to,
    kind: 'email-verification',
    subject: 'Verify your e-mail address for Linen Service',
    text: [
      `Hello ${name},`,
      '',
      'Please confirm that this is your e-mail address: open this link within 24 hours and sign in to your new account (the link works once):',
      link,
      '',
      'Once it is verified, any client record we already hold under this address appears in your account.',
      '',
      'If you did not create a Linen Service account, ignore this e-mail.',
    ].join('\n'),
  };
}
