/**
 * A first screen rendered on the server for the signed-in user who asks for it (decision 0202): /kanban's
 * HTML comes with the board's first cards in it, so a phone shows them as soon as the page and its
 * stylesheet have arrived, not after the app's code has been evaluated and has asked for them.
 *
 * The screen's first reads (web/app/first-screen.ts's FIRST_READS) are asked of the app itself, in
 * process, with the visitor's cookie and socket: the same routes, the same checks of who may read what,
 * the same answers the browser would have fetched. If any of them is not a 200 (signed out, a courier on
 * /kanban, the database gone), nothing is rendered and the page goes as built, for the browser to do as
 * it always did. The web app's renderer (React's server renderer and the screen's modules) loads just
 * after the server starts, and a failure to render is logged and falls back to the built page.
 */
import fs from 'node:fs';
import type { Context, Hono } from 'hono';
import { logError } from './log-error';

/** The page rendered for this visitor at this address from its built copy (`file`), or null to send the copy. */
export type FirstScreenRenderer = (c: Context, address: string, file: string) => Promise<string | null>;

type Web = typeof import('@web/app/prerender') & typeof import('@web/app/first-screen');
let web: Promise<Web> | undefined;
/** The web app's renderer and first reads, loaded once per process on first use. */
const loadWebRenderer = (): Promise<Web> =>
  (web ??= Promise.all([import('@web/app/prerender'), import('@web/app/first-screen')]).then(([a, b]) => ({ ...a, ...b })));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's own routes, asked in process
export function firstScreenRenderer(app: Hono<any>): FirstScreenRenderer {
  // Loaded once the server is up rather than on the first visitor's page (some 0.4 s of module loading).
  setImmediate(() => void loadWebRenderer().catch((error) => logError('loading the web app to render first screens', error)));
  return async (c, address, file) => {
    const cookie = c.req.header('cookie');
    if (!cookie) return null; // signed out: nothing of theirs to render
    const { FIRST_READS, renderFirstScreenPage } = await loadWebRenderer();
    const reads = Object.hasOwn(FIRST_READS, address) ? FIRST_READS[address] : undefined;
    if (!reads) return null;
    try {
      const headers: Record<string, string> = { cookie, accept: 'application/json' };
      for (const name of ['user-agent', 'x-forwarded-for'])
        if (c.req.header(name)) headers[name] = c.req.header(name)!;
      const answers: Record<string, unknown> = {};
      for (const url of reads) {
        const res = await app.request(url, { headers }, c.env);
        if (res.status !== 200) return null;
        answers[url] = await res.json();
      }
      return await renderFirstScreenPage(await fs.promises.readFile(file, 'utf8'), address, answers);
    } catch (error) {
      logError(`rendering ${address} on the server (the built page was sent instead)`, error);
      return null;
    }
  };
}
