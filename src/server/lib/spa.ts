/**
 * Serves the built SPA: files from dist/web, a page rendered at build time where one matches the address
 * exactly (decision 0152), and index.html for every other non-API path.
 *
 * The build writes a brotli and a gzip copy beside each compressible file (vite-plugins/precompress.ts);
 * each response carries the best one the browser accepts, with `Vary: Accept-Encoding`. Hashed files
 * under /assets are cached for a year (immutable); index.html is revalidated on every load, so a new
 * build is picked up at once, and so are the courier app's service worker and manifest (decision 0188),
 * whose names never change.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compressedFor, pickEncoding } from './compress-responses';
import type { FirstScreenRenderer } from './first-screen-render';
import { prerenderedFile } from './prerendered';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Built files fetched by a fixed name (the courier app's, decision 0188): revalidated on every use. */
const FIXED_NAMES = ['/sw.js', '/manifest.webmanifest'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- serves both the app and the setup app
export function serveSpa(app: Hono<any>, webDir: string, options: { renderFirstScreen?: FirstScreenRenderer } = {}) {
  const indexPath = path.join(webDir, 'index.html');

  const sendHtml = async (c: Context, file: string) => {
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const variant = encoding && file + (encoding === 'br' ? '.br' : '.gz');
    const useVariant = variant !== null && fs.existsSync(variant);
    const body = await fs.promises.readFile(useVariant ? variant : file);
    c.header('content-type', 'text/html; charset=UTF-8');
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Encoding');
    if (useVariant && encoding) c.header('content-encoding', encoding);
    return c.body(body);
  };
  const sendIndex = async (c: Context) => {
    if (!fs.existsSync(indexPath)) return c.text('The web app is not built. Run `npm run build`.', 503);
    return sendHtml(c, indexPath);
  };
  /**
   * A first screen rendered for this signed-in visitor (decision 0202): their data is in it, so no cache
   * keeps it, and it is compressed as it goes (it is made for this request).
   */
  const sendRendered = async (c: Context, html: string) => {
    c.header('content-type', 'text/html; charset=UTF-8');
    c.header('cache-control', 'no-store');
    c.header('vary', 'Cookie, Accept-Encoding');
    return c.body(await compressedFor(c, html));
  };
  /**
   * A page rendered at build time for exactly this address (the signed-out /login views; /kanban's own
   * copy), rendered for the visitor where the server renders that screen, else index.html.
   */
  const sendPage = async (c: Context) => {
    const url = new URL(c.req.url);
    const file = await prerenderedFile(webDir, url.pathname + url.search);
    if (!file || !fs.existsSync(indexPath)) return sendIndex(c);
    const rendered = options.renderFirstScreen && (await options.renderFirstScreen(c, url.pathname + url.search, file));
    return rendered ? sendRendered(c, rendered) : sendHtml(c, file);
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.header('cache-control', IMMUTABLE);
    if (!c.res.headers.get('vary')) c.header('vary', 'Accept-Encoding');
  });
  for (const name of FIXED_NAMES) {
    app.use(name, async (c, next) => {
      await next();
      if (!c.res.ok) return;
      c.header('cache-control', 'no-cache');
      if (!c.res.headers.get('vary')) c.header('vary', 'Accept-Encoding');
    });
  }
  if (fs.existsSync(webDir)) app.use('*', serveStatic({ root: path.relative(process.cwd(), webDir), precompressed: true }));
  // A missing hashed file is a 404, never index.html (which would then be cached as immutable); nor is
  // index.html a service worker or a manifest (a build without them).
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));
  for (const name of FIXED_NAMES) app.get(name, (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));
  app.get('*', sendPage);
}
