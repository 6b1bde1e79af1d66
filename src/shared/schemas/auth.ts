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
