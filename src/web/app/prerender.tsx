/**
 * Renders one of the app's pages to HTML ahead of the browser: the same tree the browser's entry renders
 * (frame, router, route modules), with a static router at the page's address; the browser's entry
 * hydrates the result. At build time for pages with no per-visitor data (the signed-out /login views,
 * decision 0152); at request time for a first screen with the signed-in user's first reads (decision
 * 0202, src/server/lib/first-screen-render.ts).
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitle } from '@web/lib/use-document-title';
import { jsonForScript } from '@web/lib/json-for-script';
import { AppFrame } from './App';
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_ANSWERS_ID, seedAnswers } from './first-screen';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** The page's HTML: the built index.html with the rendered page in #root and its tab title. */
export async function renderAppPage(template: string, href: string, title: string): Promise<string> {
  const html = await renderRoutes(href, createQueryClient());
  const page = paintFirst(template).replace(/<title>[^<]*<\/title>/, () => renderToStaticMarkup(<title>{documentTitle(title)}</title>));
  return intoRoot(page, href, html);
}

/**
 * A first screen rendered for one signed-in user (decision 0202): its own page (firstScreenPage's, which
 * asks for the chunks at once) with the screen in #root, drawn from the first reads' answers (by URL, as
 * the API gave them), and those answers in the page for the browser to hydrate from, so it asks for
 * nothing again. The fetch preloads go: the answers are here.
 */
export async function renderFirstScreenPage(template: string, href: string, answers: Record<string, unknown>): Promise<string> {
  const client = createQueryClient();
  seedAnswers(client, answers);
  const html = await renderRoutes(href, client);
  const page = template.replace(/[ \t]*<link rel="preload" as="fetch"[^>]*>\n?/g, '');
  return intoRoot(page, href, html, `\n    <script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonForScript(answers)}</script>`);
}

/** The page with the rendered screen in its empty #root, and `after` it (replacer functions: the HTML may hold '$&'). */
function intoRoot(page: string, href: string, html: string, after = ''): string {
  const root = '<div id="root"></div>';
  if (!page.includes(root)) throw new Error(`${href}: the page has no empty #root`);
  return page.replace(root, () => `<div id="root">${html}</div>${after}`);
}

/** The routes at the address, rendered to HTML with the data cache given (what it holds is drawn). */
async function renderRoutes(href: string, client: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(href, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${href} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${href} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender, not renderToString: it waits for lazy parts of the page (the forms) to load.
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * The page is in the HTML, so what paints it comes first: the stylesheets move ahead of the scripts,
 * and the module preloads go (the scripts only hydrate what is on screen; preloaded, some thirty of
 * them took the connections the stylesheet needed and held the first paint back).
 */
export function paintFirst(template: string): string {
  const stylesheets = template.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  let head = template.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
  for (const link of stylesheets) head = head.replace(link, '');
  const firstScript = head.search(/[ \t]*<script/);
  return firstScript < 0 ? template : head.slice(0, firstScript) + stylesheets.join('') + head.slice(firstScript);
}

/**
 * An address whose screen is known from the address alone (src/web/app/first-screen.ts), decision 0182:
 * index.html with what that screen needs asked for at once, not after the entry has been evaluated. The
 * stylesheet first, then the screen's first reads (fetch preloads the entry's own requests pick up: same
 * address, mode and credentials), the entry, and a modulepreload for each of the screen's chunks.
 */
export function firstScreenPage(template: string, files: string[], reads: string[]): string {
  const stylesheets = template.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  let head = template;
  for (const link of stylesheets) head = head.replace(link, '');
  const firstScript = head.search(/[ \t]*<script/);
  const end = head.indexOf('</head>');
  if (firstScript < 0 || end < 0) throw new Error('index.html has no script in its head');
  const indent = '    ';
  const readLinks = reads.map((read) => `${indent}<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read}">\n`).join('');
  const modules = files.map((file) => `${indent}<link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  return (
    head.slice(0, firstScript) +
    stylesheets.join('') +
    readLinks +
    head.slice(firstScript, end).replace(/\s*$/, '\n') +
    modules +
    '  ' +
    head.slice(end)
  );
}
