/**
 * How long a signed-in session lives: it ends after 24 hours without activity (idle limit) and, however
 * active, 7 days after it was created (absolute limit). Activity moves the idle deadline forward, but
 * the server writes that at most once per refresh interval, never on every request.
 */
import { SESSION_MAX_IDLE_SECONDS } from '../constants';

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** The idle deadline is moved forward at most this often (one write per session per interval). */
export const SESSION_REFRESH_SECONDS = 5 * 60;

export interface SessionTimes {
  createdAt: Date;
  /** The idle deadline as last written. */
  expiresAt: Date;
}

/** The moment the session ends for good, whatever the activity. */
export function absoluteSessionEnd(session: Pick<SessionTimes, 'createdAt'>): Date {
  return new Date(session.createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
}

/** Whether the session may still be used at `now`: before its idle deadline and its absolute end. */
export function isSessionLive(session: SessionTimes, now: Date): boolean {
  const t = now.getTime();
  return t < session.expiresAt.getTime() && t < absoluteSessionEnd(session).getTime();
}

/**
 * The new idle deadline when activity at `now` should be written, or null when the last write is
 * recent enough (less than the refresh interval ago). Never later than the absolute end.
 */
export function refreshedSessionExpiry(session: SessionTimes, now: Date): Date | null {
  const lastWrite = session.expiresAt.getTime() - SESSION_MAX_IDLE_SECONDS * 1000;
  if (now.getTime() - lastWrite < SESSION_REFRESH_SECONDS * 1000) return null;
  const next = Math.min(now.getTime() + SESSION_MAX_IDLE_SECONDS * 1000, absoluteSessionEnd(session).getTime());
  return next > session.expiresAt.getTime() ? new Date(next) : null;
}
