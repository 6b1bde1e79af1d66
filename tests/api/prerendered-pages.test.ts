/**
 * The signed-out /login views rendered at build time (decision 0152): each view's HTML holds the page
 * itself (the forms too, which load lazily in the browser) and its tab title, with no script added;
 * the server sends it, compressed and revalidated, only for the exact address it was rendered for, and
 * index.html for every other address, query or when nothing was rendered. /kanban's own copy of
 * index.html asks for its reads and chunks at once (decision 0182).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { PRERENDERED_DIR } from '@server/lib/prerendered';
import { FIRST_READS } from '@web/app/first-screen';
import { firstScreenPage, paintFirst } from '@web/app/prerender';
import { prerenderPages } from '../../scripts/prerender';
import { FIRST_SCREENS_FILE, firstScreenFiles } from '../../vite-plugins/first-screen-hints';
import { APP_URL, createTestApp, type TestApp } from './harness';

let t: TestApp;
let webDir: string;
let web: ReturnType<typeof createApp>;
let pages: Record<string, string>;
const template = fs.readFileSync(path.resolve('src/web/index.html'), 'utf8');

beforeAll(async () => {
  t = await createTestApp();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-prerendered-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), template);
  pages = await prerenderPages(webDir);
  web = createApp(t.deps, { webDir });
});
afterAll(async () => {
  fs.rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

const get = (p: string, headers: Record<string, string> = {}) => web.request(`${APP_URL}${p}`, { headers });
const scripts = (html: string) => html.match(/<script\b/g)?.length ?? 0;

describe('pages rendered at build time', () => {
  it('renders each /login view with its content and title, adding no script', () => {
    expect(Object.keys(pages).sort()).toEqual(['/login', '/login?mode=forgot', '/login?mode=signin', '/login?mode=signup']);
    const html = (address: string) => fs.readFileSync(path.join(webDir, PRERENDERED_DIR, pages[address]), 'utf8');

    const home = html('/login');
    expect(home).toContain('Fresh linen for every guest, without the laundry');
    expect(home).toContain('<title>Welcome · Linen Service</title>');
    // The sign-in form loads lazily in the browser; the build waited for it.
    const signin = html('/login?mode=signin');
    expect(signin).toContain('Welcome back');
    expect(signin).toMatch(/<input[^>]*type="password"/);
    expect(signin).toContain('<title>Sign In · Linen Service</title>');
    // Its controls wait for the page's script: typed into, the form would reset them; submitted, it
    // would send the password in the address.
    expect(signin).toMatch(/<fieldset disabled=""[^>]*>(?:(?!<\/fieldset>).)*type="password"(?:(?!<\/fieldset>).)*type="submit"/s);
    expect(html('/login?mode=signup')).toContain('<title>Sign Up · Linen Service</title>');
    expect(html('/login?mode=forgot')).toContain('<title>Forgot Password · Linen Service</title>');
    for (const address of Object.keys(pages)) {
      expect(scripts(html(address)), address).toBe(scripts(template)); // no inline script (the CSP forbids it)
      expect(html(address)).not.toContain('<div id="root"></div>');
    }
  });

  it('puts the stylesheets before the scripts and leaves out the module preloads', () => {
    const built = [
      '<head>',
      '    <title>Linen Service</title>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/router-3.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-4.css">',
      '  </head>',
    ].join('\n');
    expect(paintFirst(built)).toBe(
      [
        '<head>',
        '    <title>Linen Service</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-4.css">',
        '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
        '  </head>',
      ].join('\n'),
    );
  });

  it('is sent for its exact address, compressed as the browser accepts and revalidated on each load', async () => {
    const br = await get('/login', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toContain('Fresh linen for every guest');
    const gz = await get('/login?mode=signin', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toContain('Welcome back');
    const plain = await get('/login?mode=forgot');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<title>Forgot Password · Linen Service</title>');
  });

  it('sends index.html for any other address or query, so the browser renders those itself', async () => {
    for (const address of ['/login?mode=signin&next=1', '/login?mode=nonsense', '/login/', '/clients']) {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      expect(await res.text(), address).toBe(template);
    }
  });

  it('sends index.html for /login when no pages were rendered', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-no-prerendered-'));
    try {
      fs.writeFileSync(path.join(bare, 'index.html'), template);
      const res = await createApp(t.deps, { webDir: bare }).request(`${APP_URL}/login`);
      expect(await res.text()).toBe(template);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe("a first screen's own HTML (decision 0182)", () => {
  const built = template.replace(
    '</head>',
    '  <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-2.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-3.css">\n  </head>',
  );

  it("lists the screen's chunks and what they import, less the entry's, the screen's own first", () => {
    const chunk = (fileName: string, imports: string[], extra: { facadeModuleId?: string; isEntry?: boolean } = {}) => ({
      type: 'chunk',
      fileName,
      imports,
      facadeModuleId: extra.facadeModuleId ?? null,
      isEntry: extra.isEntry ?? false,
    });
    const bundle = Object.fromEntries(
      [
        chunk('index.js', ['react.js'], { isEntry: true, facadeModuleId: '/app/main.tsx' }),
        chunk('react.js', []),
        chunk('Shell.js', ['icons.js', 'react.js'], { facadeModuleId: '/app/Shell.tsx' }),
        chunk('Board.js', ['card.js'], { facadeModuleId: '/app/Board.tsx' }),
        chunk('card.js', ['icons.js']),
        chunk('icons.js', []),
        chunk('Other.js', ['other-only.js'], { facadeModuleId: '/app/Other.tsx' }),
        chunk('other-only.js', []),
      ].map((c) => [c.fileName, c]),
    );
    expect(firstScreenFiles(bundle, { '/board': ['/app/Shell.tsx', '/app/Board.tsx'], '/missing': ['/app/Gone.tsx'] })).toEqual({
      '/board': ['Shell.js', 'Board.js', 'icons.js', 'card.js'],
    });
  });

  it('is index.html with the stylesheet first, the reads preloaded, then the entry and the screen chunks', () => {
    const html = firstScreenPage(built, ['assets/Board-5.js', 'assets/card-6.js'], ['/api/session', '/api/board?x=all']);
    const head = html.slice(html.indexOf('<title>'), html.indexOf('</head>'));
    expect(head.split('\n').map((l) => l.trim())).toEqual([
      '<title>Linen Service</title>',
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/session">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/board?x=all">',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/Board-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-6.js">',
      '',
    ]);
    expect(html).toContain('<div id="root"></div>'); // the entry renders the screen
  });

  it("is written from the build's list, sent for /kanban exactly, and the list removed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-first-screen-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), built);
      fs.writeFileSync(path.join(dir, FIRST_SCREENS_FILE), JSON.stringify({ '/kanban': ['assets/KanbanPage-7.js'] }));
      const written = await prerenderPages(dir);
      expect(written['/kanban']).toBe('kanban.html');
      expect(fs.existsSync(path.join(dir, FIRST_SCREENS_FILE))).toBe(false);
      const app = createApp(t.deps, { webDir: dir });
      const kanban = await (await app.request(`${APP_URL}/kanban`)).text();
      for (const read of FIRST_READS['/kanban'])
        expect(kanban).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${read}">`);
      expect(FIRST_READS['/kanban']).toEqual(['/api/session', '/api/linen-cards/board?exception=all']);
      expect(kanban).toContain('<link rel="modulepreload" crossorigin href="/assets/KanbanPage-7.js">');
      expect(await (await app.request(`${APP_URL}/kanban?search=x`)).text()).toBe(built);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
