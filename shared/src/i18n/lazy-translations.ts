// Texts that load per language, so that a page fetches only the language on screen (Bengali for most
// players). A part gives, per language, its texts (the default language: they ride in the code, no extra
// request) or a loader; the loader of the language on screen runs at once, the others on a switch.
// A switch of language first loads the new language's texts, then switches: no key ever shows. A
// component whose namespace is still loading suspends (react-i18next's useSuspense) until it is here.
import type { i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import { LANGUAGES, isLanguage, type Language } from './languages.ts';

/** one language's texts of a namespace, as a module whose default export is the texts */
export type TextsLoader = () => Promise<{ default: Record<string, unknown> }>;
/** per language: the texts themselves (they ride in the code) or their loader (fetched when needed) */
export type TranslationLoaders = Record<Language, Record<string, unknown> | TextsLoader>;

interface Entry {
  ns: string;
  loaders: TranslationLoaders;
  /** per language: the load under way or done; absent before the first load or after a failed one */
  loads: Partial<Record<Language, Promise<void>>>;
  loaded: Set<Language>;
}

export const isTranslationLoaders = (v: unknown): v is TranslationLoaders =>
  typeof v === 'object' && v !== null && LANGUAGES.some((lng) => typeof (v as Record<string, unknown>)[lng] === 'function');

/** Teaches the page's one i18next instance to load registered texts before it needs them. */
export function lazyTranslations(i18n: I18n) {
  const entries: Entry[] = [];
  let switchingTo: Language | undefined;
  const current = (): Language => (isLanguage(i18n.language) ? i18n.language : LANGUAGES[0]);

  const load = (entry: Entry, lng: Language): Promise<void> => {
    const source = entry.loaders[lng];
    if (typeof source !== 'function') return Promise.resolve();
    entry.loads[lng] ??= source().then(
      (mod) => {
        i18n.addResourceBundle(lng, entry.ns, mod.default, true, true);
        entry.loaded.add(lng);
      },
      (err: unknown) => {
        // the next need (a render, a switch) tries again
        entry.loads[lng] = undefined;
        throw err;
      },
    );
    return entry.loads[lng];
  };
  const loadAll = (list: Entry[], lng: Language) => Promise.all(list.map((e) => load(e, lng))).then(() => undefined);
  const loading = (ns: string, lng: Language) => entries.some((e) => e.ns === ns && !e.loaded.has(lng));

  const switchLanguage = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = ((lng?: string, callback?: Parameters<I18n['changeLanguage']>[1]) => {
    if (!isLanguage(lng)) return switchLanguage(lng, callback);
    switchingTo = lng;
    return loadAll(entries, lng)
      .then(() => {
        // every mounted text re-renders in the new language: as a transition, in slices between which the tap that
        // asked for it is painted and the next one is answered (react-i18next re-renders on the 'languageChanged'
        // this emits at once; the whole page in one task was the language switch's INP, 224-248 ms on a slow phone)
        let switched!: ReturnType<typeof switchLanguage>;
        startTransition(() => {
          switched = switchLanguage(lng, callback);
        });
        return switched;
      })
      .finally(() => {
        if (switchingTo === lng) switchingTo = undefined;
      });
  }) as I18n['changeLanguage'];

  const hasLoaded = i18n.hasLoadedNamespace.bind(i18n);
  i18n.hasLoadedNamespace = (ns, options) => {
    const lng = isLanguage(options?.lng) ? options.lng : current();
    const names: readonly string[] = typeof ns === 'string' ? [ns] : ns;
    return !names.some((n) => loading(n, lng)) && hasLoaded(ns, options);
  };

  const loadNamespaces = i18n.loadNamespaces.bind(i18n);
  i18n.loadNamespaces = (ns, callback) => {
    const names: readonly string[] = typeof ns === 'string' ? [ns] : ns;
    const mine = entries.filter((e) => names.includes(e.ns));
    // a failed load still ends the wait: the component renders (its keys), and the next render retries
    return loadAll(mine, current()).then(
      () => loadNamespaces(ns, callback),
      (err: unknown) => {
        console.error('[i18n] texts failed to load', err);
        return loadNamespaces(ns, callback);
      },
    );
  };

  /**
   * Registers a namespace's loaders and loads the language on screen (and the one being switched to).
   * The promise tells when they are here; left unawaited, a failure waits for the next render's retry.
   */
  return function register(ns: string, loaders: TranslationLoaders): Promise<void> {
    const entry: Entry = { ns, loaders, loads: {}, loaded: new Set() };
    entries.push(entry);
    // i18next's list of the page's namespaces: `i18n.loadNamespaces(i18n.options.ns)` waits for them all
    const known = [i18n.options.ns ?? []].flat();
    if (!known.includes(ns)) i18n.options.ns = [...known, ns];
    for (const lng of LANGUAGES) {
      const source = loaders[lng];
      if (typeof source === 'function') continue;
      i18n.addResourceBundle(lng, ns, source, true, true);
      entry.loaded.add(lng);
    }
    const now = new Set<Language>([current(), ...(switchingTo ? [switchingTo] : [])]);
    const done = Promise.all([...now].map((lng) => load(entry, lng))).then(() => undefined);
    done.catch(() => undefined);
    return done;
  };
}
