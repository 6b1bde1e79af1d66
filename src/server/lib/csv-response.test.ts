import { describe, expect, it } from 'vitest';
import { csvResponse, keysetBatches } from './csv-response';

describe('csvResponse', () => {
  it('streams a BOM, the header and each batch, quoting cells that need it', async () => {
    async function* batches() {
      yield [['1', 'Sea View, Flat 2']];
      yield [['2', 'said "hi"']];
    }
    const res = csvResponse({ filename: 'x.csv', header: ['Id', 'Notes'], batches: batches() });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="x.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Id,Notes\n1,"Sea View, Flat 2"\n2,"said ""hi"""\n');
  });
});

describe('keysetBatches', () => {
  it('asks for the page after the last row until a short page', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => i + 1);
    const asked: (number | undefined)[] = [];
    const fetchPage = async (after: number | undefined, size: number) => {
      asked.push(after);
      return rows.filter((r) => r > (after ?? 0)).slice(0, size);
    };
    const out: string[][] = [];
    for await (const batch of keysetBatches(fetchPage, (r) => [String(r)], 2)) out.push(batch.map((r) => r[0]));
    expect(out).toEqual([['1', '2'], ['3', '4'], ['5']]);
    expect(asked).toEqual([undefined, 2, 4]);
  });
});

describe('csvResponse when the client goes away', () => {
  it('stops reading and logs nothing when cancelled mid-batch', async () => {
    let reads = 0;
    let finished = false;
    async function* batches() {
      try {
        for (;;) {
          reads += 1;
          await new Promise((r) => setTimeout(r, 5));
          yield [[String(reads)]];
        }
      } finally {
        finished = true;
      }
    }
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const reader = csvResponse({ filename: 'x.csv', header: ['N'], batches: batches() }).body!.getReader();
      await reader.read();
      await reader.read();
      await reader.cancel();
      await new Promise((r) => setTimeout(r, 30));
    } finally {
      console.error = original;
    }
    expect(finished).toBe(true);
    expect(reads).toBeLessThan(4);
    expect(errors).toEqual([]);
  });
});
