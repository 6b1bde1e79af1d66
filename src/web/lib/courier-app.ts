/**
 * Makes the courier screen an installable app that opens with no signal (issue 22 item 1, decision
 * 0188): while it is open, the page links the web app manifest (and the icon iOS puts on the home
 * screen), and on first opening it registers the service worker (src/web/sw.ts) for the courier's pages.
 * Only the courier screen calls this, so the entry, /login and /kanban neither load it nor get a worker
 * or an offer to install.
 */
import { useEffect } from 'react';
import { APPLE_TOUCH_ICON } from './courier-app-manifest';
import { COURIER_APP_START, MANIFEST_URL, SERVICE_WORKER_URL } from './courier-app-scope';

/** Adds `<link rel href>` to the head unless one is there; returns how to take it away again. */
function linkInHead(rel: string, href: string): () => void {
  if (document.head.querySelector(`link[rel="${rel}"]`)) return () => undefined;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
  return () => link.remove();
}

function registerWorker(): void {
  // Built by `npm run build` only; a browser without workers (or with storage refused) works online as before.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: COURIER_APP_START, updateViaCache: 'none' }).catch(() => undefined);
}

/** The courier screen's hook: the app's manifest while it is shown, and its service worker. */
export function useCourierApp(): void {
  useEffect(() => {
    const unlinks = [linkInHead('manifest', MANIFEST_URL), linkInHead('apple-touch-icon', APPLE_TOUCH_ICON.src)];
    registerWorker();
    return () => unlinks.forEach((unlink) => unlink());
  }, []);
}
