/**
 * The mail feature's face: the outbox (every e-mail is written there first, in the transaction of
 * what it tells), who receives a client's mails, and delivery. Mail imports no feature: the features
 * that send a mail build it (their own templates) and hand it to enqueueMail.
 */
export { about, aboutOwners, enqueueMail, type NewMail } from './outbox.repo';
export { ownerRecipients, type OwnerRecipient } from './recipients.repo';
export { createMailDelivery } from './mail-delivery';
export { accountLockedMail, signupAttemptMail } from './auth-mail-templates';
export { emailVerificationMail, passwordResetMail, signupNotification } from './mail-templates';
