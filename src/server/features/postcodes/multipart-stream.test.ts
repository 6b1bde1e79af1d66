import { describe, expect, it } from 'vitest';
import { MultipartError, multipartBoundary, multipartFile } from './multipart-stream';
import { textLines } from './text-lines';

/** The body as a stream cut into chunks of `size` bytes (so boundaries and lines fall across chunks). */
function streamOf(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function bodyOf(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  const boundary = multipartBoundary(req.headers.get('content-type') ?? '');
  return { bytes: new Uint8Array(await req.arrayBuffer()), boundary: boundary! };
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of chunks) parts.push(Buffer.from(c));
  return Buffer.concat(parts).toString('utf8');
}

const CSV = 'pcds,lat,long\r\n"TS1 1AA",54.5,-1.2\r\nTS1 1AB,54.6,-1.3\r\n--not a boundary\r\n';

describe('multipartBoundary', () => {
  it('reads the boundary of multipart/form-data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('text/csv')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});

describe('multipartFile', () => {
  it.each([1, 2, 3, 7, 64, 100_000])('gives the file field whole, read in %i-byte chunks, after other fields', async (size) => {
    const form = new FormData();
    form.append('note', 'something before the file\r\n');
    form.append('file', new File([CSV], 'ONSPD_NOV_2026.csv', { type: 'text/csv' }));
    form.append('after', 'x');
    const { bytes, boundary } = await bodyOf(form);
    const file = await multipartFile(streamOf(bytes, size), boundary, 'file');
    expect(file?.fileName).toBe('ONSPD_NOV_2026.csv');
    expect(await collect(file!.content)).toBe(CSV);
  });

  it('answers null without the field', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const { bytes, boundary } = await bodyOf(form);
    expect(await multipartFile(streamOf(bytes, 5), boundary, 'file')).toBeNull();
    expect(await multipartFile(streamOf(new Uint8Array(0), 5), boundary, 'file')).toBeNull();
  });

  it('throws when the body ends inside the file', async () => {
    const form = new FormData();
    form.append('file', new File([CSV], 'a.csv'));
    const { bytes, boundary } = await bodyOf(form);
    const file = await multipartFile(streamOf(bytes.slice(0, bytes.length - 60), 9), boundary, 'file');
    await expect(collect(file!.content)).rejects.toBeInstanceOf(MultipartError);
  });
});

describe('textLines', () => {
  it.each([1, 2, 5, 1000])('splits on LF and CRLF, drops a BOM, keeps UTF-8 whole across %i-byte chunks', async (size) => {
    const text = '\uFEFFpcds,name\r\nTS1 1AA,Café\nTS1 1AB,Zoë\r\n\r\nlast';
    const lines: string[] = [];
    const bytes = new TextEncoder().encode(text);
    const reader = streamOf(bytes, size);
    for await (const line of textLines(reader as unknown as AsyncIterable<Uint8Array>)) lines.push(line);
    expect(lines).toEqual(['pcds,name', 'TS1 1AA,Café', 'TS1 1AB,Zoë', '', 'last']);
  });
});
