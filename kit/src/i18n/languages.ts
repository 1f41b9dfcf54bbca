export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bn';

/** the platform's Language header values */
export const PLATFORM_LANGUAGE: Record<Language, string> = { bn: 'BN', en: 'EN' };

export const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

/** Bilingual texts: every key in Bengali and English, checked by the type. */
export type Translations<T extends Record<string, unknown> = Record<string, unknown>> = { bn: T; en: T };
