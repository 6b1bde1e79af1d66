/** The account-safety e-mails: unlock link after failed sign-ins, and a sign-up tried with an existing e-mail. */
import type { NewMail } from './outbox.repo';

export function accountLockedMail(to: string, name: string, link: string): NewMail {
  return {
    to,
    kind: 'account-locked',
    subject: 'Your Linen Service account was locked after failed sign-ins',
    text: [
      `Hello ${name},`,
      '',
      'There were too many failed attempts to sign in to your Linen Service account, so sign-ins have been paused for 15 minutes.',
      'If that was you, open this link within one hour to unlock your account now (it works once):',
      link,
      '',
      'If it was not you, someone may be guessing your password: unlock the account with the link, sign in, and consider choosing a new password in Settings > Security.',
    ].join('\n'),
  };
}

export function signupAttemptMail(to: string, name: string, signInLink: string, resetLink: string): NewMail {
  return {
    to,
    kind: 'signup-existing-account',
    subject: 'Someone tried to sign up with your e-mail address',
    text: [
      `Hello ${name},`,
      '',
      'Someone just tried to create a new Linen Service account with this e-mail address. You already have an account, so no new one was created and nothing has changed.',
      '',
      `If it was you, sign in here: ${signInLink}`,
      `Forgotten your password? Reset it here: ${resetLink}`,
      '',
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}
