/**
 * Pages rendered at build time (decision 0152, scripts/prerender-pages.ts): dist/web/prerendered holds
 * their HTML and pages.json, which maps an address (path and query, exactly as rendered) to its file.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'pages.json';

/** The file rendered for this exact address, or null (not built, or an address no page was rendered for). */
export async function prerenderedFile(webDir: string, address: string): Promise<string | null> {
  const dir = path.join(webDir, PRERENDERED_DIR);
  let pages: Record<string, string>;
  try {
    pages = JSON.parse(await fs.promises.readFile(path.join(dir, PRERENDERED_MANIFEST), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
  const file = Object.hasOwn(pages, address) ? pages[address] : undefined;
  return file ? path.join(dir, path.basename(file)) : null;
}
