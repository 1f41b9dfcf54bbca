import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language, PLATFORM_LANGUAGE, type Translations } from './languages.ts';
import { readStored, writeStored } from '../storage/browser-storage.ts';
import { commonTranslations } from './common.ts';

const STORAGE_KEY = 'wl.language';

function storedLanguage(): Language {
  const v = readStored('local', STORAGE_KEY);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

/** The one i18next instance of the page; shared as a singleton, so every remote re-renders on a change. */
export const i18n: I18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['bn', 'en'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { bn: { common: commonTranslations.bn }, en: { common: commonTranslations.en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Each remote registers its own namespace ('auth', 'lobby', ...) when its module loads. */
export function registerTranslations(ns: string, translations: Translations) {
  for (const lng of ['bn', 'en'] as const) {
    i18n.addResourceBundle(lng, ns, translations[lng], true, true);
  }
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The UI language as the platform names it ('BN', 'EN'): the Language header and the lists' language parameter. */
export const platformLanguage = (): string => PLATFORM_LANGUAGE[currentLanguage()];

/** In private mode the choice lasts for this page only. */
export function persistLanguage(lng: Language) {
  writeStored('local', STORAGE_KEY, lng);
}
