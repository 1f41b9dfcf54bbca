import i18next, { type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language, PLATFORM_LANGUAGE, type Translations } from './languages.ts';
import { numberText } from '../format/digits.ts';
import { readStored, writeStored } from '../storage/browser-storage.ts';
import { commonBn, type CommonTexts } from './common.ts';
import { textsBackend, type TextsLoader, type TranslationLoaders } from './texts-backend.ts';

const STORAGE_KEY = 'wl.language';

function storedLanguage(): Language {
  const v = readStored('local', STORAGE_KEY);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

/**
 * Every number a text interpolates ({{count}}, {{days}}) is written in the text's digits (decision 025), so that no
 * part can forget: a Bengali sentence says "১৮৩ দিন". Money and dates arrive already formatted, as strings.
 */
const digitsOfTheText: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, lng) => (typeof value === 'number' ? numberText(value, lng ?? DEFAULT_LANGUAGE) : value),
};

/** The one i18next instance of the page; shared as a singleton, so every remote re-renders on a change. */
export const i18n: I18n = i18next.createInstance();

const texts = textsBackend();
// English 'common' is fetched only when it is on screen: known before init, so that an English start reads it
texts.know('common', { en: () => import(/* webpackChunkName: "texts-en-common" */ './common.en.ts') });
texts.settle(i18n);

i18n
  .use(texts.backend)
  .use(initReactI18next)
  .use(digitsOfTheText)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['bn', 'en'],
    ns: ['common'],
    defaultNS: 'common',
    resources: { bn: { common: commonBn } },
    // the resources above are Bengali's first texts; the rest, and every namespace a part registers, the backend reads
    partialBundledLanguages: true,
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
    returnNull: false,
  });

/** loaders where at least one language is fetched when needed (texts in both languages take the checked form) */
type WithLoader = { bn: Record<string, unknown>; en: TextsLoader } | { bn: TextsLoader; en: Record<string, unknown> | TextsLoader };

/**
 * Each part registers its own namespace ('auth', 'lobby', ...) when its module loads: the texts of both
 * languages, or, for texts of the first screen, the default language's texts and a loader for the other
 * (`{ bn, en: () => import('./x.en.ts') }`), so that only the language on screen is fetched. The promise
 * tells when the language on screen is here; `i18n.loadNamespaces` waits for it too.
 */
export function registerTranslations<T extends Record<string, unknown>>(
  ns: string,
  // the texts written in place: the English ones give the shape, the Bengali ones must match it key for key
  translations: { en: T; bn: NoInfer<T> },
): Promise<void>;
export function registerTranslations(ns: string, translations: WithLoader): Promise<void>;
export function registerTranslations(ns: string, translations: Translations | TranslationLoaders): Promise<void> {
  return texts.register(i18n, ns, translations);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The UI language as the platform names it ('BN', 'EN'): the Language header and the lists' language parameter. */
export const platformLanguage = (): string => PLATFORM_LANGUAGE[currentLanguage()];

/** In private mode the choice lasts for this page only. */
export function persistLanguage(lng: Language) {
  writeStored('local', STORAGE_KEY, lng);
}

declare global {
  /**
   * The page's namespaces and the shape of their texts, for i18next's typed keys (CustomTypeOptions): each remote
   * adds its own namespaces here, so a key that no text has fails the typecheck. A global interface because
   * i18next's `resources` is one property, which augmentations cannot widen, while an interface merges.
   */
  interface WlTexts {
    common: CommonTexts & WlCommonTexts;
  }
  /** the parts of 'common' that packages above the kit add (the forms' texts, the validation's) */
  interface WlCommonTexts {}
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: WlTexts;
  }
}
