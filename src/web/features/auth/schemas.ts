/** The sign-in, sign-up and password forms' rules (spec part 1 §5); the server checks them again. */
import { z } from 'zod';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@shared/constants';

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail address')
  .pipe(z.email(MESSAGES.invalidEmail));

const newPassword = (emptyMessage: string) =>
  z.string().min(1, emptyMessage).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(128, 'Password must be at most 128 characters');

export const ZSignInForm = z.object({
  email,
  password: z.string().min(1, 'Please enter your password'),
});
export type TSignInForm = z.input<typeof ZSignInForm>;

export const ZSignUpForm = z.object({
  name: z.string().trim().min(1, 'Please enter your full name').max(200),
  email,
  password: newPassword('Please enter a password'),
  phone: z.string().trim().max(40, 'Phone number is too long'),
  homeAddress: z.string().trim().min(1, 'Please enter your home address').max(500),
});
export type TSignUpForm = z.input<typeof ZSignUpForm>;

export const ZForgotPasswordForm = z.object({ email });
export type TForgotPasswordForm = z.input<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z
  .object({
    newPassword: newPassword(MESSAGES.enterNewPassword),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;
