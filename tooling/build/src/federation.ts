// One build recipe for the shell and every remote, so the shared-singleton contract is written once.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { BROWSERS } from './browsers.ts';
import { devApiUrl, devPort, devRuntimeFile, devWhitelabelFile } from './dev-servers.ts';
import { EsmFederationRuntime, runtimeExperiments } from './federation-runtime.ts';
import { devShellHeaders } from './security-policy.ts';
import type { FirstScreen, RouteManifest } from '@wl/plain/routes';
import { manifestWithRoutes } from './route-manifest.ts';
import { precompressOutput } from './precompress.ts';
import { type Prerender, PrerenderFirstScreens } from './prerender.ts';
import { reactI18nextEntry, tanstackInfiniteEntry, tanstackQueryEntry, valibotEntry } from './shared-entries.ts';

export { FACADE_KEYS, SHARED_ON_DEMAND, SHELL_KITS } from './shared-entries.ts';
import { SHELL_PROVIDES_FILE, type ShellProvidesFile } from './shell-provides.ts';
import { standaloneHtml } from './standalone-html.ts';

export interface FederatedAppOptions {
  /** package name, e.g. 'shell' or 'mf-auth' */
  name: string;
  /** the package folder (import.meta.dirname of its rspack.config.ts) */
  dir: string;
  role: 'host' | 'remote';
  /** remote only: the modules it exposes, './HomePage' -> './src/pages/home-page.tsx' */
  exposes?: Record<string, string>;
  /** remote only: its route manifest (src/routes.ts), checked and written into mf-manifest.json (decision 022) */
  routes?: RouteManifest;
  /** remote only: what the server's HTML paints of its pages' first screens, per route key (decision 022) */
  firstScreens?: Record<string, FirstScreen>;
  /**
   * the first screens its build renders for the server's HTML (decision 052): a remote's routes, by key, or the
   * shell's frames around them, rendered by `prerenderEntry`
   */
  prerender?: Prerender;
  /** host only: the module that renders the shell's frames (`render(language, key, flags)`) */
  prerenderEntry?: string;
  /** port of `rspack serve`; by default the part's place in the dev-port table (dev-servers.ts) */
  devPort?: number;
  /** absolute paths of federation runtime plugins (host) */
  runtimePlugins?: string[];
  /**
   * the whitelabel file whose copy, with every remote pointing at its dev server, the dev server answers at
   * /runtime/whitelabel.json: the shell's page reads it, and so does a remote run alone, which then runs with the
   * brand's flags, theme and time zone. By default WHITELABEL_FILE's, or khela24's (dev-servers.ts).
   */
  devWhitelabelFile?: string;
}

/** dev only, before React starts in the shell's page: lets every part's React Refresh runtime find React */
const KEEP_RENDERERS = path.join(import.meta.dirname, '../dev/keep-renderers.js');

/** the deadline of one JS or CSS chunk: the same 8 s as the runtime file's, manifests' and entries' */
const CHUNK_LOAD_TIMEOUT_MS = 8000;

/** federation names must be JS identifiers; package names keep their hyphen */
export const federationName = (pkg: string) => pkg.replace(/-/g, '_');

// The singleton ranges have one source, @wl/kit's own manifest: the contract names what it runs with.
const kitPkg = createRequire(import.meta.url)('@wl/kit/package.json') as {
  version: string;
  peerDependencies: Record<string, string>;
};
// the facade the releases built on 5.x consume (decision 058), provided by the shell alone
const facadePkg = createRequire(import.meta.url)('@wl/shared/package.json') as { version: string };
// by their files: a shared entry by path is provided whether or not the shell's own code imports it (none does)
const facadeFile = createRequire(import.meta.url).resolve('@wl/shared');
// the facade's own module, which consumes the kit's: a provide of the kit's file under a second key replaced the
// first (one provide a module), and the lobby then loaded its own copy of the infinite lists, a wave later
const facadeInfiniteFile = createRequire(import.meta.url).resolve('@wl/shared/infinite-query');

/**
 * The singletons every part shares. Ranges come from the kit's peerDependencies, so a part that
 * builds against an incompatible major fails at load time instead of running two copies.
 * The router is not listed: it is part of @wl/kit (re-exported, tree-shaken), so it loads once with
 * it (docs/decisions/005).
 * @param host the shell: it also provides the 5.x facade (FACADE_KEYS), for the releases built on @wl/shared
 */
export function sharedSingletons(overrides: Record<string, string> = {}, dir?: string, host = false) {
  const range = (pkg: string) => overrides[pkg] ?? kitPkg.peerDependencies[pkg];
  // An entry's request is written into every part's runtime: relative to the part's folder (the build's context), so
  // that a build's bytes do not depend on where the checkout sits (decision 062).
  const entry = (file: string) => (dir ? path.relative(dir, file).split(path.sep).join('/') : file);
  const singleton = (pkg: string) => ({
    singleton: true,
    strictVersion: true,
    requiredVersion: range(pkg),
  });
  const infiniteQuery = {
    ...singleton('@tanstack/react-query'),
    import: entry(tanstackInfiniteEntry.file),
    version: tanstackInfiniteEntry.version,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    zustand: singleton('zustand'),
    i18next: singleton('i18next'),
    // only the names the parts use (shared-entries.ts), under the package's name and version
    'react-i18next': { ...singleton('react-i18next'), import: entry(reactI18nextEntry.file), version: reactI18nextEntry.version },
    // the names the data layer uses (shared-entries.ts), one copy with one cache (decision 036)
    '@tanstack/react-query': {
      ...singleton('@tanstack/react-query'),
      import: entry(tanstackQueryEntry.file),
      version: tanstackQueryEntry.version,
    },
    // its infinite lists' hook, a module of its own loaded with the first list that grows (decision 054); the shell
    // provides it (an entry by path is provided whether or not the shell's own code imports it)
    '@wl/kit/infinite-query': infiniteQuery,
    // The contract's schema functions (shared-entries.ts): one copy for @wl/kit's start-up checks and every remote.
    // They hold no state, so not a singleton: a remote built against a newer valibot than the page's takes its own
    // copy instead of being refused (as the form kit, decision 037).
    valibot: {
      singleton: false,
      requiredVersion: overrides.valibot ?? valibotEntry.requiredVersion,
      import: entry(valibotEntry.file),
      version: valibotEntry.version,
    },
    // the forms' library: one copy per page, loaded with the first form, never on the first screen
    'react-hook-form': singleton('react-hook-form'),
    '@wl/kit': {
      singleton: true,
      strictVersion: true,
      // a workspace package needs a real semver version to be shared
      version: kitPkg.version,
      requiredVersion: overrides['@wl/kit'] ?? `^${kitPkg.version}`,
    },
    // The field kit is a module of its own, so it loads with the first form rather than with @wl/kit. It
    // holds no state of the page (its texts go through @wl/kit's i18n), so it is shared but not a
    // singleton: remotes of one minor get one copy, and a remote built against a newer minor than the copy
    // already loaded takes its own instead of being refused, as the shell, which never imports it, is not
    // there to provide the newest (decision 037).
    '@wl/kit/forms': {
      singleton: false,
      version: kitPkg.version,
      requiredVersion: overrides['@wl/kit'] ?? `^${kitPkg.version}`,
    },
    // The releases built on @wl/shared 5.x consume these (decision 058): the facade, whose names are the kit's own
    // objects (it consumes @wl/kit), and the infinite lists' hook under its old key (the facade's module over the kit's). 5.x's form kit needs no
    // provider: each such release brings its own, as every remote does (SHARED_BY_REMOTES).
    ...(host
      ? {
          '@wl/shared': {
            singleton: true,
            strictVersion: true,
            import: entry(facadeFile),
            version: facadePkg.version,
            requiredVersion: `^${facadePkg.version}`,
          },
          '@wl/shared/infinite-query': { ...infiniteQuery, import: entry(facadeInfiniteFile) },
        }
      : {}),
  };
}

/**
 * TanStack Query's modules and the singleton's entry (shared-entries/tanstack-react-query.js), but for the infinite
 * lists' own (shared-entries/tanstack-infinite-query.js's)
 */
const TANSTACK_SINGLETON_MODULES =
  /[\\/](?:@tanstack[\\/](?:query-core|react-query)[\\/](?!.*[\\/](?:infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$)|shared-entries[\\/]tanstack-react-query\.js$)/;

/**
 * The small shared modules every start runs (React and its JSX runtime, react-dom's entry but not its client, zustand,
 * react-i18next's and valibot's shared entries and their functions): one chunk, not seven. Apart, each paid its own
 * wrapper, request and compression context: 3,252 B gzip as four files, 2,832 B as one (decision 057); React, react-dom's
 * entry and react-i18next joining saved the home's first load 1,039 B more (decision 062).
 */
const START_SHARED_MODULES =
  /[\\/](?:react[\\/](?:index\.js|jsx-runtime\.js|cjs[\\/]react(?:-jsx-runtime)?\.[a-z]+\.js)$|react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.[a-z]+\.js)$|react-i18next[\\/]dist[\\/]|zustand[\\/]|valibot[\\/]dist[\\/]|shared-entries[\\/](?:valibot|react-i18next)\.js$)/;

/**
 * The strict singletons a host provides, each with its version: the recipe's own version where it gives one, else
 * the package installed beside the part. A release needing a range of one that this version does not satisfy cannot
 * run in this shell (it is refused at load, decision 003): the release command warns of it, a publish refuses it and
 * the health page flags it (server/src/shell-compat.ts). Subpath entries ('react/') stay as they are: a remote's
 * 'react/jsx-runtime' is checked against them.
 */
function providedSingletons(dir: string, shared = sharedSingletons({}, undefined, true)): Record<string, string> {
  const require = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([, entry]) => entry.singleton && 'strictVersion' in entry && entry.strictVersion)
      .map(([name, entry]) => {
        const pkg = name.replace(/\/$/, '');
        const version =
          'version' in entry && entry.version ? entry.version : (require(`${pkg}/package.json`) as { version: string }).version;
        return [name, version];
      }),
  );
}

/** Writes SHELL_PROVIDES_FILE into a host's output once its build is written. */
const writeProvides = (outDir: string, provides: () => Record<string, string>) => ({
  apply(compiler: { hooks: { afterEmit: { tap(name: string, fn: () => void): void } } }) {
    compiler.hooks.afterEmit.tap('shell-provides', () =>
      writeFileSync(
        path.join(outDir, SHELL_PROVIDES_FILE),
        `${JSON.stringify({ provides: provides() } satisfies ShellProvidesFile, null, 2)}\n`,
      ),
    );
  },
});

/**
 * The version a remote's build is released as: its package's (a release is built from the commit that versioned it),
 * or MF_RELEASE_VERSION for a test that releases one tree's build under several versions.
 */
function releaseVersion(dir: string): string {
  if (process.env.MF_RELEASE_VERSION) return process.env.MF_RELEASE_VERSION;
  try {
    return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    // a test's fixture remote has no package of its own
    return 'fixture';
  }
}

/**
 * Test knobs, used only by the e2e tests: MF_SHARED_OVERRIDES builds a part against other shared ranges
 * (to prove a mismatch is reported), MF_OUT_DIR puts that build elsewhere.
 */
const envOverrides = (): Record<string, string> => JSON.parse(process.env.MF_SHARED_OVERRIDES ?? '{}');

/**
 * Empties the hidden source maps' folder beside dist before a build, as output.clean empties dist:
 * hashed names would otherwise pile up there release after release.
 */
const cleanSourceMaps = (outDir: string) => ({
  apply(compiler: { hooks: { run: { tap(name: string, fn: () => void): void } } }) {
    compiler.hooks.run.tap('clean-source-maps', () => rmSync(path.join(outDir, '../sourcemaps'), { recursive: true, force: true }));
  },
});

/** The rule for the sources: TypeScript and JSX lowered to the floor's browsers (decision 043). */
function scriptRule(prod: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // React Refresh in dev: a component edit swaps in place and keeps its state
        transform: { react: { runtime: 'automatic', development: !prod, refresh: !prod } },
      },
      // the floor's browsers (decision 043): syntax is lowered to them; functions are the compat check's
      env: { targets: BROWSERS, bugfixes: true },
    },
  };
}

/** A production build's first screens (decision 052): a remote's pages, or the shell's frames around them. */
function prerenderPlugins(opts: FederatedAppOptions, federatedRemote: boolean) {
  if (!opts.prerender) return [];
  const common = { dir: opts.dir, name: opts.name, prerender: opts.prerender, scripts: scriptRule(true) };
  if (opts.role === 'host' && opts.prerenderEntry) return [new PrerenderFirstScreens({ ...common, from: { entry: opts.prerenderEntry } })];
  if (federatedRemote && opts.routes)
    return [new PrerenderFirstScreens({ ...common, from: { routes: opts.routes, exposes: opts.exposes ?? {} } })];
  return [];
}

/** What the recipe's parts decide by. */
interface Recipe {
  opts: FederatedAppOptions;
  isHost: boolean;
  prod: boolean;
  /** a remote's production build: it runs inside the shell, with the shell's federation runtime */
  federatedRemote: boolean;
  name: string;
}

const outDir = (opts: FederatedAppOptions) => process.env.MF_OUT_DIR ?? path.join(opts.dir, 'dist');

function outputOptions({ opts, isHost, prod, federatedRemote, name }: Recipe): NonNullable<Configuration['output']> {
  return {
    path: outDir(opts),
    // a remote's chunks load from wherever the remote is hosted (its script's origin), also in dev,
    // where the shell's page loads it from its dev server; the shell's from the root, for deep links
    publicPath: isHost ? '/' : 'auto',
    uniqueName: name,
    // Each release of a remote pushes its chunks into an array of its own. Two releases of one remote in one page (a
    // canary's candidate and the stable release it falls back to, a tab moved by a rollback) would otherwise share
    // one: the second's runtime takes the first's chunks, whose ids are mostly its own, for its own, and fails on a
    // module it lacks (issue 39: a candidate refused on @wl/shared's version did not fall back).
    ...(federatedRemote ? { chunkLoadingGlobal: `rspackChunk${name}_${releaseVersion(opts.dir).replace(/\W/g, '_')}` } : {}),
    filename: prod ? '[name].[contenthash:8].js' : '[name].js',
    chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
    cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
    cssChunkFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
    sourceMapFilename: prod ? '../sourcemaps/[file].map' : '[file].map',
    // a hung chunk gives up within seconds (the browser's own wait is minutes) and ends in the slot's
    // retry, like the manifests and entries (shell/src/federation/remote-guard-plugin.ts)
    chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    clean: true,
  };
}

function federationPlugin({ opts, isHost, federatedRemote, name }: Recipe) {
  return new ModuleFederationPlugin({
    name,
    ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: opts.exposes ?? {} }),
    // a remote's routes travel in its manifest; a test's build (MF_OUT_DIR) is checked against none
    manifest: isHost
      ? false
      : opts.routes
        ? manifestWithRoutes({
            manifest: opts.routes,
            exposes: opts.exposes ?? {},
            firstScreens: opts.firstScreens,
            workspace: process.env.MF_OUT_DIR ? '' : path.resolve(opts.dir, '..'),
          })
        : true,
    dts: false,
    // loaded-first: the shell's copies win; a remote's fallback copies load only when it runs alone
    shareStrategy: 'loaded-first',
    shared: sharedSingletons(envOverrides(), opts.dir, isHost),
    runtimePlugins: opts.runtimePlugins ?? [],
    experiments: runtimeExperiments(opts.role, federatedRemote),
  });
}

function plugins(recipe: Recipe): NonNullable<Configuration['plugins']> {
  const { opts, isHost, prod, federatedRemote } = recipe;
  return [
    ...(federatedRemote
      ? []
      : // a page with deep links (the shell, a remote's standalone page) loads its scripts from the root
        [
          new rspack.HtmlRspackPlugin({
            ...(isHost ? { template: path.join(opts.dir, 'index.html') } : { templateContent: standaloneHtml(opts.name) }),
            chunks: ['main'],
            publicPath: '/',
          }),
        ]),
    // static files (logo, icons) copied as they are; a remote may have none
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
    ...(prod
      ? [
          cleanSourceMaps(outDir(opts)),
          ...(isHost ? [writeProvides(outDir(opts), () => providedSingletons(opts.dir))] : []),
          ...prerenderPlugins(opts, federatedRemote),
          precompressOutput(outDir(opts)),
        ]
      : [new ReactRefreshRspackPlugin()]),
    // the one runtime core and the glue, from their ES module builds: what a page never runs drops out
    ...(isHost || federatedRemote ? [new EsmFederationRuntime()] : []),
    new rspack.DefinePlugin({
      __APP_NAME__: JSON.stringify(opts.name),
    }),
    federationPlugin(recipe),
  ];
}

function optimization(prod: boolean): NonNullable<Configuration['optimization']> {
  return {
    minimize: prod,
    // TanStack Query's modules in one chunk, but for the infinite lists' (decision 054): the hook's entry is provided
    // apart, and left to the defaults the modules the two entries share would split from the singleton's chunk,
    // 1 KB more gzip in every first load for the second chunk's lost context
    splitChunks: {
      cacheGroups: {
        tanstackQuery: {
          test: TANSTACK_SINGLETON_MODULES,
          name: 'tanstack-query',
          chunks: 'async',
          enforce: true,
        },
        startShared: {
          test: START_SHARED_MODULES,
          name: 'start-shared',
          chunks: 'async',
          enforce: true,
        },
      },
    },
    // the CSS minifier keeps a fallback (`100vh` before `100dvh`) only when it knows the floor's browsers need it
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin(),
      new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
    ],
  };
}

function devServer({ opts, isHost }: Recipe): NonNullable<Configuration['devServer']> {
  const runtimeFile = opts.devWhitelabelFile ?? devWhitelabelFile() ?? undefined;
  return {
    port: opts.devPort ?? devPort(opts.name),
    historyApiFallback: true,
    // the shell's page gets the production policy (docs/security.md); the remotes' files only CORS
    headers: isHost && runtimeFile ? devShellHeaders(runtimeFile) : { 'Access-Control-Allow-Origin': '*' },
    // the page calls the dev API (DEV_API, default http://localhost:8090) through this proxy
    proxy: [{ context: ['/wps', '/lgw', '/dev', '/assets'], target: devApiUrl(), changeOrigin: true }],
    setupMiddlewares: (middlewares) => {
      const file = runtimeFile;
      if (!file) return middlewares;
      // read on every request, as the production server does: an edit applies on the next reload
      middlewares.unshift({
        name: 'runtime-whitelabel',
        path: '/runtime/whitelabel.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(devRuntimeFile(file));
        },
      });
      return middlewares;
    },
  };
}

// One Rspack configuration, read top to bottom in the order Rspack applies it; its larger parts are functions of
// their own above.
export function federatedConfig(opts: FederatedAppOptions): Configuration {
  const isHost = opts.role === 'host';
  const prod = process.env.NODE_ENV !== 'development';
  // A remote's production build runs inside the shell and uses the shell's federation runtime
  // (federation-runtime.ts); its standalone dev build, for its own team, carries its own runtime and page.
  const federatedRemote = !isHost && prod;
  const recipe: Recipe = { opts, isHost, prod, federatedRemote, name: federationName(opts.name) };
  return {
    mode: prod ? 'production' : 'development',
    context: opts.dir,
    entry: federatedRemote ? {} : { main: isHost && !prod ? [KEEP_RENDERERS, './src/index.ts'] : './src/index.ts' },
    // production maps are for the team, not the public: no sourceMappingURL comment, and written beside
    // dist (never served) rather than into it
    devtool: prod ? 'hidden-source-map' : 'cheap-module-source-map',
    output: outputOptions(recipe),
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...reactI18nextEntry.alias, ...tanstackQueryEntry.alias, ...valibotEntry.alias },
    },
    module: {
      // CSS modules as one default object (styles.title), as the components and the jest mock use them
      parser: { 'css/auto': { namedExports: false } },
      rules: [scriptRule(prod), { test: /\.css$/, type: 'css/auto' }, { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' }],
    },
    plugins: plugins(recipe),
    optimization: optimization(prod),
    // lazy compilation's proxy chunks 404 through the federation runtime's chunk loading in dev
    lazyCompilation: false,
    performance: { hints: false },
    devServer: devServer(recipe),
  };
}
