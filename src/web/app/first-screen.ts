/**
 * What the screen at the address will need first, asked for as the app starts (decision 0180): on a slow
 * phone, evaluating the entry (React, the router) takes most of a second, and only then did the router
 * ask for the screen's code, and the screen, once rendered, for its data. main.tsx imports this module
 * first, so its body runs before React's modules are evaluated: the screen's code (with its chunks,
 * preloaded together) and its first read are on their way meanwhile. Only for addresses whose first read
 * is known from the address alone; a signed-out visitor's read is a 401 that nothing waits for (the
 * guards send them to /login). The router's own imports of the same modules get these.
 */
import type { QueryClient } from '@tanstack/react-query';
import { boardQueryOptions, FIRST_BOARD_QUERY } from '@web/features/linen/board-query';
import { apiClient, apiUrl } from '@web/lib/api-client';
import { earlyFirst } from '@web/lib/early-first';
import { fetchMe, meQueryOptions } from '@web/lib/session';

/** A screen's start: its code loading, and how to hand its first read (already asked for) to the cache. */
interface Started {
  code: Promise<unknown>[];
  seed: (client: QueryClient) => Promise<void>;
}

const FIRST_SCREENS: Record<string, () => Started> = {
  '/kanban': () => {
    const options = boardQueryOptions(FIRST_BOARD_QUERY);
    const board = apiClient.get('/api/linen-cards/board', { query: FIRST_BOARD_QUERY });
    return {
      code: [import('./shell/AppShell'), import('@web/features/linen/KanbanPage')],
      seed: (client) => client.prefetchQuery({ ...options, queryFn: earlyFirst(board, options.queryFn!) }),
    };
  },
};

/**
 * The reads an address's screen needs first, as the URLs the entry asks for (apiClient builds the same):
 * the session and the screen's own. The address's own HTML preloads them, so they are on their way
 * before the entry has loaded (decision 0182).
 */
export const FIRST_READS: Record<string, string[]> = {
  '/kanban': [apiUrl('/api/session'), apiUrl('/api/linen-cards/board', { query: FIRST_BOARD_QUERY })],
};

const inBrowser = typeof window !== 'undefined';
// Every screen waits for the session (the guards): asked for here, before React's modules are evaluated.
const session = inBrowser ? fetchMe() : undefined;
const started = inBrowser ? FIRST_SCREENS[window.location.pathname.replace(/(.)\/+$/, '$1')]?.() : undefined;
// A failed load is the router's to report, when it imports the module again.
for (const loading of started?.code ?? []) loading.catch(() => undefined);

/** Hands the session and the screen's first read, already under way, to the data cache (once it exists). */
export function seedFirstScreen(client: QueryClient): void {
  if (session) void client.prefetchQuery({ ...meQueryOptions, queryFn: earlyFirst(session, meQueryOptions.queryFn!) });
  if (started) void started.seed(client);
}
