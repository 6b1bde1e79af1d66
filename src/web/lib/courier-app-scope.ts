/**
 * The courier's installable app (issue 22 item 1, decision 0188): which addresses and reads work with no
 * signal. One list for the service worker (src/web/sw.ts), its registration (courier-app.ts), the
 * connection check and sign-out, so that they cannot disagree. Kept tiny: the entry imports worksOffline.
 */
import type { PathsFor } from './api-client';

/** Where the installed app opens (the web app manifest's start_url): the courier's home. */
export const COURIER_APP_START = '/bag-exchange';

/** The courier screens: opened with no signal, the service worker answers them from the device. Nothing else is. */
export function worksOffline(pathname: string): boolean {
  return pathname === COURIER_APP_START || pathname.startsWith(`${COURIER_APP_START}/`);
}

/**
 * The reads the device keeps, the last answer of each, for no signal: the session (the route guards ask
 * for it) and the courier's round (the Collect, Return and Deliver lists). Every other /api answer goes
 * to the network only. A type error if a route is renamed.
 */
export const OFFLINE_READS: readonly PathsFor<'get'>[] = ['/api/session', '/api/courier/round'];

/** The Cache Storage cache holding those answers (one user's data: emptied on sign-out). */
export const OFFLINE_READS_CACHE = 'courier-reads';

export const SERVICE_WORKER_URL = '/sw.js';
export const MANIFEST_URL = '/manifest.webmanifest';

/** Empties the kept reads (on signing out): the next person on this phone sees nothing of this one's round. */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_READS_CACHE).catch(() => false);
}
