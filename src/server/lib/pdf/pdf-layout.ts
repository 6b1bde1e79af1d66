/** Text layout for the contract PDF: pure helpers (the font is passed in as a measuring function). */

export type Measure = (text: string) => number;

/**
 * A Measure that measures each space-separated word once and adds the words and spaces up: exact
 * for fonts whose glyphs do not interact across a space, and fast when measuring (a font's layout)
 * is slow and wrapText measures the same words again and again.
 */
export function wordCachedMeasure(measure: Measure): Measure {
  const cache = new Map<string, number>();
  const width = (word: string) => {
    if (!word) return 0;
    let w = cache.get(word);
    if (w === undefined) {
      w = measure(word);
      cache.set(word, w);
    }
    return w;
  };
  return (text) => text.split(' ').reduce((sum, word, i) => sum + width(word) + (i > 0 ? width(' ') : 0), 0);
}

/** Breaks one over-long word into pieces that each fit the width (at least one character per piece). */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of Array.from(word)) {
    if (current && measure(current + ch) > maxWidth) {
      pieces.push(current);
      current = ch;
    } else {
      current += ch;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Wraps text to lines no wider than maxWidth. Line breaks in the text are kept (an empty line stays
 * empty); runs of spaces inside a line collapse to one; words wider than a line are broken.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = paragraph.split(/[ \t]+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word) <= maxWidth) {
        line = word;
      } else {
        const pieces = breakWord(word, maxWidth, measure);
        lines.push(...pieces.slice(0, -1));
        line = pieces[pieces.length - 1] ?? '';
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Makes text drawable with a font that has glyphs for only some characters: accents that the font
 * lacks are dropped from their letters, tabs become spaces, invisible characters the font lacks
 * (variation selectors, zero-width joiners) are dropped, control characters other than line breaks
 * are dropped (a font may list a glyph for U+0000, which its subsetter cannot write), and anything else
 * becomes `replacement`.
 */
export function toDrawable(text: string, supported: ReadonlySet<number>, replacement = '?'): string {
  let out = '';
  for (const ch of Array.from(text.replace(/\t/g, '    '))) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || ch === '\r') {
      out += ch;
      continue;
    }
    if (/\p{Cc}/u.test(ch)) continue;
    if (supported.has(code)) {
      out += ch;
      continue;
    }
    if (/\p{Default_Ignorable_Code_Point}/u.test(ch)) continue;
    const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += base && Array.from(base).every((c) => supported.has(c.codePointAt(0) ?? 0)) ? base : replacement;
  }
  return out;
}

/** '14 March 2026 at 14:05:09 GMT' in Europe/London. */
export function londonDateTime(date: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZoneName: 'short',
  }).format(date);
  return `${day} at ${time}`;
}

/** '14 March 2026' in Europe/London. */
export function londonDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
