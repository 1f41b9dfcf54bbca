import { events, i18n, persistLanguage, type Language } from '@wl/shared';

/**
 * Switches the language of every mounted part: they share the one i18n instance and re-render, as a transition
 * (decision 053). The page's lang follows once the new texts are in, not in the tap's own frame: changed there, it
 * restyled the whole document before the tap's response could paint (the switch's INP), and named the Bengali still
 * on screen English.
 */
export function changeLanguage(lng: Language) {
  persistLanguage(lng);
  void i18n.changeLanguage(lng).then(() => {
    document.documentElement.lang = lng;
    events.emit('language:changed', { language: lng });
  });
}
