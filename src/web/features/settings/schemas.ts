/** Form rules of the settings screens (docs/product.md §1.5); the server checks them again. */
import { z } from 'zod';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@shared/constants';

const newPassword = z
  .string()
  .min(1, MESSAGES.enterNewPassword)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters');

const matching = <T extends { newPassword: string; confirmPassword: string }>(v: T) => v.newPassword === v.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch };

export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, MESSAGES.enterCurrentPassword),
    newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine(matching, mismatch);
export type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

export const ZSetPasswordForm = z
  .object({ newPassword, confirmPassword: z.string().min(1, 'Please confirm the new password') })
  .refine(matching, mismatch);
export type TSetPasswordForm = z.input<typeof ZSetPasswordForm>;

export const ZProfileForm = z.object({
  name: z.string().trim().min(1, MESSAGES.fullNameRequired).max(200, 'Full name is too long'),
  phone: z.string().trim().max(40, 'Phone number is too long'),
});
export type TProfileForm = z.input<typeof ZProfileForm>;

export const ZEditUserForm = ZProfileForm.extend({ role: z.string() });
export type TEditUserForm = z.input<typeof ZEditUserForm>;
