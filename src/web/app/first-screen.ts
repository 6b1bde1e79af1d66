/**
 * What the screen at the address will need first, asked for as the app starts (decision 0180): on a slow
 * phone, evaluating the entry (React, the router) takes most of a second, and only then did the router
 * ask for the screen's code, and the screen, once rendered, for its data. main.tsx imports this module
 * first, so its body runs before React's modules are evaluated: the screen's code (with its chunks,
 * preloaded together) and its first read are on their way meanwhile. Only for addresses whose first read
 * is known from the address alone; a signed-out visitor's read is a 401 that nothing waits for (the
 * guards send them to /login). The router's own imports of the same modules get these. When the server
 * rendered the screen for a signed-in user (decision 0202), its answers are in the page: nothing is asked
 * for again, and the cache holds what the server rendered with before hydration starts.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TSessionProbe } from '@shared/schemas/me';
import { boardQueryOptions, FIRST_BOARD_QUERY } from '@web/features/linen/board-query';
import { apiClient, apiUrl } from '@web/lib/api-client';
import { earlyFirst } from '@web/lib/early-first';
import { fetchMe, meQueryKey, meQueryOptions } from '@web/lib/session';

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
const SESSION_READ = apiUrl('/api/session');
const BOARD_READ = apiUrl('/api/linen-cards/board', { query: FIRST_BOARD_QUERY });

export const FIRST_READS: Record<string, string[]> = {
  '/kanban': [SESSION_READ, BOARD_READ],
};

/** Where each first read's answer goes in the data cache: the entry the screen's own query reads. */
const CACHED_AS: Record<string, (answer: unknown) => [QueryKey, unknown]> = {
  [SESSION_READ]: (answer) => [meQueryKey, (answer as TSessionProbe).me],
  [BOARD_READ]: (answer) => [boardQueryOptions(FIRST_BOARD_QUERY).queryKey, answer],
};

/**
 * Puts the first reads' answers (by URL, as the API gave them) in the data cache, at once: the server
 * renders a first screen with them, and the browser hydrates that page from the same answers (decision
 * 0202), so both render the same tree. A URL that is not a first read is ignored.
 */
export function seedAnswers(client: QueryClient, answers: Record<string, unknown>): void {
  for (const [url, answer] of Object.entries(answers)) {
    const entry = CACHED_AS[url];
    if (entry) client.setQueryData(...entry(answer));
  }
}

/** The element a page rendered by the server carries its first reads' answers in (JSON, by URL). */
export const FIRST_ANSWERS_ID = 'first-answers';

/** The answers the server rendered this page with, or null for a page it did not render. */
function answersInPage(): Record<string, unknown> | null {
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null; // asked for again, as on any other page
  }
}

const inBrowser = typeof window !== 'undefined';
const inPage = inBrowser ? answersInPage() : null;
// Every screen waits for the session (the guards): asked for here, before React's modules are evaluated,
// unless the server rendered the page and sent its answers with it.
const session = inBrowser && !inPage ? fetchMe() : undefined;
const address = inBrowser ? window.location.pathname.replace(/(.)\/+$/, '$1') : '';
const started = inBrowser && !inPage ? FIRST_SCREENS[address]?.() : undefined;
// A failed load is the router's to report, when it imports the module again.
for (const loading of started?.code ?? []) loading.catch(() => undefined);

/** Hands the session and the screen's first read (in the page, or already under way) to the data cache. */
export function seedFirstScreen(client: QueryClient): void {
  if (inPage) return seedAnswers(client, inPage);
  if (session) void client.prefetchQuery({ ...meQueryOptions, queryFn: earlyFirst(session, meQueryOptions.queryFn!) });
  if (started) void started.seed(client);
}
