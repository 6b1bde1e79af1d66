/**
 * Renders one of the app's pages to HTML ahead of time, at build time (decision 0152): the same tree
 * the browser's entry renders (frame, router, route modules), with a static router at the page's
 * address. Used only for pages with no per-visitor data (the signed-out /login views); the browser's
 * entry hydrates the result. Only the build script imports this module.
 */
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { documentTitle } from '@web/lib/use-document-title';
import { AppFrame } from './App';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** The page's HTML: the built index.html with the rendered page in #root and its tab title. */
export async function renderAppPage(template: string, href: string, title: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(href, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${href} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${href} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender, not renderToString: it waits for lazy parts of the page (the forms) to load.
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty #root');
  return paintFirst(template)
    .replace(/<title>[^<]*<\/title>/, () => renderToStaticMarkup(<title>{documentTitle(title)}</title>))
    .replace(root, () => `<div id="root">${html}</div>`);
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
