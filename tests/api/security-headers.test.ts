/**
 * Security headers on every response (CSP without inline script, no framing, camera only on the
 * bag-exchange page) and the static files: precompressed brotli/gzip by Accept-Encoding with Vary,
 * immutable caching for hashed assets, index.html revalidated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { compressAssets } from '../../vite-plugins/precompress';
import { APP_URL, call, createTestApp, type TestApp } from './harness';

let t: TestApp;
let web: ReturnType<typeof createApp>;
let webDir: string;
const script = `console.log(${JSON.stringify('linen '.repeat(400))});\n`;
const html = '<!doctype html><html><head><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(webDir, 'index.html'), html.repeat(3));
  compressAssets(path.join(webDir, 'assets', 'app-abc123.js'));
  compressAssets(path.join(webDir, 'index.html'));
  web = createApp(t.deps, { webDir });
});
afterAll(async () => {
  fs.rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

const get = (p: string, headers: Record<string, string> = {}) => web.request(`${APP_URL}${p}`, { headers });

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(' ')]),
  );
}

describe('security headers', () => {
  it.each(['/api/health', '/api/me', '/api/public/contracts/not-a-token', '/contract/some-share-token', '/login', '/assets/app-abc123.js'])(
    '%s: CSP without inline script and no framing by anyone',
    async (p) => {
      const res = await get(p);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    },
  );

  it('allows the camera for our own origin on the bag-exchange page only', async () => {
    expect((await get('/bag-exchange')).headers.get('permissions-policy')).toContain('camera=(self)');
    expect((await get('/bag-exchange/')).headers.get('permissions-policy')).toContain('camera=(self)');
    expect((await get('/bag-exchange-other')).headers.get('permissions-policy')).toContain('camera=()');
    expect((await get('/clients')).headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it('also sets them on error answers from the API', async () => {
    const res = await call(t, 'GET', '/api/no-such-route');
    expect(res.status).toBe(401);
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toBe("'none'");
  });

  it('the page shell has no inline script', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../src/web/index.html'), 'utf8');
    const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});

describe('static files', () => {
  it('serves brotli when accepted, with Vary and immutable caching for hashed assets', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 5);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('serves gzip to a browser without brotli, and the plain file to one that takes neither', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(script);
  });

  it('answers a missing asset with 404, never the page shell', async () => {
    const res = await get('/assets/app-gone999.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).not.toMatch(/immutable/);
  });

  it.each(['/', '/login', '/contract/abc', '/index.html'])('%s: the page shell, compressed and revalidated on every load', async (p) => {
    const res = await get(p, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html.repeat(3));
    const gz = await get(p, { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });
});
