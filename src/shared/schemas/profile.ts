/** My Profile: full name and phone; the e-mail cannot be changed. */
import { z } from 'zod';
import { MESSAGES } from '../constants';

export const ZFullName = z.string({ error: MESSAGES.fullNameRequired }).trim().min(1, MESSAGES.fullNameRequired).max(200, 'Full name is too long');
/** A phone number; omitted means unchanged, empty or null clears it. */
export const ZPhone = z
  .string()
  .trim()
  .max(40, 'Phone number is too long')
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));
/** Present only to refuse: an e-mail in the body gets 'Email cannot be changed'. */
export const ZNoEmail = z.undefined({ error: MESSAGES.emailCannotChange }).optional();

export const ZUpdateProfile = z.object({
  name: ZFullName,
  phone: ZPhone,
  email: ZNoEmail,
});
export type TUpdateProfile = z.input<typeof ZUpdateProfile>;

export const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZProfileAnswer = z.object({ user: ZProfile });

/** Security tab: the current password, and a new one (strength is checked on the server too). */
export const ZChangeOwnPassword = z.object({
  currentPassword: z.string({ error: MESSAGES.enterCurrentPassword }).min(1, MESSAGES.enterCurrentPassword).max(128),
  newPassword: z.string({ error: MESSAGES.enterNewPassword }).min(1, MESSAGES.enterNewPassword).max(128),
});
export type TChangeOwnPassword = z.input<typeof ZChangeOwnPassword>;
