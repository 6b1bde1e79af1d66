import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server's HTML is being rendered or hydrated, true once the page is the browser's own
 * (and always true in a page the browser rendered from scratch). A component whose output depends on
 * something the browser learnt before hydrating (the session, the connection check) renders what the
 * server rendered until then, so hydration matches, and changes straight after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
