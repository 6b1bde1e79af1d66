/**
 * Pages rendered at build time (decision 0152): the signed-out /login views, written to
 * <webDir>/prerendered with a brotli and a gzip copy of each, and pages.json (address -> file), which
 * the server (src/server/lib/spa.ts) reads to send one of them when the address matches exactly. Beside
 * them, the first screens' own copies of index.html (decision 0182: /kanban's asks for its chunks and
 * its first read at once), from the build's first-screens.json (vite-plugins/first-screen-hints.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstScreenPage, renderAppPage } from '@web/app/prerender';
import { FIRST_READS } from '@web/app/first-screen';
import { authViewHref, authViewTitles, type AuthView } from '@web/features/auth/auth-view';
import { PRERENDERED_DIR, PRERENDERED_MANIFEST } from '@server/lib/prerendered';
import { compressAssets } from '../vite-plugins/precompress';
import { FIRST_SCREENS_FILE } from '../vite-plugins/first-screen-hints';

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
  const hints = path.join(webDir, FIRST_SCREENS_FILE);
  if (fs.existsSync(hints)) {
    const screens = JSON.parse(fs.readFileSync(hints, 'utf8')) as Record<string, string[]>;
    for (const [address, files] of Object.entries(screens)) {
      const reads = FIRST_READS[address];
      if (!reads) throw new Error(`${FIRST_SCREENS_FILE}: ${address} has no first read in first-screen.ts`);
      const file = `${address.slice(1).replace(/\W+/g, '-')}.html`;
      fs.writeFileSync(path.join(outDir, file), firstScreenPage(template, files, reads));
      compressAssets(path.join(outDir, file));
      pages[address] = file;
    }
    for (const copy of ['', '.br', '.gz']) fs.rmSync(hints + copy, { force: true });
  }
  fs.writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), JSON.stringify(pages, null, 2));
  return pages;
}
