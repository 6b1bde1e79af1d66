/** Texts of the account-safety features (issue 7), shown by the server and the web app alike. */
export const AUTH_MESSAGES = {
  /** wait: '30 seconds', '2 minutes' … '15 minutes' (describeWait in domain/sign-in-throttle). */
  accountLocked: (wait: string) =>
    `Too many failed sign-ins to this account. Try again in ${wait}, or use the unlock link we have e-mailed to the account’s address.`,
  unlockLinkInvalid: 'This unlock link is invalid, used or expired. Wait 15 minutes and sign in again, or reset your password.',
  accountUnlocked: 'Your account is unlocked. You can sign in now.',
  signUpCheckEmail: (email: string) =>
    `We’ve sent a message to ${email}. Open it to confirm your address and finish setting up your account, then sign in.`,
  passwordContainsPersonal: 'Password must not contain your name or e-mail address.',
  sessionNotFound: 'That device is not signed in to your account.',
  setupCodeRequired: 'For safety, the connection test needs the setup code printed in the server log.',
  setupOriginRefused: 'The connection test answers only this page, opened from the server’s own address.',
  setupTooMany: 'Too many connection tests. Wait a minute and try again.',
  setupCodeWrong: 'That setup code is not right. Copy it from the server log.',
} as const;
