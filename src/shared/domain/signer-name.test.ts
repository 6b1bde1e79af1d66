import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSignatureName, visibleLetterCount } from './signer-name';

const PANEL_REQUIRED = 'Please enter your full legal name to sign the contract';
const PUBLIC_REQUIRED = 'Please enter your full name as signature';

describe('signer name', () => {
  it("uses each screen's messages (docs/product.md §1.5)", () => {
    expect(checkSignatureName('  ', 'panel')).toEqual({ ok: false, message: PANEL_REQUIRED });
    expect(checkSignatureName('', 'public')).toEqual({ ok: false, message: PUBLIC_REQUIRED });
    expect(checkSignatureName(' J ', 'panel')).toEqual({ ok: false, message: 'Please enter your full legal name' });
    expect(checkSignatureName('J', 'public')).toEqual({ ok: false, message: 'Signature must be at least 2 characters' });
    expect(checkSignatureName('  Jo Bloggs ', 'public')).toEqual({ ok: true, name: 'Jo Bloggs' });
  });

  it('counts only visible letters: invisible characters alone are an empty name', () => {
    for (const blank of ['\u200B\u200B\u200B', '\u200D\u200C', '\u2060\uFEFF', '\u200E\u200F\u202E', '\u3164\u3164', '\u115F\u1160', '\u00A0\u2003', '\u2800\u2800']) {
      expect(checkSignatureName(blank, 'public'), JSON.stringify(blank)).toEqual({ ok: false, message: PUBLIC_REQUIRED });
      expect(checkSignatureName(blank, 'panel').ok).toBe(false);
    }
  });

  it('needs two letters, not two characters', () => {
    expect(checkSignatureName('J\u200B', 'public').ok).toBe(false);
    expect(checkSignatureName('12', 'public')).toEqual({ ok: false, message: 'Signature must be at least 2 characters' });
    expect(checkSignatureName('J.', 'panel')).toEqual({ ok: false, message: 'Please enter your full legal name' });
    expect(checkSignatureName('-- ..', 'public').ok).toBe(false);
    expect(checkSignatureName('A\u0301', 'public').ok).toBe(false); // one letter and a combining accent
  });

  it('accepts names in any script and keeps what shows', () => {
    expect(checkSignatureName('Zoë Ó Briain', 'public')).toEqual({ ok: true, name: 'Zoë Ó Briain' });
    expect(checkSignatureName('李明', 'public')).toEqual({ ok: true, name: '李明' });
    expect(checkSignatureName('Ørsted\u200B', 'panel')).toEqual({ ok: true, name: 'Ørsted' });
    expect(checkSignatureName('\u200BJo \t  Bloggs\u200B', 'public')).toEqual({ ok: true, name: 'Jo Bloggs' });
    expect(checkSignatureName('Jo\u0000 Bloggs', 'public')).toEqual({ ok: true, name: 'Jo Bloggs' });
  });

  it('never passes a name with fewer than two visible letters, and the kept name has no invisible edges', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 12 }), fc.constantFrom('panel', 'public'), (raw, screen) => {
        const check = checkSignatureName(raw, screen as 'panel' | 'public');
        if (check.ok) {
          expect(visibleLetterCount(check.name)).toBeGreaterThanOrEqual(2);
          expect(check.name).toBe(check.name.trim());
          expect(/^[\p{Cf}\p{Z}]|[\p{Cf}\p{Z}]$/u.test(check.name)).toBe(false);
        } else {
          expect(visibleLetterCount(raw.replace(/[\u115F\u1160\u3164\uFFA0]/g, ''))).toBeLessThan(2);
        }
      }),
    );
  });
});
