import { describe, expect, it } from 'vitest';
import { VISIT_PROBLEMS } from '@shared/domain/courier-visits';
import { ApiError } from '@web/lib/api';
import { COURIER_LANGUAGES } from './languages';
import { COURIER_CATALOGUES, createCourierI18n } from './courier-i18n';
import { apiErrorText, refusalText, undoErrorText } from './courier-errors';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** section.key -> text, with plural forms as they are written (key_one, key_few, ...). */
function flat(catalogue: Record<string, Record<string, string>>): Map<string, string> {
  return new Map(
    Object.entries(catalogue).flatMap(([section, texts]) => Object.entries(texts).map(([key, text]) => [`${section}.${key}`, text] as const)),
  );
}

/** The keys a screen asks for: plural forms folded into their base key. */
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();

const english = flat(COURIER_CATALOGUES.en);

describe('courier catalogues', () => {
  it('offers every catalogue in the chooser, and only those', () => {
    expect(COURIER_LANGUAGES.map((l) => l.code).sort()).toEqual(Object.keys(COURIER_CATALOGUES).sort());
  });

  for (const language of ['pl', 'ro'] as const) {
    describe(language, () => {
      const texts = flat(COURIER_CATALOGUES[language]);

      it('has every key of the English catalogue and no other', () => {
        expect(baseKeys(texts.keys())).toEqual(baseKeys(english.keys()));
      });

      it("has exactly the plural forms the language's rules ask for, where English has a plural", () => {
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
        const plurals = baseKeys([...english.keys()].filter((k) => PLURAL.test(k)));
        for (const base of plurals) {
          const forms = [...texts.keys()].filter((k) => k.replace(PLURAL, '') === base).map((k) => k.slice(base.length + 1));
          expect(forms.sort(), base).toEqual(categories);
        }
        for (const key of texts.keys()) if (PLURAL.test(key)) expect(plurals, key).toContain(key.replace(PLURAL, ''));
      });

      it('fills every text, with the same {{placeholders}} as English', () => {
        for (const [key, text] of texts) {
          expect(text.trim(), key).not.toBe('');
          const englishText = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`) ?? '';
          expect(variables(text), key).toEqual(variables(englishText));
        }
      });
    });
  }
});

describe('courier screens in English', () => {
  const t = createCourierI18n('en').t;

  it("keeps the spec's words exactly", () => {
    expect(t('popup.returnWithin24Hours')).toBe('Please return this bag within 24 hours.');
    expect(t('popup.collectFailed', { property: 'Sea View' })).toBe('Failed to collect bag from Sea View. Please try again.');
    expect(t('popup.returnFailedTitle')).toBe('Return Failed');
    expect(t('home.collect')).toBe('Collect Bag');
    expect(t('home.return')).toBe('Return Bag');
    expect(t('page.back')).toBe('Back');
  });

  it('puts a property name in as typed (React escapes it, i18next does not double-escape)', () => {
    expect(t('popup.collected', { property: 'Rose & Crown <Flat 2>' })).toBe('Bag collected from Rose & Crown <Flat 2>');
  });

  it("says the queue's state and a stop's refusal as the issue words them", () => {
    const state = (online: boolean, waiting: number) =>
      t('queue.header', {
        connection: t(online ? 'queue.online' : 'queue.offline'),
        state: waiting > 0 ? t('queue.waiting', { count: waiting }) : t('queue.allSent'),
      });
    expect(state(false, 3)).toBe('Offline · 3 waiting');
    expect(state(true, 0)).toBe('Online · all sent');
    expect(t('stop.noAccess')).toBe('No access / nothing to collect');
    expect(t('items.bedLinen', { group: t('items.covers'), size: t('items.double') })).toBe('Duvet covers · Double');
    expect(refusalText(t, { code: 'moved_since', reason: 'This card was already moved by someone else' })).toBe(
      'This card was already moved by someone else',
    );
  });

  it('counts days', () => {
    expect(t('bag.days', { count: 0 })).toBe('0 days');
    expect(t('bag.days', { count: 1 })).toBe('1 day');
    expect(t('bag.onBeds', { days: t('bag.days', { count: 12 }) })).toBe('12 days on beds');
  });
});

describe('courier screens in Polish and Romanian', () => {
  it("counts days with each language's plural forms", () => {
    const pl = createCourierI18n('pl').t;
    expect([1, 2, 5, 22, 25].map((count) => pl('bag.days', { count }))).toEqual(['1 dzień', '2 dni', '5 dni', '22 dni', '25 dni']);
    const ro = createCourierI18n('ro').t;
    expect([1, 2, 19, 20, 101].map((count) => ro('bag.days', { count }))).toEqual(['1 zi', '2 zile', '19 zile', '20 de zile', '101 zile']);
  });

  it("says the server's refusals by their code and reason, not the English text", () => {
    const pl = createCourierI18n('pl').t;
    const tooLate = new ApiError(
      409,
      'conflict',
      'Too late to undo: a Collect or Return can be undone for 2 minutes',
      undefined,
      undefined,
      'tooLate',
    );
    expect(undoErrorText(pl, tooLate)).toBe('Za późno: odbiór lub zwrot można cofnąć w ciągu 2 minut');
    expect(undoErrorText(pl, new ApiError(409, 'conflict', 'Something new', undefined, undefined, 'somethingNew'))).toBe(
      'Nie udało się cofnąć tego ruchu',
    );
    expect(apiErrorText(pl, new ApiError(0, 'network_error', 'Network error. Please check your connection and try again.'))).toBe(
      'Błąd sieci. Sprawdź połączenie i spróbuj ponownie.',
    );
    expect(apiErrorText(createCourierI18n('ro').t, new ApiError(403, 'forbidden', 'You do not have permission to do that'))).toBe(
      'Nu ai permisiunea să faci asta',
    );
    expect(apiErrorText(pl, new Error('boom'))).toBe('Wystąpił nieoczekiwany błąd');
  });

  it("says a refused stop by its code; a refusal the catalogue has no code for in the server's words", () => {
    const pl = createCourierI18n('pl').t;
    const ro = createCourierI18n('ro').t;
    expect(refusalText(pl, { code: 'moved_since', reason: 'This card was already moved by someone else' })).toBe('Ktoś inny już przeniósł tę kartę');
    expect(refusalText(ro, { code: 'other_property', reason: 'This bag belongs to another property' })).toBe('Acest sac aparține altei proprietăți');
    expect(refusalText(pl, { code: 'invalid_input', reason: 'Counts must be whole numbers of at least 0' })).toBe(
      'Counts must be whole numbers of at least 0',
    );
    expect(refusalText(pl, {})).toBe('Wystąpił nieoczekiwany błąd');
    expect(refusalText(ro, { code: 'clock_ahead', reason: VISIT_PROBLEMS.clock_ahead })).toBe(
      'Ceasul telefonului este înaintea serverului: verificați ora telefonului, apoi trimiteți din nou',
    );
    expect(refusalText(pl, { code: 'too_large', reason: 'The photo is too large' })).toBe('Nie można użyć tego zdjęcia: zrób je ponownie');
    expect([1, 3, 5].map((count) => pl('queue.waiting', { count }))).toEqual(['1 czeka', '3 czekają', '5 czeka']);
  });

  it('has a text for every reason the server gives for an invalid stop', () => {
    const en = createCourierI18n('en').t;
    for (const [code, message] of Object.entries(VISIT_PROBLEMS)) expect(refusalText(en, { code, reason: 'server words' }), code).toBe(message);
  });
});
