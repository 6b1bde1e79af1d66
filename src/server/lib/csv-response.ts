/**
 * Streams a CSV download (issue 10): UTF-8 with a byte-order mark (so spreadsheets read the pound
 * sign), a header row, then the rows batch by batch as the database gives them, so an export of any
 * size holds one batch in memory. Cells come from `@shared/domain/csv` (escaped, ISO dates, pounds).
 */
import { stringify } from 'csv-stringify/sync';
import { logError } from './log-error';

export type CsvRow = readonly string[];

/** A Response whose body is the CSV, pulled one batch at a time (the client's pace sets the pace). */
export function csvResponse(input: { filename: string; header: readonly string[]; batches: AsyncIterable<readonly CsvRow[]> }): Response {
  const iterator = input.batches[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  // A client that goes away cancels the stream while a batch is still being read: nothing more is sent.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('\uFEFF' + stringify([input.header as string[]])));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (cancelled) return;
        if (next.done) {
          controller.close();
          return;
        }
        if (next.value.length > 0) controller.enqueue(encoder.encode(stringify(next.value as string[][])));
      } catch (err) {
        if (cancelled) return;
        logError('CSV export failed', err);
        controller.error(err);
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${input.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * Reads a large result a page at a time by keyset (never OFFSET): `fetchPage(after)` returns up to
 * `size` rows after the given row (undefined for the first page); ends on a short page.
 */
export async function* keysetBatches<T, R>(
  fetchPage: (after: T | undefined, size: number) => Promise<T[]>,
  toRow: (row: T) => R,
  size = 1000,
): AsyncGenerator<R[]> {
  let after: T | undefined;
  for (;;) {
    const page = await fetchPage(after, size);
    if (page.length > 0) yield page.map(toRow);
    if (page.length < size) return;
    after = page[page.length - 1];
  }
}
