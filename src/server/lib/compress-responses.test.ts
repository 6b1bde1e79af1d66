import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses';
import { csvResponse } from './csv-response';

/**
 * An export never holds its rows at once (issue 21, decision 0183): the CSV body asks for the next batch
 * only when what is downstream has room, through the compressor too. 5,000 batches of 100 rows (about
 * 19 MB of random text, which compression cannot shrink) would all be read before the first byte if
 * anything on the way gathered the body; reading the first chunk pulls a few batches with gzip, and with
 * brotli what fills its window (4 MB, about 1,100 batches here) before its first write.
 */
describe('a compressed CSV export', () => {
  const BATCHES = 5000;
  const exportApp = (read: () => void) => {
    async function* batches() {
      for (let i = 0; i < BATCHES; i++) {
        read();
        yield Array.from({ length: 100 }, () => [String(i), randomBytes(16).toString('hex')]);
      }
    }
    const app = new Hono();
    app.use(compressResponses());
    app.get('/x.csv', () => csvResponse({ filename: 'x.csv', header: ['Batch', 'Text'], batches: batches() }));
    return app;
  };

  for (const [encoding, atMost] of [
    ['gzip', 50],
    ['br', 1500],
  ] as const) {
    it(`(${encoding}) reads batches only as the client reads`, async () => {
      let read = 0;
      const res = await exportApp(() => (read += 1)).request('/x.csv', { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      const reader = res.body!.getReader();
      await reader.read();
      // Let every stream on the way fill up to its high-water mark.
      for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThan(atMost);
      await reader.cancel();
    });
  }
});
