/** Serves the built SPA: files from dist/web, and index.html for every other non-API path. */
import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- serves both the app and the setup app
export function serveSpa(app: Hono<any>, webDir: string) {
  const indexPath = path.join(webDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  if (fs.existsSync(webDir)) app.use('*', serveStatic({ root: path.relative(process.cwd(), webDir) }));
  app.get('*', (c) => {
    if (!fs.existsSync(indexPath)) return c.text('The web app is not built. Run `npm run build`.', 503);
    return c.html(fs.readFileSync(indexPath, 'utf8'));
  });
}
