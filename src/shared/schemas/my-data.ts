/** /api/me/data: an owner's data export (GET /export, a ZIP) and erasure (POST /erasure). */
import { z } from 'zod';

export const MY_DATA_MESSAGES = {
  typeEmail: 'Type your e-mail address to confirm',
  emailMismatch: 'That is not the e-mail address of this account',
  ownersOnly: 'Only property owners can export or erase their data here',
  tooManyExports: 'You have downloaded your data several times recently. Please try again later.',
  erased: 'Your account has been erased',
  erasedDetail:
    'Your personal data has been removed and you are signed out for good. We keep only what we listed before you confirmed: your signed contracts, and invoices and payments without your name.',
  exportFailed: 'Failed to prepare your data',
} as const;

export const ZEraseAccount = z.object({
  confirmEmail: z.string({ error: MY_DATA_MESSAGES.typeEmail }).trim().min(1, MY_DATA_MESSAGES.typeEmail).max(320, MY_DATA_MESSAGES.emailMismatch),
});
export type TEraseAccount = z.input<typeof ZEraseAccount>;
