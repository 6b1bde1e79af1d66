/**
 * The courier screens' languages (issue 22 item 5): English and two a UK laundry crew often reads best,
 * each named in its own words for the chooser, and the device's remembered choice (localStorage).
 */
export const COURIER_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'pl', name: 'Polski' },
  { code: 'ro', name: 'Română' },
] as const;

export type CourierLanguage = (typeof COURIER_LANGUAGES)[number]['code'];

export const COURIER_LANGUAGE_KEY = 'courier-language';

export function isCourierLanguage(value: unknown): value is CourierLanguage {
  return COURIER_LANGUAGES.some((l) => l.code === value);
}

/** The language this device chose, else English (storage may be unavailable: private mode, blocked). */
export function storedCourierLanguage(): CourierLanguage {
  try {
    const stored = window.localStorage.getItem(COURIER_LANGUAGE_KEY);
    return isCourierLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function rememberCourierLanguage(language: CourierLanguage): void {
  try {
    window.localStorage.setItem(COURIER_LANGUAGE_KEY, language);
  } catch {
    // Not remembered on this device; the choice still holds until the page is left.
  }
}
