// i18next's backend over the namespaces the parts register (decision 059). A part gives, per language, its texts
// (they ride in its code: Bengali, the default, so that most players make no extra request) or a loader (fetched
// only when that language is needed). i18next decides when to read, waits for it before a switch of language and
// suspends a component whose namespace is still on its way (react-i18next's useSuspense); this file only answers
// "the texts of this namespace in this language".
import type { BackendModule, i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from './languages.ts';

type Texts = Record<string, unknown>;
/** one language's texts of a namespace, as a module whose default export is the texts */
export type TextsLoader = () => Promise<{ default: Texts }>;
/** per language: the texts themselves (they ride in the code) or their loader (fetched when needed) */
export type TranslationLoaders = Record<Language, Texts | TextsLoader>;

interface Namespace {
  /**
   * per language, the loaders of its parts, read together: one file per namespace is the way (the lobby's English is
   * one), but a remote released before that registers a loader per part, and runs on this kit
   */
  loaders: Partial<Record<Language, TextsLoader[]>>;
  /** per language, how many of its loaders the last read took in */
  read: Partial<Record<Language, number>>;
  /** parts given in the code for a language that is loaded, waiting for the load to merge into */
  waiting: Partial<Record<Language, Texts[]>>;
}

const isTexts = (v: unknown): v is Texts => typeof v === 'object' && v !== null && !Array.isArray(v);

function merged(into: Texts, part: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(part)) {
    const had = out[key];
    out[key] = isTexts(had) && isTexts(value) ? merged(had, value) : value;
  }
  return out;
}

type Namespaces = Map<string, Namespace>;

/** i18next's backend: a namespace's texts in a language are its loaders' read together, with the parts waiting for them. */
function readingBackend(namespaces: Namespaces): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      const lng = language as Language;
      const found = namespaces.get(namespace);
      const loaders = found?.loaders[lng] ?? [];
      Promise.all(loaders.map((load) => load())).then(
        (modules) => {
          if (found) found.read[lng] = modules.length;
          const texts = modules.reduce<Texts>((all, mod) => merged(all, mod.default), {});
          callback(null, (found?.waiting[lng] ?? []).reduce(merged, texts));
        },
        // no second argument: i18next's own retries are for a server that asks for them; here the next
        // switch of language reads again (the shell's switch reloads what is missing)
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
      );
    },
  };
}

/**
 * Adds a part's texts to its namespace, and loads the language on screen where it is fetched. The promise tells
 * when the language on screen is here (a failed load ends the wait too: the texts fall back to Bengali, and the
 * next render or switch reads again).
 */
function registerPart(i18n: I18n, found: Namespace, ns: string, parts: TranslationLoaders): Promise<void> {
  const reread: Language[] = [];
  for (const lng of LANGUAGES) {
    const part = parts[lng];
    if (typeof part === 'function') {
      const loaders = (found.loaders[lng] ??= []);
      if (loaders.includes(part)) continue;
      loaders.push(part);
      // the texts already here (parts given in the code, or an earlier read) are merged into a new read, which
      // takes this loader too: the namespace counts as loading until then, so no key and no fallback shows
      const bundle = i18n.getResourceBundle(lng, ns) as Texts | undefined;
      if (bundle) {
        (found.waiting[lng] ??= []).push(bundle);
        i18n.removeResourceBundle(lng, ns);
        reread.push(lng);
      }
    } else if (found.loaders[lng]?.length && !i18n.hasResourceBundle(lng, ns)) {
      // the loaded texts are not here yet: the load merges this part (and `loaded` below adds it, had the load
      // already been read)
      (found.waiting[lng] ??= []).push(part);
    } else {
      i18n.addResourceBundle(lng, ns, part, true, true);
    }
  }
  // the language on screen (and its fallback) is loaded before the promise says so; a failed load ends the wait too
  return Promise.all([reread.length ? i18n.reloadResources(reread, [ns]) : undefined, i18n.loadNamespaces(ns)]).then(() => undefined);
}

/**
 * Once a read is in the store: adds the parts given while it was on its way, and reads again if a loader
 * registered after the read had started.
 */
function settleLoads(i18n: I18n, namespaces: Namespaces): void {
  i18n.on('loaded', (loaded: Record<string, Record<string, boolean>>) => {
    for (const [language, list] of Object.entries(loaded)) {
      const lng = language as Language;
      for (const ns of Object.keys(list)) {
        const found = namespaces.get(ns);
        if (!found || !i18n.hasResourceBundle(lng, ns)) continue;
        for (const part of found.waiting[lng] ?? []) i18n.addResourceBundle(lng, ns, part, true, true);
        found.waiting[lng] = undefined;
        if ((found.loaders[lng]?.length ?? 0) > (found.read[lng] ?? 0)) {
          found.waiting[lng] = [i18n.getResourceBundle(lng, ns) as Texts];
          i18n.removeResourceBundle(lng, ns);
          void i18n.reloadResources([lng], [ns]);
        }
      }
    }
  });
}

/**
 * The registry of the page's namespaces, and the backend that reads them. `register` adds a part; the backend is
 * given to `i18n.use` before `init`, and `know` to `register` before any part (the namespaces `init` loads).
 */
export function textsBackend() {
  const namespaces: Namespaces = new Map();
  const entry = (ns: string): Namespace => {
    let found = namespaces.get(ns);
    if (!found) {
      found = { loaders: {}, read: {}, waiting: {} };
      namespaces.set(ns, found);
    }
    return found;
  };

  /** A namespace's loader known before `init`, so that its first load reads it (the 'common' texts). */
  const know = (ns: string, loaders: Partial<Record<Language, TextsLoader>>) => {
    const found = entry(ns);
    for (const lng of LANGUAGES) {
      const loader = loaders[lng];
      if (loader) found.loaders[lng] = [loader];
    }
  };

  return {
    backend: readingBackend(namespaces),
    know,
    register: (i18n: I18n, ns: string, parts: TranslationLoaders): Promise<void> => registerPart(i18n, entry(ns), ns, parts),
    settle: (i18n: I18n) => settleLoads(i18n, namespaces),
  };
}
