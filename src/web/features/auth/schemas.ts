/**
 * The sign-in, sign-up and password forms' rules (docs/product.md §1.5); the server checks them again.
 * Written with zod/mini: the same checks and messages as zod's full API at a fraction of the bytes,
 * since these forms load on /login (decision 0090). zod/mini carries no default texts, so every
 * check names its message.
 */
import { z } from 'zod/mini';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@shared/constants';

const tooLong = (max: number) => `Too big: expected string to have <=${max} characters`;

const email = z.pipe(z.string().check(z.trim(), z.minLength(1, 'Please enter your e-mail address')), z.email(MESSAGES.invalidEmail));

const newPassword = (emptyMessage: string) =>
  z
    .string()
    .check(
      z.minLength(1, emptyMessage),
      z.minLength(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
      z.maxLength(128, 'Password must be at most 128 characters'),
    );

export const ZSignInForm = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Please enter your password')),
});
export type TSignInForm = z.input<typeof ZSignInForm>;

export const ZSignUpForm = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your full name'), z.maxLength(200, tooLong(200))),
  email,
  password: newPassword('Please enter a password'),
  phone: z.string().check(z.trim(), z.maxLength(40, 'Phone number is too long')),
  homeAddress: z.string().check(z.trim(), z.minLength(1, 'Please enter your home address'), z.maxLength(500, tooLong(500))),
});
export type TSignUpForm = z.input<typeof ZSignUpForm>;

export const ZForgotPasswordForm = z.object({ email });
export type TForgotPasswordForm = z.input<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z
  .object({
    newPassword: newPassword(MESSAGES.enterNewPassword),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your new password')),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch }));
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;
