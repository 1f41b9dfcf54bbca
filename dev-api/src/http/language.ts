export type Language = 'BN' | 'EN';

// Bengali is the product's default language (spec section 1), so anything unknown falls back to it.
export function parseLanguage(header: string | undefined): Language {
  return header?.trim().toUpperCase() === 'EN' ? 'EN' : 'BN';
}

export function pick<T>(language: Language, texts: { bn: T; en: T }): T {
  return language === 'EN' ? texts.en : texts.bn;
}
