/**
 * A small text extraction for the contract PDFs we write: inflate each stream and collect the strings
 * shown with Tj (hex strings, as pdf-lib writes them for standard fonts, or literal strings).
 * One returned line per Tj, in drawing order.
 */
import { constants, inflateSync } from 'node:zlib';

function decodeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[e] ?? String.fromCharCode(parseInt(e, 8));
  });
}

export function pdfTextLines(bytes: Uint8Array): string[] {
  const buf = Buffer.from(bytes);
  const text = buf.toString('latin1');
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf('stream', from);
    if (at < 0) break;
    if (text.startsWith('endstream', at - 3)) {
      from = at + 6;
      continue;
    }
    let start = at + 6;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = buf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (m[1] !== undefined) lines.push(Buffer.from(m[1].replace(/\s+/g, ''), 'hex').toString('latin1'));
      else lines.push(decodeLiteral(m[2]));
    }
    from = end + 9;
  }
  return lines;
}

export const pdfText = (bytes: Uint8Array) => pdfTextLines(bytes).join('\n');
