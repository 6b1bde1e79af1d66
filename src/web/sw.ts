/// <reference lib="webworker" />
/**
 * The courier app's service worker (issue 22 item 1, decision 0188), compiled into /sw.js by
 * vite-plugin-pwa (vite-plugins/courier-app.ts puts the precache list in). Registered by the courier
 * screen with the scope /bag-exchange, so it controls the courier's pages and no other: /login, /kanban
 * and the rest of the back office always come from the network.
 *
 * - Opening a courier page: the network's HTML (a new build shows at once), or, with no answer within
 *   3 s or none at all, the copy on the device (the app's HTML as the server sends it for /bag-exchange).
 * - The built code and styles the courier screen loads: from the device (precached; their names change
 *   with their content).
 * - GET /api/session and GET /api/courier/round: the network first, and its 200 answer kept; with no
 *   answer within 3 s or none at all, the last kept one (the last-synced round). Read once as the worker
 *   takes over, so the first visit is enough. No other /api answer is kept, and nothing but GET: a stop
 *   travels through the phone's own queue (visit-queue.ts).
 * - A new build's worker takes over at once (skipWaiting, clientsClaim): navigations are network-first,
 *   so an online courier already runs the new build; waiting would keep an installed app, rarely
 *   closed, on the old copy offline for days.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { COURIER_APP_START, OFFLINE_READS, OFFLINE_READS_CACHE, worksOffline } from './lib/courier-app-scope';

declare let self: ServiceWorkerGlobalScope;

const NETWORK_TIMEOUT_SECONDS = 3;

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

function within<T>(promise: Promise<T>, seconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), seconds * 1000);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A courier page: the network's, else the device's copy of the app's HTML. */
async function courierPage({ request }: { request: Request }): Promise<Response> {
  try {
    const response = await within(fetch(request), NETWORK_TIMEOUT_SECONDS);
    if (response.status < 500) return response;
  } catch {
    // no signal, or too slow: the device's copy
  }
  return (await matchPrecache(COURIER_APP_START)) ?? Response.error();
}

// Before the precache's own route, which would answer /bag-exchange from the device even online.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && worksOffline(url.pathname), courierPage);

const kept = new Set<string>(OFFLINE_READS);
const reads = new NetworkFirst({
  cacheName: OFFLINE_READS_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});
registerRoute(({ url }) => url.origin === self.location.origin && kept.has(url.pathname), reads, 'GET');

// Taking over, the worker reads them once (the page asked for them before it was there): the courier's
// first visit is enough to open the app with no signal.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(OFFLINE_READS.map((read) => reads.handle({ event, request: new Request(read) }).catch(() => undefined))));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
