/**
 * The fonts of the contract PDF: Noto Sans (Latin, Latin Extended, Greek, Cyrillic) for the text,
 * Dancing Script for the typed signature (as in the web preview), Courier for the hex hash. The TTF
 * files come from npm packages and are read once per process; each document embeds a subset of only
 * the glyphs it uses, so names like "Łukasz Żółć" or "Ελένη" print exactly and the file stays small.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { StandardFonts, type PDFDocument, type PDFFont } from '@pdfme/pdf-lib';
// foliojs fontkit 2, as @pdfme/pdf-lib asks: @pdf-lib/fontkit 1.x writes broken subsets of fonts
// whose glyphs have odd lengths (Noto Sans among them: most letters came out blank).
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
// fontkit's types say create() may return a font collection; a TTF file always gives a font.
const pdfFontkit = fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0];

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  script: '@expo-google-fonts/dancing-script/400Regular/DancingScript_400Regular.ttf',
} as const;

type FontFile = keyof typeof FONT_FILES;

interface LoadedFont {
  bytes: Buffer;
  codePoints: ReadonlySet<number>;
}

const loaded = new Map<FontFile, LoadedFont>();

/** The font's bytes and the code points it has glyphs for, read and parsed once per process. */
function load(file: FontFile): LoadedFont {
  let font = loaded.get(file);
  if (!font) {
    const bytes = readFileSync(require.resolve(FONT_FILES[file]));
    const parsed = fontkit.create(bytes);
    if (!('characterSet' in parsed)) throw new Error(`${FONT_FILES[file]} is a font collection`);
    font = { bytes, codePoints: new Set(parsed.characterSet) };
    loaded.set(file, font);
  }
  return font;
}

const covers = (font: LoadedFont, text: string) => Array.from(text).every((ch) => /\s/.test(ch) || font.codePoints.has(ch.codePointAt(0) ?? 0));

export interface ContractFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Dancing Script, or Noto Sans Italic when the signature has letters Dancing Script lacks (Greek, Cyrillic). */
  script: PDFFont;
  mono: PDFFont;
}

/** Embeds the contract fonts (subset) in the document; `signature` is the signer's typed name. */
export async function embedContractFonts(doc: PDFDocument, signature: string): Promise<ContractFonts> {
  doc.registerFontkit(pdfFontkit);
  // pdf-lib draws the glyphs that fontkit's layout picks but not the positions it computes, so the
  // positioning features (kerning, mark placement) are switched off: same output, layout much faster.
  const embed = (file: FontFile) =>
    doc.embedFont(load(file).bytes, { subset: true, features: { kern: false, mark: false, mkmk: false, curs: false } });
  const script = load('script');
  return {
    regular: await embed('regular'),
    bold: await embed('bold'),
    script: await embed(covers(script, signature) ? 'script' : 'italic'),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
}

/** Noto Sans regular and bold (subset) and Courier Bold, for documents other than the contract (bag labels). */
export async function embedTextFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont; monoBold: PDFFont }> {
  doc.registerFontkit(pdfFontkit);
  const embed = (file: FontFile) =>
    doc.embedFont(load(file).bytes, { subset: true, features: { kern: false, mark: false, mkmk: false, curs: false } });
  return { regular: await embed('regular'), bold: await embed('bold'), monoBold: await doc.embedFont(StandardFonts.CourierBold) };
}
