/**
 * Serves the built SPA: files from dist/web, and index.html for every other non-API path.
 *
 * The build writes a brotli and a gzip copy beside each compressible file (vite-plugins/precompress.ts);
 * each response carries the best one the browser accepts, with `Vary: Accept-Encoding`. Hashed files
 * under /assets are cached for a year (immutable); index.html is revalidated on every load, so a new
 * build is picked up at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The encoding to send: brotli, else gzip, else none (q=0 means "not acceptable"). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0].trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- serves both the app and the setup app
export function serveSpa(app: Hono<any>, webDir: string) {
  const indexPath = path.join(webDir, 'index.html');

  const sendIndex = async (c: Context) => {
    if (!fs.existsSync(indexPath)) return c.text('The web app is not built. Run `npm run build`.', 503);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    const variant = encoding && indexPath + (encoding === 'br' ? '.br' : '.gz');
    const useVariant = variant !== null && fs.existsSync(variant);
    const body = await fs.promises.readFile(useVariant ? variant : indexPath);
    c.header('content-type', 'text/html; charset=UTF-8');
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Encoding');
    if (useVariant && encoding) c.header('content-encoding', encoding);
    return c.body(body);
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('/assets/*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.header('cache-control', IMMUTABLE);
    if (!c.res.headers.get('vary')) c.header('vary', 'Accept-Encoding');
  });
  if (fs.existsSync(webDir)) app.use('*', serveStatic({ root: path.relative(process.cwd(), webDir), precompressed: true }));
  // A missing hashed file is a 404, never index.html (which would then be cached as immutable).
  app.get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));
  app.get('*', sendIndex);
}
