/**
 * /kanban rendered on the server for the signed-in user who may see the board (decision 0202): the
 * board's first cards in the HTML, the first reads' answers beside them for the browser to hydrate from,
 * never stored by a cache; anyone else (signed out, a courier, an owner, a role without the board) gets
 * the page as built, with nothing of anyone's in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { linenCards, properties } from '@server/db/schema';
import { FIRST_ANSWERS_ID, FIRST_READS } from '@web/app/first-screen';
import { jsonForScript } from '@web/lib/json-for-script';
import { prerenderPages } from '../../scripts/prerender';
import { FIRST_SCREENS_FILE } from '../../vite-plugins/first-screen-hints';
import { APP_URL, call, createTestApp, userWithRole, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let dir: string;
let web: ReturnType<typeof createApp>;
let built: string;
const HOSTILE = 'Bay </script><script>alert(1)</script> House';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  // One card whose property's name would end a <script> element if written as it is.
  const card = await w.card('new');
  const [row] = await t.deps.db.select({ propertyId: linenCards.propertyId }).from(linenCards).where(eq(linenCards.id, card));
  await t.deps.db.update(properties).set({ name: HOSTILE }).where(eq(properties.id, row.propertyId));
  await w.card('on_beds');

  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-server-rendered-'));
  const template = fs
    .readFileSync(path.resolve('src/web/index.html'), 'utf8')
    .replace('</head>', '  <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>');
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  fs.writeFileSync(path.join(dir, FIRST_SCREENS_FILE), JSON.stringify({ '/kanban': ['assets/KanbanPage-7.js'] }));
  await prerenderPages(dir);
  built = fs.readFileSync(path.join(dir, 'prerendered', 'kanban.html'), 'utf8');
  web = createApp(t.deps, { webDir: dir });
}, 120_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const page = (cookie?: string, headers: Record<string, string> = {}) =>
  web.request(`${APP_URL}/kanban`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** The answers the page carries for the browser, parsed. */
function answersIn(html: string): Record<string, unknown> {
  const match = html.match(new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">([^<]*)</script>`));
  expect(match, 'the first reads’ answers in the page').not.toBeNull();
  return JSON.parse(match![1]) as Record<string, unknown>;
}

describe('/kanban rendered on the server', () => {
  it("holds the board's first cards and the answers the API gives the same user, and no cache keeps it", async () => {
    const res = await page(w.manager);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const html = await res.text();
    // The screen itself, drawn: the columns and the first column's card.
    expect(html).toMatch(/<h2[^>]*>New<\/h2>/);
    expect(html).toContain('<article');
    expect(html).toContain('Bay &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; House');
    // The answers are the API's own, for each first read, so the browser asks for none of them again.
    const answers = answersIn(html);
    expect(Object.keys(answers)).toEqual(FIRST_READS['/kanban']);
    for (const url of FIRST_READS['/kanban']) {
      const api = await call(t, 'GET', url, { cookie: w.manager });
      expect(api.status, url).toBe(200);
      expect(answers[url], url).toEqual(api.json);
    }
    // Nothing is fetched twice: the preloads of those reads are gone; the screen's chunks are still asked for.
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/KanbanPage-7.js">');
  });

  it('cannot be broken out of by what the data holds: one script element more than the built page, and it is JSON', async () => {
    const html = await (await page(w.manager)).text();
    const scripts = (s: string) => s.match(/<script\b/g)?.length ?? 0;
    expect(scripts(html)).toBe(scripts(built) + 1);
    expect(html).not.toContain(HOSTILE);
    expect(JSON.stringify(answersIn(html))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    expect(jsonForScript({ name: '</script>' })).toBe('{"name":"\\u003c/script\\u003e"}');
  });

  it('is compressed as the browser accepts', async () => {
    const br = await page(w.manager, { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toContain(`id="${FIRST_ANSWERS_ID}"`);
    const gz = await page(w.manager, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toContain('<article');
  });

  it('is the page as built for anyone the board is not for: signed out, a stale cookie, an owner, a role without it', async () => {
    const staleCookie = w.manager.replace(/=([^;]+)/, '=not-a-session');
    for (const [who, cookie] of [
      ['signed out', undefined],
      ['a stale cookie', staleCookie],
      ['a role without kanban_view', w.noView],
    ] as const) {
      // The API refuses them the board: the page renders nothing the API would not give.
      expect((await call(t, 'GET', FIRST_READS['/kanban'][1], { cookie })).status, who).not.toBe(200);
      const res = await page(cookie);
      expect(res.status, who).toBe(200);
      const html = await res.text();
      expect(html, who).toBe(built);
      expect(html, who).not.toContain(FIRST_ANSWERS_ID);
    }
  });

  it("holds what the API gives that user and no more: an owner's page has their own cards, not another owner's", async () => {
    const [ownA, ownB] = [await (await page(w.ownerA)).text(), await (await page(w.ownerB)).text()];
    expect(ownA).toContain('Bay &lt;/script&gt;');
    expect(ownB).not.toContain('Bay &lt;/script&gt;');
    expect(JSON.stringify(answersIn(ownB))).not.toContain(HOSTILE);
    expect(JSON.stringify(answersIn(ownA))).toContain(HOSTILE);
    const board = FIRST_READS['/kanban'][1];
    expect(answersIn(ownB)[board]).toEqual((await call(t, 'GET', board, { cookie: w.ownerB })).json);
  });

  it('is for the session alive now: signed out, the same cookie gets the built page', async () => {
    const { cookie } = await userWithRole(t, 'viewer@provider.example', 'manager');
    expect(await (await page(cookie)).text()).toContain(FIRST_ANSWERS_ID);
    expect((await call(t, 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect(await (await page(cookie)).text()).toBe(built);
  });
});
