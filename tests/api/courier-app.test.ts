/**
 * The courier's installable app (issue 22 item 1, decision 0188), on the server and in the build: the
 * service worker and the manifest are served with their types, revalidated on every use, compressed,
 * and allowed by the CSP; a build without them answers 404, never the page shell; the manifest is one
 * Chromium installs; the icons are small PNGs of their sizes; the worker keeps only the courier screen's
 * code on the device, not the router's other screens nor the password dictionaries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { APPLE_TOUCH_ICON, COURIER_APP_ICONS, COURIER_APP_MANIFEST } from '@web/lib/courier-app-manifest';
import { worksOffline } from '@web/lib/courier-app-scope';
import { courierFiles, drawCourierIcon } from '../../vite-plugins/courier-app';
import { compressAssets } from '../../vite-plugins/precompress';
import { APP_URL, createTestApp, type TestApp } from './harness';

let t: TestApp;
let built: ReturnType<typeof createApp>;
let bare: ReturnType<typeof createApp>;
const dirs: string[] = [];
const worker = `self.__WB_MANIFEST=${JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ url: `assets/c${i}.js`, revision: null })))};\n`;

function webDir(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-courier-app-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

beforeAll(async () => {
  t = await createTestApp();
  const html = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  const dir = webDir({
    'index.html': html,
    'sw.js': worker,
    'manifest.webmanifest': JSON.stringify(COURIER_APP_MANIFEST),
    'icons/courier-192.png': await drawCourierIcon(COURIER_APP_ICONS[0]),
  });
  compressAssets(path.join(dir, 'sw.js'));
  built = createApp(t.deps, { webDir: dir });
  bare = createApp(t.deps, { webDir: webDir({ 'index.html': html }) });
});
afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const get = (app: ReturnType<typeof createApp>, p: string, headers: Record<string, string> = {}) => app.request(`${APP_URL}${p}`, { headers });

describe('the courier app on the server', () => {
  it('serves the service worker as JavaScript, compressed and revalidated on every use', async () => {
    const res = await get(built, '/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(worker);
  });

  it('serves the manifest as a web app manifest, revalidated, and the icons as PNG', async () => {
    const res = await get(built, '/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(COURIER_APP_MANIFEST)));
    const icon = await get(built, '/icons/courier-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('lets the pages register the worker and read the manifest from our origin (CSP)', async () => {
    for (const p of ['/bag-exchange', '/sw.js']) {
      const csp = (await get(built, p)).headers.get('content-security-policy') ?? '';
      expect(csp, p).toMatch(/worker-src 'self'/);
      expect(csp, p).toMatch(/manifest-src 'self'/);
      expect(csp, p).toMatch(/connect-src 'self'/);
    }
  });

  it('answers 404 for a worker or manifest the build lacks, never the page shell', async () => {
    for (const p of ['/sw.js', '/manifest.webmanifest']) {
      const res = await get(bare, p);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).not.toMatch(/html/);
    }
  });
});

describe('the courier app in the build', () => {
  it('is a manifest Chromium installs: names, start inside the scope, standalone, icons of 192 and 512 and a maskable one', () => {
    const m = COURIER_APP_MANIFEST;
    expect(m.name).toBe('Linen Courier');
    expect(m.short_name).toBe('Courier');
    expect(m.start_url).toBe('/bag-exchange');
    expect(m.start_url.startsWith(m.scope)).toBe(true);
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = (purpose: string) => m.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['512x512']);
  });

  it('draws each icon at its size as a small PNG', async () => {
    for (const icon of [...COURIER_APP_ICONS, APPLE_TOUCH_ICON]) {
      const png = await drawCourierIcon(icon);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height], icon.src).toEqual(['png', icon.size, icon.size]);
      expect(png.length, icon.src).toBeLessThan(20_000);
    }
  });

  it('works offline on the courier screen addresses only', () => {
    expect(['/bag-exchange', '/bag-exchange/', '/bag-exchange/x'].every(worksOffline)).toBe(true);
    expect(['/', '/login', '/kanban', '/bag-exchange-other', '/api/courier/round'].some(worksOffline)).toBe(false);
  });

  it("keeps the courier screen's code on the device: the entry, the shell and the screen with what they import, not other screens or the password rules", () => {
    const chunk = (
      fileName: string,
      facadeModuleId: string | null,
      more: Partial<{ isEntry: boolean; imports: string[]; dynamicImports: string[]; css: string[] }> = {},
    ) => ({
      type: 'chunk',
      fileName,
      facadeModuleId,
      isEntry: more.isEntry ?? false,
      imports: more.imports ?? [],
      dynamicImports: more.dynamicImports ?? [],
      viteMetadata: { importedCss: new Set(more.css ?? []) },
    });
    const page = (name: string) => `/app/src/web/features/${name}`;
    const bundle = Object.fromEntries(
      [
        chunk('index.js', '/app/src/web/main.tsx', {
          isEntry: true,
          imports: ['react.js'],
          dynamicImports: ['shell.js', 'courier.js', 'kanban.js', 'toasts.js'],
          css: ['index.css'],
        }),
        chunk('react.js', null),
        chunk('toasts.js', '/app/node_modules/sonner/index.js'),
        chunk('shell.js', '/app/src/web/app/shell/AppShell.tsx', { imports: ['react.js', 'icons.js'], dynamicImports: ['settings.js', 'panel.js'] }),
        chunk('settings.js', page('settings/SettingsPage.tsx')),
        chunk('panel.js', page('settings/SettingsPanel.tsx'), { dynamicImports: ['password.js'] }),
        chunk('password.js', '/app/src/shared/domain/password.ts'),
        chunk('icons.js', null),
        chunk('courier.js', page('bag-exchange/BagExchangePage.tsx'), { imports: ['icons.js'], dynamicImports: ['scanner.js'] }),
        chunk('scanner.js', '/app/node_modules/qr-scanner/qr-scanner.min.js'),
        chunk('kanban.js', page('linen/KanbanPage.tsx'), { imports: ['board.js'] }),
        chunk('board.js', null),
        { type: 'asset', fileName: 'index.css' },
      ].map((o) => [o.fileName, o]),
    );
    const files = courierFiles(bundle, ['/app/src/web/app/shell/AppShell.tsx', page('bag-exchange/BagExchangePage.tsx')]);
    expect([...files].sort()).toEqual([
      'courier.js',
      'icons.js',
      'index.css',
      'index.js',
      'panel.js',
      'react.js',
      'scanner.js',
      'shell.js',
      'toasts.js',
    ]);
    expect(() => courierFiles(bundle, [page('bag-exchange/Missing.tsx')])).toThrow(/not every module/);
  });
});
