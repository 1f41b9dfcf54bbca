// Shared singletons that the pages share as a part of a package, not the whole of it (shared-entries/).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// resolved as @wl/kit resolves it: the copy and version its contract runs with
const fromShared = createRequire(createRequire(import.meta.url).resolve('@wl/kit/package.json'));
const reactI18nextPkg = fromShared('react-i18next/package.json') as { version: string; module: string };
const reactI18nextDir = path.dirname(fromShared.resolve('react-i18next/package.json'));

/**
 * react-i18next as the pages share it: `useTranslation` and `initReactI18next` (shared-entries/react-i18next.js).
 * A shared singleton is never tree-shaken (another part may ask for any name), so the whole package
 * (Trans and its HTML parser, the higher-order components, the SSR helpers) rode on every first load.
 */
export const reactI18nextEntry = {
  /** the module provided to the share scope, and each part's fallback */
  file: path.join(import.meta.dirname, '../shared-entries/react-i18next.js'),
  /** the installed package's own version, so that the share scope's version check holds as before */
  version: reactI18nextPkg.version,
  /** the package under a name the share scope does not take (its ES build, which tree-shakes) */
  alias: { 'react-i18next-whole$': path.join(reactI18nextDir, reactI18nextPkg.module) },
};

const tanstackPkg = fromShared('@tanstack/react-query/package.json') as { version: string };
const tanstackDir = path.dirname(fromShared.resolve('@tanstack/react-query/package.json'));

/**
 * TanStack Query as the pages share it (decision 036): the names of shared-entries/tanstack-react-query.js,
 * for the same reason as react-i18next's. Only @wl/kit imports it; sharing it keeps one copy should a
 * part's fallback @wl/kit ever load beside the page's.
 */
export const tanstackQueryEntry = {
  file: path.join(import.meta.dirname, '../shared-entries/tanstack-react-query.js'),
  version: tanstackPkg.version,
  alias: { 'tanstack-react-query-whole$': path.join(tanstackDir, 'build/modern/index.js') },
};

/**
 * TanStack Query's useInfiniteQuery, shared under '@wl/kit/infinite-query' (decision 054): out of the singleton's
 * first load, from the same package copy (tanstackQueryEntry's alias).
 */
export const tanstackInfiniteEntry = {
  file: path.join(import.meta.dirname, '../shared-entries/tanstack-infinite-query.js'),
  version: tanstackPkg.version,
};

// resolved as @wl/platform-contract resolves it: the copy its schemas are written against
// (the package exports no package.json: its root is the folder above its entry, src/index.ts)
const contractDir = path.resolve(path.dirname(fromShared.resolve('@wl/platform-contract')), '..');
const fromContract = createRequire(path.join(contractDir, 'package.json'));
const valibotDir = path.resolve(path.dirname(fromContract.resolve('valibot')), '..');
const valibotPkg = JSON.parse(readFileSync(path.join(valibotDir, 'package.json'), 'utf8')) as { version: string };

/**
 * valibot as the pages share it: the functions of shared-entries/valibot.js, one copy for @wl/kit and every
 * remote (decision 035), where each part bundled its own. Its range is the contract's own dependency.
 */
export const valibotEntry = {
  file: path.join(import.meta.dirname, '../shared-entries/valibot.js'),
  version: valibotPkg.version,
  requiredVersion: (fromContract('./package.json') as { dependencies: Record<string, string> }).dependencies.valibot!,
  alias: { 'valibot-whole$': path.join(valibotDir, 'dist/index.mjs') },
};

/**
 * The shared entries a page loads when it first uses them, never at its start: the shell's startup-assets.json lists
 * their files apart (shell/startup-assets-plugin.ts), and the server's HTML preloads them only for a page whose
 * expose uses them (route-manifest.ts writes which, server/src/page/critical-path.ts reads it).
 */
export const SHARED_ON_DEMAND: readonly string[] = ['@wl/kit/infinite-query'];

/**
 * The kits of @wl/kit that are lazy chunks of the shell (decision 070): a page that imports one of `names` from
 * @wl/kit renders the kit, whose chunk the shell's startup-assets.json lists under `key` (by its webpackChunkName),
 * and the server's HTML preloads it for that page as it preloads SHARED_ON_DEMAND's.
 */
export const SHELL_KITS: readonly { key: string; chunk: string; names: readonly string[] }[] = [
  { key: '@wl/kit:records', chunk: 'records-kit', names: ['RecordsList', 'DateRangePicker'] },
];

/**
 * The shared modules no start loads and the shell does not provide: each remote brings its own copy, which the page
 * fetches from the remote when its first form runs (decisions 037 and 057). The server's HTML fetches them with the
 * page's own code for a page whose expose uses them (decision 065), as it preloads SHARED_ON_DEMAND's from the shell.
 */
export const SHARED_BY_REMOTES: readonly string[] = ['react-hook-form', '@wl/kit/forms'];

/**
 * What the shell provides only for the releases built on @wl/shared 5.x (decision 058): the facade over @wl/kit and
 * the infinite lists' hook under its 5.x key. A page loads them only when such a release consumes them: never a start's.
 */
export const FACADE_KEYS: readonly string[] = ['@wl/shared', '@wl/shared/infinite-query'];
