/**
 * API answers on the wire (issue 19): JSON and streamed CSV are compressed (brotli, else gzip) as the
 * client's Accept-Encoding allows, small answers and clients that ask for none get plain bodies, and
 * no API answer may be stored by a browser or proxy (Cache-Control: no-store unless a route says so).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  for (let i = 0; i < 30; i++) await w.card('on_beds', { notes: `Card ${i}: keys with the neighbour at number ${i}` });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string>) => t.app.request(`${APP_URL}${path}`, { headers: { origin: APP_URL, ...headers } });

describe('compressed API answers', () => {
  it('sends the board as brotli when asked, and the same JSON comes out', async () => {
    const plain = await get('/api/linen-cards', { cookie: w.admin });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const br = await get('/api/linen-cards', { cookie: w.admin, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const packed = Buffer.from(await br.arrayBuffer());
    expect(packed.length).toBeLessThan(text.length / 3);
    const unpacked = JSON.parse((await promisify(zlib.brotliDecompress)(packed)).toString('utf8'));
    // The board's version and cards are the same read (a day count may not change between two reads).
    expect(unpacked.cards.map((c: { id: string }) => c.id)).toEqual(JSON.parse(text).cards.map((c: { id: string }) => c.id));
  });

  it('falls back to gzip, and leaves a small answer alone', async () => {
    const gz = await get('/api/linen-cards', { cookie: w.admin, 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).cards.length).toBeGreaterThanOrEqual(30);
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).ok).toBe(true);
  });

  it('compresses a streamed CSV export as it streams', async () => {
    const res = await get('/api/collections/export.csv?period=all', { cookie: w.admin, 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const csv = zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store by default, and a route that sets its own keeps it', async () => {
    expect((await get('/api/me', { cookie: w.ownerA })).headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/linen-cards', { cookie: w.ownerA })).headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/nothing-here', { cookie: w.ownerA })).headers.get('cache-control')).toBe('no-store');
    const csv = await get('/api/collections/export.csv', { cookie: w.admin });
    expect(csv.headers.get('cache-control')).toMatch(/no-store|private/);
  });
});
