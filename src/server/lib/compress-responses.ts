/**
 * Compresses the API's JSON, CSV and calendar answers on the wire (issue 19, performance 1: the board's
 * 2.65 MB of JSON is about 300 KB compressed): brotli, else gzip, as the client's Accept-Encoding
 * allows. A JSON answer under the threshold goes as it is; a streamed CSV is compressed as it streams,
 * batch by batch, so an export still holds one batch in memory. Images, PDFs and archives are left alone.
 */
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(application\/json|text\/csv|text\/calendar|text\/plain)/i;
const STREAMED = /^text\/csv/i;
/** Brotli quality 4: most of the size win at a small part of the CPU of the default 11. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send: brotli, else gzip, else none (q=0 means "not acceptable"). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0].trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function compressResponses(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206) return;
    if (res.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return;
    const vary = res.headers.get('vary');
    if (!vary || !/accept-encoding/i.test(vary)) res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    if (STREAMED.test(type)) {
      const zipper = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
      const stream = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream).pipe(zipper);
      c.res = new Response(Readable.toWeb(stream) as ReadableStream, { status: res.status, headers });
      return;
    }
    const raw = Buffer.from(await res.arrayBuffer());
    if (raw.length < threshold) {
      c.res = new Response(raw, res);
      return;
    }
    c.res = new Response(await compressText(raw, encoding), { status: res.status, headers });
  };
}

/** A whole answer compressed for the wire: brotli at quality 4, or gzip. */
async function compressText(raw: Buffer | string, encoding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> {
  const packed = encoding === 'br' ? await brotli(raw, BROTLI) : await gzip(raw);
  return new Uint8Array(packed.buffer as ArrayBuffer, packed.byteOffset, packed.byteLength);
}

/** A page made for this request, compressed as the browser accepts, its Content-Encoding set on `c`. */
export async function compressedFor(c: Context, text: string): Promise<Uint8Array<ArrayBuffer> | string> {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return text;
  c.header('content-encoding', encoding);
  return compressText(text, encoding);
}
