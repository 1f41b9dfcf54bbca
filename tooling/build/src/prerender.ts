// A remote's first screens, rendered at build time from its own page components (decision 052): a second, small
// Rspack compile of the pages it names, every dependency bundled and its CSS in one file, run once in a child Node
// process that renders each page with react-dom/server in both languages. The server's HTML paints the result until
// the app's own render replaces it (server/src/page/prerendered.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Compiler, type Configuration, type RuleSetRule, rspack } from '@rspack/core';
import postcss from 'postcss';
import { isAgentType } from '@wl/plain/accounts';
import type { RouteManifest } from '@wl/plain/routes';
import { BROWSERS } from './browsers.ts';

/** The file a remote's build writes beside mf-manifest.json. */
const FIRST_SCREENS_FILE = 'first-screens.json';

const LANGUAGES = ['bn', 'en'] as const;

type Language = (typeof LANGUAGES)[number];

/** What a page's first render reads besides the language, as the remote declares it (its src/first-screen.ts). */
export interface PrerenderOptions {
  /** the platform flags it reads: one render per combination, the page picking its own (at most MAX_FLAGS) */
  flags?: string[];
  /**
   * whom the render is for: a guest (the default; the page paints it only with no session stored) or a member (rendered
   * for a stand-in session of a kind the route's gate admits, and painted only for a stored session of such a kind)
   */
  audience?: 'member';
  /** the device's keys whose presence changes it: no frame is painted then */
  unlessStored?: { local?: string[]; session?: string[] };
  /**
   * other remotes' routes the page links to: drawn as links, as the app draws them where the site has them (the
   * frame is inert, so where they lead does not matter; a text with a link can be a little larger than without, and
   * the largest paint would move to the app's). A page behind flags, `{ key, flags }`: its link is drawn by them, as
   * the app draws it (the screen's own `flags` must name them, so that each variant is rendered)
   */
  links?: (string | { key: string; flags: string[] })[];
  /** what shapes the screen by a call's answer (decision 060), each a module of the remote's, from its folder */
  data?: {
    /**
     * exports `call` (the GET) and `prime(flagsOn)`: the answer showing every part, put into the page's cache before the
     * render; it returns the flags that render shows every part with. It may export `more`, the paths of the route's
     * other declared calls whose answers `keep` is given too (decision 072), in that order. It may export `search`, the query the page is
     * rendered at (a page that reads what to show from its address: `?id=frame`)
     */
    module: string;
    /** exports `keep(value, flags, search, context, more)` (`KeepContext`, and `more`'s values; decision 072): the parts the answer shows. The page's HTML carries it and what it imports (at most MAX_KEEP_BYTES) */
    keep: string;
  };
}

/** A keep script's most bytes: it rides in the page's HTML. */
export const MAX_KEEP_BYTES = 4096;

/** A remote's prerendered pages, by route key. */
export type Prerender = Record<string, PrerenderOptions>;

/** 2^3 renders per language at most: more flags than this would be a page the frame cannot follow. */
export const MAX_FLAGS = 3;

/** What the server paints: the pages' CSS, once, and per page its HTML per variant (the flags on, in declared order) and language. */
export interface PrerenderedScreens {
  css: string;
  screens: Record<
    string,
    {
      flags: string[];
      /** absent: a guest's screen */
      audience?: 'member';
      unlessStored: { local: string[]; session: string[] };
      variants: Record<string, Record<Language, string>>;
      /**
       * the call whose answer shapes the screen, the others its keep is given (decision 072), and the script that names
       * the parts it shows (decision 060)
       */
      data?: { call: string; more?: string[]; keep: string };
    }
  >;
}

/** Every combination of the flags, each as the list of those on, in the declared order. */
export function combinations(flags: readonly string[]): string[][] {
  return flags
    .reduce<string[][]>((all, flag) => all.flatMap((on) => [on, [...on, flag]]), [[]])
    .map((on) => flags.filter((f) => on.includes(f)));
}

interface Page {
  key: string;
  path: string;
  file: string;
  /** a member's page: the account type of the stand-in session it is rendered for */
  memberType?: number;
  /** the page's data module (PrerenderOptions.data), resolved */
  data?: string;
  links?: PrerenderOptions['links'];
}

/** The smallest account type that is an agent's (@wl/plain/accounts): the stand-in of an agents' page. */
const STAND_IN_AGENT = Array.from({ length: 100 }, (_, type) => type).find((type) => type > 0 && isAgentType(type))!;

/** The pages of the named routes, each with the file its route's module is exposed from. */
export function pagesOf(dir: string, routes: RouteManifest, exposes: Record<string, string>, prerender: Prerender): Page[] {
  return Object.entries(prerender).map(([key, options]) => {
    if ((options.flags?.length ?? 0) > MAX_FLAGS)
      throw new Error(`[prerender] ${routes.remote}: '${key}' reads more than ${MAX_FLAGS} flags`);
    const route = routes.routes.find((r) => r.key === key);
    const file = route?.module ? exposes[route.module] : undefined;
    if (!route || !file) throw new Error(`[prerender] ${routes.remote}: no route '${key}' with an exposed module to render`);
    return {
      key,
      path: route.path,
      file: path.resolve(dir, file),
      ...(options.audience === 'member' ? { memberType: route.gate === 'agent' ? STAND_IN_AGENT : 0 } : {}),
      ...(options.data ? { data: path.resolve(dir, options.data.module) } : {}),
      ...(options.links?.length ? { links: options.links } : {}),
    };
  });
}

/**
 * The compile's entry, plain JS: each page inside a router at its own address, this remote's routes in the route
 * store and the given flags on. The tokens and the page-wide rules are the shell's frame's (shell/src/first-screen). Server rendering reads a zustand store's initial state (its server snapshot), so the
 * table and the flags are set there.
 */
export function prerenderEntry(pages: Page[], routesFile: string): string {
  const imports = pages.flatMap((p, i) => [
    `import Page${i} from ${JSON.stringify(p.file)};`,
    ...(p.data ? [`import * as Data${i} from ${JSON.stringify(p.data)};`] : []),
  ]);
  const list = pages.map(
    (p, i) =>
      `[${JSON.stringify(p.key)}, ${JSON.stringify(p.path)}, Page${i}, ${p.data ? `Data${i}` : 'null'}, ${JSON.stringify(p.links ?? [])}, ${p.memberType ?? 'null'}]`,
  );
  return [
    "import { createElement } from 'react';",
    "import { renderToStaticMarkup } from 'react-dom/server';",
    "import { buildRouteTable, i18n, MemoryRouter, useConfigStore, useRouteStore, useSessionStore } from '@wl/kit';",
    `import { routes } from ${JSON.stringify(routesFile)};`,
    ...imports,
    `const pages = [${list.join(', ')}];`,
    '/** the call that shapes a page and the others its keep is given, for the server to find among the early calls */',
    'export const calls = Object.fromEntries(pages.filter((page) => page[3]).map((page) => [page[0], [page[3].call, ...(page[3].more ?? [])]]));',
    'export async function render(language, key, flags) {',
    '  const [, at, Page, data, links, memberType] = pages.find((page) => page[0] === key);',
    // a member's page is rendered for a stand-in member of a kind its gate admits (decision 067), a guest's for no one
    "  useSessionStore.getInitialState().session = memberType === null ? null : { token: '-', merchantCode: '-', userName: '-', type: memberType, firstTimeLogin: false };",
    // a link the app draws by its route's flags (a shortcut to a page behind one) is drawn by the same flags here
    "  const linked = { remote: '(linked)', routes: links.map((to) => typeof to === 'string' ? { key: to, path: '/' + to, titles: { bn: to, en: to } } : { key: to.key, path: '/' + to.key, flags: to.flags, titles: { bn: to.key, en: to.key } }) };",
    '  useRouteStore.getInitialState().table = buildRouteTable([routes, linked]);',
    '  const more = data ? await data.prime(flags) : [];',
    '  useConfigStore.getInitialState().flags = Object.fromEntries([...flags, ...more].map((flag) => [flag, true]));',
    '  await i18n.changeLanguage(language);',
    "  const address = at + (data?.search ?? '');",
    '  const tree = () => createElement(MemoryRouter, { initialEntries: [address] }, createElement(Page));',
    // a lazy part (the records kit) renders its fallback while its code loads: a first pass starts the load, and the
    // page is rendered once it has, as the app draws it with the kit the HTML preloads (decision 070)
    '  renderToStaticMarkup(tree());',
    '  await new Promise((resolve) => setTimeout(resolve, 0));',
    // React hoists a preload for an image the page fetches first: the build's primed answer's, never the page's
    '  const html = renderToStaticMarkup(tree());',
    '  return html.replace(/<link rel="preload"[^>]*>/g, \'\');',
    '}',
    '',
  ].join('\n');
}

/** The compile: the remote's own rules for its sources, everything bundled into one file, its CSS minified into one. */
function prerenderConfig(dir: string, entry: string, outDir: string, scripts: RuleSetRule, keeps: Record<string, string>): Configuration {
  return {
    mode: 'production',
    context: dir,
    // a page's modules may touch `window` only in effects and handlers, which a server render never runs
    target: 'web',
    entry: {
      screens: entry,
      // each data module's `keep`, with what it imports, as one script the page runs (decision 060)
      ...Object.fromEntries(
        Object.entries(keeps).map(([name, file]) => [name, { import: file, library: { type: 'var', name: KEEP_NAME } }]),
      ),
    },
    output: {
      path: outDir,
      filename: '[name].cjs',
      cssFilename: '[name].css',
      library: { type: 'commonjs2' },
      asyncChunks: false,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      rules: [scripts, { test: /\.css$/, type: 'css/auto' }, { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset/inline' }],
    },
    optimization: {
      minimize: true,
      // the CSS only: the script runs once, at build time
      minimizer: [
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
        // the scripts the page runs; the render's own runs once, at build time
        new rspack.SwcJsMinimizerRspackPlugin({ test: /^keep-/ }),
      ],
      splitChunks: false,
    },
    performance: false,
    devtool: false,
  };
}

/** The variable a keep script assigns its module to. */
const KEEP_NAME = '__wlKeep';

/**
 * A page's keep script as an expression for the page: the compiled bundle, its variable local to a function. Nothing
 * in it may end the page's script element.
 */
export function keepExpression(bundle: string): string {
  if (/<\/script|<!--/i.test(bundle)) throw new Error('[prerender] a keep script holds text that would end its script element');
  return `(function(){${bundle};return ${KEEP_NAME}.keep})()`;
}

function keepScript(name: string, key: string, bundle: string): string {
  const bytes = Buffer.byteLength(bundle);
  if (bytes > MAX_KEEP_BYTES)
    throw new Error(
      `[prerender] ${name}: '${key}': its keep script is ${bytes} B (at most ${MAX_KEEP_BYTES}): it imports more than keep needs`,
    );
  return keepExpression(bundle.trim());
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The kit's page-wide classes (`wl-list`, `wl-control`, ...): any remote's page may use them, and the shell brings them. */
const KIT_CLASS = /^wl-/;

/**
 * The CSS the renders use: a rule whose every selector names a class none of them has goes (the dialogs, the menus and
 * the states the pages do not open with), as do keyframes no kept rule animates with. The rest is kept as it is.
 * `kept` names classes kept whether or not these renders have them.
 */
export function usedCss(css: string, htmls: string[], kept: RegExp | null = null): string {
  const present = new Set<string>();
  for (const html of htmls)
    for (const [, names] of html.matchAll(/class="([^"]*)"/g)) for (const name of names!.split(/\s+/)) present.add(name);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const live = rule.selectors.filter((selector) =>
      [...selector.matchAll(CLASS)].every(([, name]) => present.has(name!) || kept?.test(name!) === true),
    );
    if (live.length === 0) rule.remove();
    else rule.selectors = live;
  });
  const animated = root.toString();
  root.walkAtRules(/keyframes$/i, (at) => {
    if (!new RegExp(`\\b${at.params.replace(/[^\w-]/g, '')}\\b`).test(animated.replace(at.toString(), ''))) at.remove();
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/** The child process's script: every page, in every variant and language. */
const RENDER = (file: string, prerender: Prerender) =>
  `const m = require(${JSON.stringify(file)});
const prerender = ${JSON.stringify(prerender)};
const combinations = ${combinations.toString()};
(async () => {
  const out = {};
  for (const [key, options] of Object.entries(prerender)) {
    out[key] = {};
    for (const on of combinations(options.flags ?? [])) {
      const variant = (out[key][on.join(',')] = {});
      for (const language of ${JSON.stringify(LANGUAGES)}) variant[language] = await m.render(language, key, on);
    }
  }
  process.stdout.write(JSON.stringify({ variants: out, calls: m.calls ?? {} }));
  process.exit(0);
})().catch((e) => { console.error(e); process.exit(1); });`;

/** A page's data as the server reads it: its calls (checked to be paths) and its keep script, compiled. */
function screenData(name: string, key: string, calls: unknown[], out: string): { call: string; more?: string[]; keep: string } {
  const [call, ...more] = calls;
  if (typeof call !== 'string' || [call, ...more].some((path) => typeof path !== 'string' || !path.startsWith('/')))
    throw new Error(`[prerender] ${name}: '${key}': its data module exports no \`call\` path, or a \`more\` that is none`);
  const keep = keepScript(name, key, readFileSync(path.join(out, `keep-${key}.cjs`), 'utf8'));
  return { call, ...(more.length ? { more: more as string[] } : {}), keep };
}

/** Compiles, renders, and returns what the build writes. */
export async function prerender(options: {
  dir: string;
  /** the part's name, for its errors */
  name: string;
  prerender: Prerender;
  /**
   * what renders: a remote's routes and exposes (its pages, in an entry written here), or a module of the part's own
   * exporting `render(language, key, flags)` (the shell's frame around the pages)
   */
  from: { routes: RouteManifest; exposes: Record<string, string> } | { entry: string };
  /** the part's own rule for its sources */
  scripts: RuleSetRule;
}): Promise<PrerenderedScreens> {
  const work = path.join(options.dir, 'node_modules/.cache/wl-first-screens');
  mkdirSync(work, { recursive: true });
  let entry: string;
  if ('entry' in options.from) entry = path.resolve(options.dir, options.from.entry);
  else {
    entry = path.join(work, 'entry.mjs');
    const pages = pagesOf(options.dir, options.from.routes, options.from.exposes, options.prerender);
    writeFileSync(entry, prerenderEntry(pages, path.join(options.dir, 'src/routes.ts')));
  }
  const keeps: Record<string, string> = {};
  for (const [key, { data }] of Object.entries(options.prerender)) {
    if (!data) continue;
    const file = path.join(work, `keep-${key}.mjs`);
    writeFileSync(file, `export { keep } from ${JSON.stringify(path.resolve(options.dir, data.keep))};\n`);
    keeps[`keep-${key}`] = file;
  }
  const out = path.join(work, 'out');
  const stats = await new Promise<import('@rspack/core').Stats | undefined>((resolve, reject) =>
    rspack(prerenderConfig(options.dir, entry, out, options.scripts, keeps)).run((error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  if (!stats || stats.hasErrors())
    throw new Error(`[prerender] ${options.name}: ${stats?.toString({ all: false, errors: true }) ?? 'no result'}`);
  let rendered: string;
  try {
    rendered = execFileSync(process.execPath, ['-e', RENDER(path.join(out, 'screens.cjs'), options.prerender)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 16 << 20,
    });
  } catch (error) {
    throw new Error(`[prerender] ${options.name}: a page failed to render: ${(error as { stderr?: string }).stderr ?? error}`);
  }
  const { variants, calls } = JSON.parse(rendered) as {
    variants: Record<string, Record<string, Record<Language, string>>>;
    calls: Record<string, unknown[]>;
  };
  const screens = Object.fromEntries(
    Object.entries(options.prerender).map(([key, { flags = [], audience, unlessStored = {}, data }]) => [
      key,
      {
        flags,
        ...(audience ? { audience } : {}),
        unlessStored: { local: unlessStored.local ?? [], session: unlessStored.session ?? [] },
        variants: variants[key] ?? {},
        ...(data ? { data: screenData(options.name, key, calls[key] ?? [], out) } : {}),
      },
    ]),
  );
  const htmls = Object.values(variants).flatMap((byVariant) => Object.values(byVariant).flatMap((html) => Object.values(html)));
  // the shell's frames bring the page-wide rules every page's frame is drawn with: the kit's classes among them, which
  // a remote's page uses and its own CSS does not hold (a frame's list drawn without them moved when they came)
  const kept = 'entry' in options.from ? KIT_CLASS : null;
  return { css: usedCss(readFileSync(path.join(out, 'screens.css'), 'utf8'), htmls, kept), screens };
}

/** Adds FIRST_SCREENS_FILE to a remote's production build. */
export class PrerenderFirstScreens {
  constructor(private readonly options: Parameters<typeof prerender>[0]) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('prerender-first-screens', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'prerender-first-screens', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await prerender(this.options);
          compilation.emitAsset(FIRST_SCREENS_FILE, new rspack.sources.RawSource(JSON.stringify(result)));
        },
      );
    });
  }
}
