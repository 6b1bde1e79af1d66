/**
 * Where a signed-out visitor was going: a protected page sends them to /login and remembers its
 * address for this tab, and signing in takes them there instead of their home screen (an e-mailed
 * link such as /portal?tab=payments-due keeps its tab). Only this app's own paths are followed.
 */
const KEY = 'linen.returnTo';

/**
 * Set by a sign-out in this document: the page being left as the session ends is not where the next
 * person to sign in should land. Cleared when the sign-in page shows.
 */
let signedOutHere = false;

/** The path when it is one of this app's own pages (not /login, not another site), else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/^\/login(?:[/?#]|$)/.test(value)) return null;
  return value;
}

export function rememberReturnPath(path: string): void {
  if (signedOutHere) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage unavailable: the visitor lands on their home screen */
  }
}

export function peekReturnPath(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}

/** On sign-out: forget any address, and do not take the page being left as one. */
export function forgetOnSignOut(): void {
  signedOutHere = true;
  forgetReturnPath();
}

/** The sign-in page is showing: protected pages asked for from now on are remembered again. */
export function resumeRemembering(): void {
  signedOutHere = false;
}
