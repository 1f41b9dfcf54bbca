import { events, i18n, persistLanguage, type Language } from '@wl/shared';

/** Switches the language of every mounted part: they share the one i18n instance and re-render. */
export function changeLanguage(lng: Language) {
  persistLanguage(lng);
  document.documentElement.lang = lng;
  void i18n.changeLanguage(lng).then(() => events.emit('language:changed', { language: lng }));
}
