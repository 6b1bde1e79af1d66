/**
 * The courier screens' translations (decision 0186): an i18next instance of their own, made when the
 * bag-exchange chunk loads (no other page loads i18next), with the three catalogues bundled so the
 * screens work without signal. Only words are translated: dates and money keep the app's en-GB and £
 * formatters whatever the language.
 */
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { pl } from './pl';
import { ro } from './ro';
import { storedCourierLanguage } from './languages';

export const COURIER_CATALOGUES = { en, pl, ro } as const;

export function createCourierI18n(language = storedCourierLanguage()): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: Object.keys(COURIER_CATALOGUES),
    resources: Object.fromEntries(Object.entries(COURIER_CATALOGUES).map(([lng, catalogue]) => [lng, { translation: catalogue }])),
    // Synchronous: the catalogues are in the bundle, so the first render is already translated.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

// t() knows the catalogue's keys: a key missing from en.ts does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
