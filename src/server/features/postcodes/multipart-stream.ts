/**
 * One file of a multipart/form-data body, read as it arrives (a 1.3 GB postcode directory must never be
 * held in memory: Hono's formData() would buffer it). Yields the file's bytes in chunks; the other fields
 * are skipped. The reader keeps at most one network chunk and a boundary's length besides.
 */

export class MultipartError extends Error {}

/** The boundary of a multipart/form-data content type, or null for any other content type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 200 ? boundary : null;
}

/** The most a part's headers may take (they are a few hundred bytes). */
const MAX_PART_HEADERS = 16 * 1024;

class Bytes {
  private buf = Buffer.alloc(0);
  private done = false;
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  get buffer(): Buffer {
    return this.buf;
  }
  get ended(): boolean {
    return this.done;
  }
  /** Reads one more chunk; false at the end of the body. */
  async more(): Promise<boolean> {
    if (this.done) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.done = true;
      return false;
    }
    this.buf = this.buf.length === 0 ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.concat([this.buf, value]);
    return true;
  }
  take(n: number): Buffer {
    const head = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return head;
  }
  /** The index of `needle`, reading more as needed (at most `limit` bytes ahead); -1 when the body ends first. */
  async find(needle: Buffer, limit = Infinity): Promise<number> {
    for (;;) {
      const at = this.buf.indexOf(needle);
      if (at >= 0) return at;
      if (this.buf.length > limit) return -1;
      if (!(await this.more())) return -1;
    }
  }
}

export interface MultipartFile {
  fileName: string | null;
  /** The file's bytes; throws MultipartError when the body ends before the file does. */
  content: AsyncIterable<Uint8Array>;
}

function partHeaders(text: string): { name: string | null; fileName: string | null } {
  const disposition = /^content-disposition:(.*)$/im.exec(text)?.[1] ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  const fileName = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
  return { name, fileName };
}

/**
 * The multipart field `field` of the body as a stream, or null when the body has no such field. The
 * content must be consumed before anything else reads the body.
 */
export async function multipartFile(body: ReadableStream<Uint8Array>, boundary: string, field: string): Promise<MultipartFile | null> {
  const bytes = new Bytes(body.getReader());
  const opening = Buffer.from(`--${boundary}`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const headersEnd = Buffer.from('\r\n\r\n');

  // The preamble, then the first boundary.
  const first = await bytes.find(opening, MAX_PART_HEADERS);
  if (first < 0) return null;
  bytes.take(first + opening.length);

  for (;;) {
    // After a boundary: "--" ends the body, "\r\n" starts a part.
    while (bytes.buffer.length < 2 && (await bytes.more()));
    if (bytes.buffer.subarray(0, 2).toString() !== '\r\n') return null;
    bytes.take(2);
    const end = await bytes.find(headersEnd, MAX_PART_HEADERS);
    if (end < 0) return null;
    const headers = partHeaders(bytes.take(end + headersEnd.length).toString('utf8'));
    if (headers.name === field) return { fileName: headers.fileName, content: partContent(bytes, delimiter) };
    // Skip another field's content.
    for (;;) {
      const at = bytes.buffer.indexOf(delimiter);
      if (at >= 0) {
        bytes.take(at + delimiter.length);
        break;
      }
      bytes.take(Math.max(0, bytes.buffer.length - delimiter.length));
      if (!(await bytes.more())) return null;
    }
  }
}

async function* partContent(bytes: Bytes, delimiter: Buffer): AsyncGenerator<Uint8Array> {
  for (;;) {
    const at = bytes.buffer.indexOf(delimiter);
    if (at >= 0) {
      if (at > 0) yield bytes.take(at);
      bytes.take(delimiter.length);
      return;
    }
    // Everything but what could be the start of the delimiter is the file's.
    const safe = bytes.buffer.length - (delimiter.length - 1);
    if (safe > 0) yield bytes.take(safe);
    if (!(await bytes.more())) throw new MultipartError('The upload ended before the file did.');
  }
}
