import { z } from 'zod';

const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid e-mail address'));

export const ZSignUp = z.object({
  name: z.string().trim().min(1, 'Please enter your full name').max(200),
  email,
  password: z.string().min(1, 'Please enter a password').max(128),
  phone: z.string().trim().max(40).optional().default(''),
  homeAddress: z.string().trim().min(1, 'Please enter your home address').max(500),
});
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZSignIn = z.object({
  email,
  password: z.string().min(1, 'Please enter your password').max(128),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZRequestReset = z.object({ email, redirectTo: z.string().max(2000).optional() });
export const ZResetPassword = z.object({ token: z.string().min(1).max(512), newPassword: z.string().max(128) });

export const ZChangePassword = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password'),
  newPassword: z.string(),
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** The token from an e-mailed verification link, confirmed by the signed-in user it was sent to. */
export const ZVerifyEmail = z.object({ token: z.string().trim().min(1, 'The verification link is incomplete').max(2000) });
export type TVerifyEmail = z.infer<typeof ZVerifyEmail>;

export const ZUnlockAccount = z.object({ token: z.string().trim().min(1, 'The unlock link is incomplete').max(512) });
export type TUnlockAccount = z.infer<typeof ZUnlockAccount>;

// ── Answers (docs/decisions/0171-typed-api-client.md) ────────────────────────────────────────────
/** POST /api/auth/sign-up/email: the same answer whether or not the e-mail had an account. */
export const ZSignUpAnswer = z.object({ email: z.string() });
/** POST /api/auth/sign-in/email: who signed in (the session token stays in the HttpOnly cookie). */
export const ZSignInAnswer = z.object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) });
export type TSignInAnswer = z.infer<typeof ZSignInAnswer>;
/** POST /api/auth/request-password-reset: Better Auth's answer, the same for every e-mail. */
export const ZRequestResetAnswer = z.object({ status: z.boolean(), message: z.string() });
/** POST /api/auth/reset-password: Better Auth's answer. */
export const ZResetPasswordAnswer = z.object({ status: z.boolean() });
/** POST /api/auth/sign-out: Better Auth's answer. */
export const ZSignOutAnswer = z.object({ success: z.boolean() });
/** POST /api/auth/unlock-account. */
export const ZUnlockAnswer = z.object({ unlocked: z.literal(true) });
/** POST /api/auth/verify-email. */
export const ZVerifyEmailAnswer = z.object({ verified: z.literal(true) });
/** POST /api/auth/send-verification-email: sent; the next one may be asked for after retryAfterSeconds. */
export const ZVerificationSent = z.object({ sent: z.literal(true), retryAfterSeconds: z.number().int() });
/** The routes that take no input still accept an empty JSON object (the web sends `{}`). */
export const ZNoInput = z.object({});
