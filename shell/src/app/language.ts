import { events, i18n, persistLanguage, type Language } from '@wl/kit';
import { startTransition } from 'react';

/**
 * Reads the texts the new language still lacks: a namespace never read in it, or one whose read failed (i18next
 * does not read a failed namespace again unless asked to reload it). Answers the namespaces still without them.
 */
async function loadMissing(lng: Language): Promise<string[]> {
  const missing = [i18n.options.ns ?? []].flat().filter((ns) => !i18n.hasResourceBundle(lng, ns));
  await i18n.reloadResources([lng], missing);
  return missing.filter((ns) => !i18n.hasResourceBundle(lng, ns));
}

/**
 * Switches the language of every mounted part: they share the one i18n instance and re-render. Its texts are read
 * first, and a failed read leaves the page in its language (i18next's own switch would change even then, and show
 * the fallback's texts under the new language's name); the next tap reads again.
 *
 * The re-render is a transition (decision 053): every mounted text re-renders in slices between which the tap that
 * asked for it is painted. The page's lang follows once the new texts are in, not in the tap's own frame: changed
 * there, it restyled the whole document before the tap's response could paint (the switch's INP), and named the
 * Bengali still on screen English.
 */
export async function switchLanguage(lng: Language): Promise<void> {
  const failed = await loadMissing(lng);
  if (failed.length) throw new Error(`the ${lng} texts of ${failed.join(', ')} failed to load`);
  let switched!: Promise<unknown>;
  startTransition(() => {
    switched = i18n.changeLanguage(lng);
  });
  await switched;
}

export function changeLanguage(lng: Language) {
  switchLanguage(lng).then(
    () => {
      persistLanguage(lng);
      document.documentElement.lang = lng;
      events.emit('language:changed', { language: lng });
    },
    (err: unknown) => console.error('[i18n] texts failed to load', err),
  );
}
