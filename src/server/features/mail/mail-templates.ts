/** The e-mails the product sends. */
import type { NewMail } from './outbox.repo';

export function signupNotification(
  to: string,
  user: { name: string; email: string; phone: string | null; homeAddress: string },
  appUrl: string,
): NewMail {
  return {
    to,
    kind: 'signup-notification',
    subject: `New sign-up: ${user.name}`,
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
