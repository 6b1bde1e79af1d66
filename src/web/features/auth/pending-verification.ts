/**
 * A verification link opened while signed out: its token waits in this tab's session storage until
 * the user signs in, then the shell brings them back to /verify-email to confirm it.
 */
const KEY = 'linen.pending-email-verification';

export function keepPendingVerification(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    /* storage blocked: the user opens the link again after signing in */
  }
}

/** The waiting token, removed as it is read. */
export function takePendingVerification(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}

export const verifyEmailPath = (token: string) => `/verify-email?token=${encodeURIComponent(token)}`;
