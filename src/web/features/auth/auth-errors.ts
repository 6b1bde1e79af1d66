/** How a failed sign-in, sign-up or reset is shown (docs/product.md §1.8). */
import { MESSAGES } from '@shared/constants';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@web/lib/api';

export type AuthAction = 'sign in' | 'sign up' | 'reset';

export interface AuthErrorView {
  title: string;
  message: string;
  /** A second line, e.g. what to do next. */
  hint?: string;
}

const failedTitles: Record<AuthAction, string> = {
  'sign in': 'Sign in failed',
  'sign up': 'Sign up failed',
  reset: 'Password reset failed',
};

/**
 * The server unreachable (no answer, or a 5xx) and a refused sign-in (wrong credentials, a locked or
 * deactivated account: docs/product.md §1.8 'sign-in failure') get the heading 'Authentication Not Available'
 * with the server's message; a refused sign-up or reset shows the server's own message under its
 * action's heading (weak-password reasons, …).
 */
export function authErrorView(error: unknown, action: AuthAction): AuthErrorView {
  if (!(error instanceof ApiError)) return { title: failedTitles[action], message: MESSAGES.unexpected };
  if (error.status === 0) {
    return {
      title: MESSAGES.authNotAvailable,
      message: action === 'reset' ? NETWORK_ERROR_MESSAGE : MESSAGES.networkErrorDuring(action),
    };
  }
  if (error.status >= 500) {
    return {
      title: MESSAGES.authNotAvailable,
      message: error.message,
      hint: 'The service could not be reached just now. Please try again in a few minutes.',
    };
  }
  if (action === 'sign in') return { title: MESSAGES.authNotAvailable, message: error.message };
  return { title: failedTitles[action], message: error.message };
}

/** The form field a 422 answer points at (first issue), to move focus there. */
export function firstIssuePath(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.issues?.find((issue) => issue.path)?.path;
}
