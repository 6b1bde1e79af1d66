/** Better Auth: e-mail and password, database sessions in an HttpOnly cookie, 24 hours idle expiry. */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { EMAIL_VERIFICATION_SECONDS, SESSION_MAX_IDLE_SECONDS, PASSWORD_MIN_LENGTH } from '@shared/constants';
import { SESSION_REFRESH_SECONDS } from '@shared/domain/session-lifetime';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import type { Env } from '../../env';
import { CLIENT_IP_HEADER } from '../../lib/client-ip';
import { findUserById, recordSignIn } from '../users';

export interface AuthHooks {
  /** Called when a user asks for a password reset link. */
  onResetPasswordRequested(user: { id: string; email: string; name: string }, link: string): Promise<void>;
}

/** secret: BETTER_AUTH_SECRET or the stored generated secret (features/secrets). */
export function createAuth(db: Db, env: Env, secret: string, hooks: AuthHooks) {
  return betterAuth({
    appName: 'Linen Service',
    secret,
    baseURL: env.appUrl,
    basePath: '/api/auth',
    trustedOrigins: [env.appUrl],
    telemetry: { enabled: false },
    logger: { disabled: env.nodeEnv === 'test' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: false, // sign-up answers alike for new and existing e-mails: the owner signs in after
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await hooks.onResetPasswordRequested(user, `${env.appUrl}/reset-password?token=${encodeURIComponent(token)}`);
      },
    },
    // Links are issued by email-verification.service (inside our transactions, through the outbox)
    // and checked by Better Auth's verify-email endpoint; following one does not sign anybody in.
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_SECONDS,
    },
    session: {
      // Sliding expiry: a session unused for 24 hours ends; use within the day extends it.
      expiresIn: SESSION_MAX_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS, // our session middleware refreshes; see session-lifetime.ts
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false }, // our own limiter (rate-limit.service) covers the auth routes
    advanced: {
      useSecureCookies: env.appUrl.startsWith('https://'),
      // The whole address (not a /64) is kept on the session: the signed-in devices list shows it.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 128 },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const user = await findUserById(db, session.userId);
            if (!user || !user.isActive) return false;
            return { data: session };
          },
          after: async (session) => {
            await recordSignIn(db, session.userId, new Date());
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module '../../lib/context' {
  interface AppDeps {
    /** Better Auth: sign-in, sessions, password resets. */
    auth: Auth;
  }
}
