/**
 * A small text extraction for the contract PDFs we write: for each page, read its fonts (embedded
 * fonts map their 2-byte glyph codes to text through their ToUnicode CMap; standard fonts are read as
 * Latin-1) and collect the strings shown with Tj, tracking the font chosen by Tf.
 * One returned line per Tj, in drawing order.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from '@pdfme/pdf-lib';

interface FontDecoder {
  /** Bytes per glyph code: 2 for Type0 (Identity-H) fonts, 1 for simple fonts. */
  codeBytes: 1 | 2;
  /** Glyph code (upper-case hex) to text, from the font's ToUnicode CMap. */
  toUnicode?: Map<string, string>;
}

function streamBytes(doc: PDFDocument, obj: PDFObject | undefined): Buffer {
  const stream = obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
  return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()) : Buffer.alloc(0);
}

const utf16Hex = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** Reads the bfchar and bfrange entries of a ToUnicode CMap. */
function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code.toUpperCase(), utf16Hex(text));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dest] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const from = parseInt(lo, 16);
      const targets = dest.startsWith('[') ? Array.from(dest.matchAll(/<([0-9A-Fa-f]+)>/g), (m) => m[1]) : null;
      for (let code = from; code <= parseInt(hi, 16); code++) {
        const key = code.toString(16).toUpperCase().padStart(lo.length, '0');
        if (targets) {
          if (targets[code - from]) map.set(key, utf16Hex(targets[code - from]));
        } else {
          const start = Buffer.from(dest.slice(1, -1), 'hex');
          start.writeUInt16BE(start.readUInt16BE(start.length - 2) + (code - from), start.length - 2);
          map.set(key, start.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

function pageFonts(doc: PDFDocument, resources: PDFDict | undefined): Map<string, FontDecoder> {
  const fonts = new Map<string, FontDecoder>();
  const dict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const type0 = font.get(PDFName.of('Subtype')) === PDFName.of('Type0');
    const toUnicode = font.get(PDFName.of('ToUnicode'));
    fonts.set(name.asString(), {
      codeBytes: type0 ? 2 : 1,
      toUnicode: toUnicode ? parseToUnicode(streamBytes(doc, toUnicode).toString('latin1')) : undefined,
    });
  }
  return fonts;
}

function decodeLiteral(s: string): Buffer {
  const text = s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[e] ?? String.fromCharCode(parseInt(e, 8));
  });
  return Buffer.from(text, 'latin1');
}

function showText(bytes: Buffer, font: FontDecoder | undefined): string {
  if (!font?.toUnicode) return bytes.toString('latin1');
  let out = '';
  for (let i = 0; i + font.codeBytes <= bytes.length; i += font.codeBytes) {
    const code = bytes.subarray(i, i + font.codeBytes).toString('hex').toUpperCase();
    out += font.toUnicode.get(code) ?? '\uFFFD';
  }
  return out;
}

export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = pageFonts(doc, page.node.Resources());
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const content = Buffer.concat(parts.map((part) => streamBytes(doc, part))).toString('latin1');
    let font: FontDecoder | undefined;
    for (const m of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (m[1] !== undefined) font = fonts.get(`/${m[1]}`);
      else if (m[2] !== undefined) lines.push(showText(Buffer.from(m[2].replace(/\s+/g, ''), 'hex'), font));
      else lines.push(showText(decodeLiteral(m[3]), font));
    }
  }
  return lines;
}

export const pdfText = async (bytes: Uint8Array) => (await pdfTextLines(bytes)).join('\n');
