/** The courier screens' language: a compact select naming each language in its own words, remembered on this device. */
import { useTranslation } from 'react-i18next';
import { Select } from '@web/components/ui';
import { COURIER_LANGUAGES, isCourierLanguage, rememberCourierLanguage } from './i18n/languages';

export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('page.language')}
      value={i18n.resolvedLanguage}
      onChange={(event) => {
        const language = event.target.value;
        if (!isCourierLanguage(language)) return;
        rememberCourierLanguage(language);
        void i18n.changeLanguage(language);
      }}
      className="w-36"
    >
      {COURIER_LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </option>
      ))}
    </Select>
  );
}
