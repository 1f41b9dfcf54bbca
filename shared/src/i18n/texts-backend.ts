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
  /** one loader per language: a namespace is one file per language, as i18next reads it */
  loaders: Partial<Record<Language, TextsLoader>>;
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

/**
 * The registry of the page's namespaces, and the backend that reads them. `register` adds a part; the backend is
 * given to `i18n.use` before `init`, and `known` to `register` before any part (the namespaces `init` loads).
 */
export function textsBackend() {
  const namespaces = new Map<string, Namespace>();
  const entry = (ns: string): Namespace => {
    let found = namespaces.get(ns);
    if (!found) {
      found = { loaders: {}, waiting: {} };
      namespaces.set(ns, found);
    }
    return found;
  };

  const backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      const found = namespaces.get(namespace);
      const loader = found?.loaders[language as Language];
      Promise.resolve(loader ? loader().then((mod) => mod.default) : {}).then(
        (texts) => callback(null, (found?.waiting[language as Language] ?? []).reduce(merged, texts)),
        // no second argument: i18next's own retries are for a server that asks for them; here the next
        // switch of language reads again (the shell's switch reloads what is missing)
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
      );
    },
  };

  /** A namespace's loader known before `init`, so that its first load reads it (the 'common' texts). */
  const know = (ns: string, loaders: Partial<Record<Language, TextsLoader>>) => {
    Object.assign(entry(ns).loaders, loaders);
  };

  /**
   * Adds a part's texts, and loads the language on screen where it is fetched. The promise tells when the
   * language on screen is here (a failed load ends the wait too: the texts fall back to Bengali, and the next
   * render or switch reads again).
   */
  const register = (i18n: I18n, ns: string, parts: TranslationLoaders): Promise<void> => {
    const found = entry(ns);
    let reload = false;
    for (const lng of LANGUAGES) {
      const part = parts[lng];
      if (typeof part === 'function') {
        const had = found.loaders[lng];
        if (had && had !== part) throw new Error(`the ${lng} texts of '${ns}' already have their loader: one file per namespace`);
        found.loaders[lng] = part;
        // parts given before the loader are merged into its load, and the load is read even if they made a bundle
        const bundle = i18n.getResourceBundle(lng, ns) as Texts | undefined;
        if (!had && bundle) {
          (found.waiting[lng] ??= []).push(bundle);
          i18n.removeResourceBundle(lng, ns);
          reload = true;
        }
      } else if (found.loaders[lng] && !i18n.hasResourceBundle(lng, ns)) {
        // the loaded texts are not here yet: the load merges this part (and `loaded` below adds it, had the load
        // already been read)
        (found.waiting[lng] ??= []).push(part);
      } else {
        i18n.addResourceBundle(lng, ns, part, true, true);
      }
    }
    return new Promise<void>((resolve) => {
      if (reload) void i18n.reloadResources([i18n.language], [ns], () => resolve());
      else void i18n.loadNamespaces(ns, () => resolve());
    });
  };

  /** Adds the parts that arrived while their namespace's load was being read, once it is in the store. */
  const settle = (i18n: I18n) => {
    i18n.on('loaded', (loaded: Record<string, Record<string, boolean> | string[]>) => {
      for (const [lng, list] of Object.entries(loaded)) {
        for (const ns of Array.isArray(list) ? list : Object.keys(list)) {
          const found = namespaces.get(ns);
          const parts = found?.waiting[lng as Language];
          if (!found || !parts || !i18n.hasResourceBundle(lng, ns)) continue;
          for (const part of parts) i18n.addResourceBundle(lng, ns, part, true, true);
          found.waiting[lng as Language] = undefined;
        }
      }
    });
  };

  return { backend, know, register, settle };
}
