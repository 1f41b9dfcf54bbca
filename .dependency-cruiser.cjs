// The layering of the workspace as data (decision 056): who may import whom, checked by dependency-cruiser in
// `pnpm lint` (scripts/lint.sh) and probed rule by rule by tooling/build/src/import-boundaries.test.ts.
//
//   libs  <-  kit  <-  remotes (mf-*)  <-  shell        server <- libs
//                 <-  host  <-  shell (and a remote's standalone entry)
//
// @wl/kit (kit/) is the remotes' kit; @wl/shared (shared/) is its 5.x facade for the releases built on 5.x, which
// nothing new imports (decision 058).
//
// @wl/plain (libs/plain, decision 058) is a lib: the route manifests' contract, the frames, the release share, the
// start-up calls, a fetch with a deadline. Plain data and functions that every layer above it may read (the server,
// the build, the shell, the kit, the remotes), each bundling what it imports: it holds no state of the page.
//
// The shell loads the remotes at runtime, by its brand's file; nothing imports a remote or the shell. The dev API is
// the fake platform: only tests, the demo and dev mode (scripts/) and e2e start it. e2e and the scripts import a
// package by its name and an entry its package.json exports. A feature of a remote is used through its index.ts.
//
// A path is matched as the import resolved (a file under the package's folder) and, where it could not resolve (a
// package the importer does not list, an entry its package does not export), as written: so a break is named by
// its rule either way. Types count: a type imported from another remote ties the two as much as a value.
const { readFileSync } = require('node:fs');
const path = require('node:path');

// swc parses TypeScript for the cruise: the workspace's TypeScript is 7, which has no JavaScript API. Without swc
// dependency-cruiser falls back to a JavaScript parser and reads no TypeScript file's imports: every rule would pass.
require.resolve('@swc/core');

const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const manifest = (dir) => JSON.parse(readFileSync(path.join(__dirname, dir, 'package.json'), 'utf8'));

/** A package as a path to match: its folder as resolved, its name (and any entry of it) as written. */
const pkg = (dir) => `${literal(dir)}/|${literal(manifest(dir).name)}(/|$)`;
const anyOf = (...paths) => `^(${paths.join('|')})`;

const KIT = pkg('kit');
const SHARED = pkg('shared');
const HOST = pkg('host');
const SHELL = 'shell(/|$)';
// a remote is named as its folder (pnpm create-remote holds to it)
const REMOTES = 'mf-[^/]+(/|$)';
const SERVER = pkg('server');
const DEV_API = pkg('dev-api');
const E2E = pkg('e2e');
const SCRIPTS = 'scripts/';
const VALIDATION = pkg('libs/validation');
const PLAIN = pkg('libs/plain');
// what holds a page's state or draws it: React, the store, i18n, the query cache (as resolved and as written)
const PAGE_STATE = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'i18next', 'react-i18next', '@tanstack/[^/]+']
  .map((name) => `(^|/)node_modules/${name}/|^${name}(/|$)`)
  .join('|');
const BUILD = pkg('tooling/build');
const TEST_KITS = [pkg('tooling/testing'), pkg('tooling/jest')].join('|');

/** The entries of a package a layer may use, by their exported names ('.', './routes'): as resolved and as written. */
const entries = (dir, ...names) => {
  const { name, exports } = manifest(dir);
  return names.flatMap((entry) => [
    `^${literal(dir)}/${literal(exports[entry].replace(/^\.\//, ''))}$`,
    `^${literal(name + entry.slice(1))}$`,
  ]);
};
const kitEntries = (...names) => entries('kit', ...names);
const hostEntries = (...names) => entries('host', ...names);

// Tests, their kits and their configuration: they may start the dev API and use the test kits.
const TESTS = [
  '\\.test\\.tsx?$',
  '/test-support/',
  '/src/test/',
  '/src/testing/',
  '/test-[a-z-]+\\.ts$',
  '-fixture\\.ts$',
  '/test-kit\\.ts$',
  '/jest\\.config\\.cjs$',
];

// The folders that are workspace packages (pnpm-workspace.yaml)
const PACKAGE_FOLDERS = 'kit|shared|host|shell|server|dev-api|e2e|mf-[^/]+|libs/[^/]+|tooling/[^/]+|bench/[^/]+';

module.exports = {
  forbidden: [
    {
      name: 'libs-are-the-floor',
      comment:
        'A lib (libs/*) imports no other layer: the kit, the remotes, the shell and the server build on the libs, never the reverse (@wl/plain included: @wl/kit re-exports it, not the other way). @wl/validation is the one lib above @wl/kit (decision 010).',
      severity: 'error',
      from: { path: '^libs/', pathNot: '^libs/validation/' },
      to: { path: anyOf(KIT, SHARED, HOST, VALIDATION, REMOTES, SHELL, SERVER, DEV_API, E2E, SCRIPTS, BUILD) },
    },
    {
      name: 'plain-holds-no-page-state',
      comment:
        '@wl/plain is plain data and functions the server, the build and the shell read (decision 058): not a runtime singleton, each reader bundles what it imports. So it holds no state of the page and draws nothing: no React, router, store, i18n or query cache.',
      severity: 'error',
      from: { path: `^(${PLAIN})` },
      to: { path: PAGE_STATE },
    },
    {
      name: 'validation-builds-on-the-kit-only',
      comment:
        "@wl/validation is the remotes' form engine on @wl/kit's i18n and form kit (decision 010): it imports no remote, shell, server or build.",
      severity: 'error',
      from: { path: '^libs/validation/' },
      to: { path: anyOf(REMOTES, SHELL, SERVER, DEV_API, E2E, SCRIPTS, BUILD) },
    },
    {
      name: 'the-kit-is-below-the-remotes',
      comment:
        "@wl/kit is the remotes' kit (and @wl/shared its 5.x facade): it imports the libs below it and nothing above (no remote, shell, server, build or @wl/validation). Data flows kit <- remotes <- shell.",
      severity: 'error',
      from: { path: '^(kit|shared)/' },
      to: { path: anyOf(VALIDATION, REMOTES, SHELL, SERVER, E2E, SCRIPTS, BUILD) },
    },
    {
      name: 'the-kit-has-no-host',
      comment:
        "@wl/kit is what the page's parts share; @wl/host is what a host does around them (the runtime file, the theme, the start-up settings, a remote run alone), on the kit's public API (decision 075). The kit imports no host.",
      severity: 'error',
      from: { path: '^kit/' },
      to: { path: `^(${HOST})` },
    },
    {
      name: 'the-host-is-below-the-shell',
      comment:
        "@wl/host builds on @wl/kit's root and the libs (decision 075): it imports no remote, shell, server, build or @wl/validation, and nothing of the kit but its public entry.",
      severity: 'error',
      from: { path: '^host/' },
      to: { path: anyOf(VALIDATION, REMOTES, SHELL, SERVER, E2E, SCRIPTS, BUILD, KIT), pathNot: kitEntries('.') },
    },
    {
      name: 'host-entries-a-remote-may-use',
      comment:
        "A remote runs alone for its team on the host's runner, @wl/host/standalone (its src/standalone.tsx); the rest of the host is the shell's: a remote's pages take the page's state from @wl/kit.",
      severity: 'error',
      from: { path: '^mf-[^/]+/' },
      to: { path: `^(${HOST})`, pathNot: hostEntries('./standalone') },
    },
    {
      name: 'no-remote-imports-another-remote',
      comment:
        'A remote never imports another remote: they are released apart and may be absent. Talk through @wl/kit (events, store, links by route key).',
      severity: 'error',
      from: { path: '^(mf-[^/]+)/' },
      to: { path: `^${REMOTES}`, pathNot: '^$1(/|$)' },
    },
    {
      name: 'remotes-are-loaded-not-imported',
      comment:
        "The shell loads a remote at runtime, as its brand's file names it (decision 002); no other package imports one. The scripts' checks may read a remote's exported entries.",
      severity: 'error',
      from: { path: '^(kit|shared|host|shell|server|dev-api|e2e|libs|tooling|bench)/' },
      to: { path: `^${REMOTES}` },
    },
    {
      name: 'nothing-imports-the-shell',
      comment: 'Nothing imports the shell: it is the host, data flows kit <- remotes <- shell.',
      severity: 'error',
      from: { pathNot: '^shell/' },
      to: { path: `^${SHELL}` },
    },
    {
      name: 'the-browser-imports-no-server-side',
      comment:
        'The remotes and the shell run in the browser: they import nothing of the server, the e2e suite or the scripts (the dev API has its own rule).',
      severity: 'error',
      from: { path: '^(mf-[^/]+|shell)/' },
      to: { path: anyOf(SERVER, E2E, SCRIPTS) },
    },
    {
      name: 'kit-entries-a-remote-may-use',
      comment:
        "A remote (and @wl/validation) imports @wl/kit by its public entry (its index.ts is the contract) and these: forms (the form kit) and infinite-query (TanStack Query's infinite lists), federation modules of their own; styles.css. A remote runs alone on @wl/host/standalone (decision 075). The route manifest's contract is @wl/plain/routes (decision 058).",
      severity: 'error',
      from: { path: '^(mf-[^/]+|libs/validation)/' },
      to: {
        path: `^(${KIT})`,
        pathNot: kitEntries('.', './forms', './infinite-query', './styles.css'),
      },
    },
    {
      name: 'nothing-new-imports-the-facade',
      comment:
        "@wl/shared is the 5.x facade over @wl/kit, for the releases built on 5.x (decision 058): the shell's build provides it, and nothing else imports it. Import @wl/kit (or @wl/plain for the route manifests' contract).",
      severity: 'error',
      from: { pathNot: '^shared/' },
      to: { path: `^(${SHARED})` },
    },
    {
      name: 'the-kit-s-legacy-entry-is-the-facade-s',
      comment:
        "@wl/kit/legacy holds the names of @wl/shared 5.x that the kit dropped, for the facade alone (decision 058): a part that needs one of them uses the kit's own names instead.",
      severity: 'error',
      from: { pathNot: '^(shared|kit)/' },
      to: { path: kitEntries('./legacy') },
    },
    {
      name: 'kit-entries-the-shell-may-use',
      comment:
        "The shell imports @wl/kit by its public entry and these: forms, styles.css. The route manifests' contract, the frames and fetch-with-timeout (read by the federation plugin, which runs before any singleton) are @wl/plain's.",
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: `^(${KIT})`, pathNot: kitEntries('.', './forms', './styles.css') },
    },
    {
      name: 'the-server-imports-no-kit',
      comment:
        "The server imports nothing of @wl/kit, the remotes' kit (nor of its facade, @wl/shared): the plain data it reads (the route manifests, the frames, the release share, the start-up calls) is @wl/plain's, a lib (decision 058).",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: anyOf(KIT, SHARED, HOST) },
    },
    {
      name: 'the-server-builds-on-libs',
      comment:
        "The application server imports the libs (@wl/plain's data among them) and two of the build's: its security policy and what the shell's build provides (the page's headers and the shell's compatibility). Not @wl/validation (the forms' engine), the build's recipe, e2e or, outside its tests, a test kit.",
      severity: 'error',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: anyOf(VALIDATION, BUILD, E2E, TEST_KITS), pathNot: entries('tooling/build', './security-policy', './shell-provides') },
    },
    {
      name: 'server-imports-no-platform',
      comment:
        'The application server imports nothing of the fake platform outside its tests (decision 045): a production server carries no seeded data, operator pages or simulated identity provider. What both need lives in libs/http-answers.',
      severity: 'error',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: `^(${DEV_API})` },
    },
    {
      name: 'dev-api-only-from-tests-and-the-demo',
      comment:
        'The dev API is the fake platform, a backend behind HTTP: only tests, the demo and dev mode (scripts/) and the e2e setup import it; product code never does.',
      severity: 'error',
      from: { pathNot: ['^dev-api/', '^e2e/', '^scripts/', '^server/', ...TESTS] },
      to: { path: `^(${DEV_API})` },
    },
    {
      name: 'dev-api-is-a-backend',
      comment: 'The dev API stands in for the platform: it imports the libs (the contract, the HTTP answers), never the product it serves.',
      severity: 'error',
      from: { path: '^dev-api/' },
      to: { path: anyOf(KIT, SHARED, VALIDATION, REMOTES, SHELL, SERVER, E2E, SCRIPTS, BUILD, TEST_KITS) },
    },
    {
      name: 'scripts-are-the-repositorys-own',
      comment:
        "scripts/ is the repository's tooling, not a package: product code never imports it. e2e shares its lib (scripts/lib: the site's topology, nginx and Prometheus configuration) and the server's tests test it.",
      severity: 'error',
      from: { pathNot: ['^scripts/', '^e2e/', ...TESTS] },
      to: { path: `^${SCRIPTS}` },
    },
    {
      name: 'test-kits-in-tests-only',
      comment: "@wl/jest and @wl/testing are the tests' kits (msw, the made-up platform's answers): code that ships never imports them.",
      severity: 'error',
      from: { pathNot: ['^tooling/(jest|testing)/', '^e2e/', ...TESTS] },
      to: { path: anyOf(TEST_KITS) },
    },
    {
      name: 'features-through-their-index',
      comment:
        "A feature of a remote is used by another feature through its index.ts only (its public part); what is behind it may change with the feature's own team.",
      severity: 'error',
      from: { path: '^(mf-[^/]+/src/features/)([^/]+)/' },
      // a file beside the feature folders (a text or a style the pages share) is the features' common ground
      to: { path: '^$1[^/]+/', pathNot: ['^$1$2/', '^$1[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-relative-path-into-another-package',
      comment:
        "A package's code reaches another package by its name and an entry its package.json exports, never by a relative path into its folder (e2e and the scripts too): an export is a promise, a path is not.",
      severity: 'error',
      // the scripts as a package of their own here: the root's
      from: { path: `^(scripts|${PACKAGE_FOLDERS})/` },
      to: { path: `^(${PACKAGE_FOLDERS})/`, pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'workspace-packages-by-their-exports',
      comment:
        "A workspace package is imported by an entry its package.json exports, and by a package that lists it among its dependencies (scripts: the root's): anything else does not resolve.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^(@wl/[^/]+|mf-[^/]+|shell)(/|$)' },
    },
  ],
  options: {
    parser: 'swc',
    moduleSystems: ['es6', 'cjs'],
    // what git ignores: builds, generated remotes, the release store, installed tools
    exclude: { path: '(^|/)(node_modules|dist|coverage|test-results|playwright-report|sourcemaps)/|^(\\.tools|releases|e2e/\\.fixtures)/' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      // a workspace package resolves through its exports only, as Node and Rspack resolve it
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
    },
  },
};
