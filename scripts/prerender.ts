/**
 * Pages rendered at build time (decision 0152): the signed-out /login views, written to
 * <webDir>/prerendered with a brotli and a gzip copy of each, and pages.json (address -> file), which
 * the server (src/server/lib/spa.ts) reads to send one of them when the address matches exactly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderAppPage } from '@web/app/prerender';
import { authViewHref, authViewTitles, type AuthView } from '@web/features/auth/auth-view';
import { PRERENDERED_DIR, PRERENDERED_MANIFEST } from '@server/lib/prerendered';
import { compressAssets } from '../vite-plugins/precompress';

const LOGIN_VIEWS: AuthView[] = ['home', 'signin', 'signup', 'forgot'];

/** Renders the pages into the built app in webDir (its index.html is the template); returns pages.json's map. */
export async function prerenderPages(webDir: string): Promise<Record<string, string>> {
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const outDir = path.join(webDir, PRERENDERED_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const pages: Record<string, string> = {};
  for (const view of LOGIN_VIEWS) {
    const href = authViewHref(view);
    const file = `login-${view}.html`;
    fs.writeFileSync(path.join(outDir, file), await renderAppPage(template, href, authViewTitles[view]));
    compressAssets(path.join(outDir, file));
    pages[href] = file;
  }
  fs.writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), JSON.stringify(pages, null, 2));
  return pages;
}
