// The contract between a remote and the shell for the routes it serves (issue 22, decision 022). A remote
// declares its routes in its own code (src/routes.ts) with defineRoutes; its build writes them into its
// mf-manifest.json (metaData.routeManifest) and the server into the runtime file, so the shell routes by data it
// is given at start. Plain types and functions, importing nothing but plain ones: build tools and the server read
// this file too.
import type { CallParams, CallQuery } from './calls.ts';

export type { CallParams, CallQuery, CallValue } from './calls.ts';

/**
 * Who may open a route: the one gate table (decision 026), read by the shell's routes and by every menu. `guest`:
 * no session; `session`: any session, a trial account's too; `member`: a session that is not a trial account;
 * `notTrial`: a guest or a real member; `agent`: an agent's session. No gate: anyone.
 */
export type RouteGate = 'guest' | 'session' | 'member' | 'notTrial' | 'agent';

/**
 * Where the spec sends a visitor a gate refuses, by the gate's reason, as a route key (decision 026, issue 34): the
 * agent home sends a guest and a non-agent home, change password sends a guest to the login page. The shell goes
 * there instead of showing the gate's message, and a menu entry to the route goes there too. A reason not named
 * keeps the gate's message.
 */
export type RouteRedirect = Partial<Record<'signIn' | 'trial' | 'agentOnly', string>>;

/**
 * A query that makes a route another page (decision 026): /m/member/notice?types=A is the agents' announcements.
 * Its gate replaces the route's; its flags add to the route's; its titles replace the route's in the header.
 */
export interface RouteVariant {
  query: Record<string, string>;
  titles?: RouteTitles;
  gate?: RouteGate;
  /** with its own gate, its own redirect (the route's is not inherited) */
  redirect?: RouteRedirect;
  flags?: string[];
}

/** Spec section 2's layout rules of a route. */
export interface RouteLayout {
  header: boolean;
  bottomMenu: boolean;
  /** back from this route goes home rather than back in history */
  backHome: boolean;
  /**
   * a screen with neither header nor bottom menu gets the shell's way home and to the member centre (decision 029),
   * unless the page draws its own way home (the login page's close link)
   */
  ownWayHome?: boolean;
}

/** A route's title in every language of the site: the header shows it before the page's code has loaded. */
export interface RouteTitles {
  bn: string;
  en: string;
}

export interface RouteDeclaration<Module extends string = string> {
  /** the name other parts link to it by (routeHref); unique across the site */
  key: string;
  /** its address, a path such as '/m/someReport' */
  path: string;
  /** other addresses that lead to it (their query string is kept) */
  aliases?: string[];
  /** the module the remote exposes for it, a name of its exposes map */
  module: Module;
  titles: RouteTitles;
  /** what differs from a header, a bottom menu and back in history */
  layout?: Partial<RouteLayout>;
  gate?: RouteGate;
  /** where the spec sends a visitor the gate refuses, instead of the gate's message */
  redirect?: RouteRedirect;
  /** the whitelabel flags the page needs, all of them on: off, it is closed by URL and its menu entries hide */
  flags?: string[];
  /** queries that make it another page, with their own gate, flags and titles */
  variants?: RouteVariant[];
  /**
   * The platform GETs its first screen makes at once: on a cold deep link the page's HTML starts them beside the
   * scripts, as the visitor its gate admits (a member's with their session), and the page takes their answers
   * (decision 052, its addendum). A call's query is written as the page writes it, from literals, the address's
   * parameters, the merchant and the platform language (decision 061).
   */
  calls?: RouteCall[];
  /**
   * The images an answer names that the first screen shows at once: the call (a member's start call, such as the
   * member's details, or one of `calls`) and the fields of its value that hold an image's address. A member's HTML
   * fetches them as that answer arrives, before the page's code has run (decision 066's second addendum); an address
   * on the platform's API (a private picture, which needs the session's header) is left to the page.
   */
  answerImages?: AnswerImages[];
  /**
   * a page one tap away from any first screen: its code is fetched at the first idle moment (for guests only, for
   * signed-in members only, or for all)
   */
  prefetch?: 'guest' | 'member' | 'all';
  /**
   * An entry of the shell's side menu that leads to it, under the gate table's rules, labelled with its title: its
   * place among the entries (the shell's own are 10, 20, ... 90) and an icon of the menu's set (MENU_ICONS). A
   * remote a brand runs brings its entry with it, with no release of the shell (issue 39 item 2).
   */
  sideMenu?: MenuEntry;
  /** an entry of the member centre's list, likewise (its own rows are 10, 20, ... 130; no icon drawn) */
  memberCentre?: MenuEntry;
  /** an entry of the agent home's grid, likewise (its own are 10, 20, ... 140; no icon drawn) */
  agentHome?: MenuEntry;
}

/** The icons a route's side-menu entry may name (the shell draws them; another name gets the first). */
export const MENU_ICONS = ['page', 'wallet', 'upload', 'invite', 'crown', 'clock', 'chat'] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/** A route's entry in a menu: its place among the menu's own entries, and its icon where the menu draws icons. */
export interface MenuEntry {
  order: number;
  icon?: MenuIcon;
}

/** The menus a route may declare an entry in (decision 051). */
export const MENUS = ['sideMenu', 'memberCentre', 'agentHome'] as const;
export type MenuName = (typeof MENUS)[number];

/** The routes that declare an entry in a menu, by order: what the shell's side menu and the two remotes' menus draw. */
export function declaredEntries(routes: readonly RouteDeclaration[], menu: MenuName): (MenuEntry & { route: string })[] {
  return routes.flatMap((route) => (route[menu] ? [{ ...route[menu], route: route.key }] : [])).sort((a, b) => a.order - b.order);
}

/**
 * A menu's own entries with the declared ones among them: the own ones at 10, 20, ... in their order (a null keeps
 * its place), a declared one after every own entry of its order or below.
 */
export function withDeclared<T, E extends { order: number }>(own: readonly T[], declared: readonly E[], make: (entry: E) => T): T[] {
  const placed = [
    ...own.map((item, i) => ({ order: (i + 1) * 10, item })),
    ...declared.map((entry) => ({ order: entry.order, item: make(entry) })),
  ];
  // a stable sort: an own entry stays before a declared one of the same order
  return placed.sort((a, b) => a.order - b.order).map(({ item }) => item);
}

/** A remote's routes as they travel (mf-manifest.json's metaData.routeManifest, the runtime file's routeManifests). */
export interface RouteManifest {
  remote: string;
  routes: RouteDeclaration[];
  /** the shell's slots this remote fills: slot name -> the module it exposes for it */
  slots?: Record<string, string>;
}

/**
 * The shell's slots a remote may fill: the login dialog, and the reminder the shell mounts over every page while
 * a member is signed in (decision 033).
 */
export type ShellSlot = 'loginDialog' | 'sessionReminder';

/** An answer's images a page shows at once (RouteDeclaration.answerImages). */
export interface AnswerImages {
  /** the call's path, as the contract names it */
  call: string;
  /** the fields of the answer's value that hold an image's address */
  fields: string[];
}

/** A GET a page's first screen makes at once (RouteDeclaration.calls). */
export interface RouteCall {
  path: string;
  /** its query, in the order the page writes it */
  query?: CallQuery;
  /** the address's parameters it reads: where one is missing or refused, the call is not started */
  params?: CallParams;
}

/**
 * What the server's HTML needs to paint a page's first screen before the app has loaded (decisions 016 and
 * 022): the call whose answer names the first images, where they sit, and the app's image that takes over.
 * A remote publishes it per route key in its mf-manifest.json (metaData.firstScreens); the server reads it
 * and knows nothing of the page itself.
 */
export interface FirstScreen {
  /** the call as the page makes it (the same keys in the same order), so that the page takes the HTML's answer */
  call: { path: string; query: CallQuery };
  /** the address's query this first screen is known for: any other parameter or value, no frame */
  params?: CallParams;
  /** the images in the answer's value: under a key ('' for the value itself), how many, and the fields naming one */
  images: { at: string; count: number; fields: string[] };
  /** the page's own image that replaces the frame once it has loaded (a CSS selector) */
  appImage: string;
  /** the images' boxes, in CSS pixels below the shell's header */
  boxes: {
    top: number | { param: string; values: Record<string, number>; otherwise: number };
    /** another top where the page hides a bar: a stored choice (localStorage key = value) or the site installed */
    topWhenBarHidden?: { storageKey: string; storageValue: string; top: number };
    sides: number;
    columns: number;
    gap: number;
    /** CSS aspect-ratio of a box */
    aspect: string;
    radius: number;
    /** the images' intrinsic width and height */
    image: [number, number];
    /** wider viewports lay the page out otherwise: no frame there */
    maxViewport?: number;
  };
  /** the images the server last saw are drawn at once, before the call has answered */
  drawKnown: boolean;
  /** the app's start waits until the frame is on screen (its largest paint is these images) */
  startWaits: boolean;
}

export const DEFAULT_LAYOUT: RouteLayout = { header: true, bottomMenu: true, backHome: false };

/** The key of the route the home aliases lead to, whichever remote declares it. */
export const HOME_ROUTE = 'home';
/** Addresses of the home (spec section 2), kept by the shell whoever serves the home. */
export const HOME_ALIASES = ['/', '/m', '/m/index', '/m/index.html'];

/**
 * A remote's route manifest. `module` must be a name of the remote's own exposes map and `titles` must have
 * every language: either mistake is a compile error in the remote. The build checks the rest
 * (routeManifestProblems) and fails.
 */
export function defineRoutes<const Exposes extends Record<string, string>>(
  remote: string,
  _exposes: Exposes,
  routes: readonly RouteDeclaration<Extract<keyof Exposes, string>>[],
  slots?: Partial<Record<ShellSlot, Extract<keyof Exposes, string>>>,
): RouteManifest {
  return { remote, routes: [...routes], ...(slots ? { slots: slots as Record<string, string> } : {}) };
}

const PATH = /^\/[A-Za-z0-9._~\-/]*$/;
/** A declared call's path: no query, no parameters (the HTML starts it as it is). */
const CALL_PATH = /^\/[\w/.-]*$/;
const GATES: readonly string[] = ['guest', 'session', 'member', 'notTrial', 'agent'];
const REDIRECT_REASONS: readonly string[] = ['signIn', 'trial', 'agentOnly'];

function redirectProblems(name: string, redirect: RouteRedirect | undefined): string[] {
  return Object.entries(redirect ?? {}).flatMap(([reason, key]) => [
    ...(REDIRECT_REASONS.includes(reason) ? [] : [`${name}: ${reason} is not a reason a redirect can name`]),
    ...(typeof key === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(key) ? [] : [`${name}: a redirect must name a route key`]),
  ]);
}

/** What is wrong with a remote's manifest, in words (empty when nothing is): the build fails on any. */
export function routeManifestProblems(manifest: RouteManifest, exposes?: Record<string, string>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (what: string, value: string, by: string) => {
    const before = seen.get(`${what} ${value}`);
    if (before) problems.push(`${what} ${value} is declared by both ${before} and ${by}`);
    else seen.set(`${what} ${value}`, by);
  };
  for (const route of manifest.routes) {
    const name = `${manifest.remote} route ${route.key || '(no key)'}`;
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(route.key)) problems.push(`${name}: the key must be a plain name`);
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      if (!PATH.test(path)) problems.push(`${name}: ${JSON.stringify(path)} is not a plain address`);
      if (HOME_ALIASES.includes(path)) problems.push(`${name}: ${path} is one of the shell's home aliases`);
      claim('path', path, name);
    }
    claim('key', route.key, name);
    for (const lang of ['bn', 'en'] as const) {
      if (typeof route.titles?.[lang] !== 'string' || !route.titles[lang].trim()) problems.push(`${name}: no ${lang} title`);
    }
    if (exposes && !(route.module in exposes)) problems.push(`${name}: ${route.module} is not exposed by ${manifest.remote}`);
    if (route.gate !== undefined && !GATES.includes(route.gate)) problems.push(`${name}: ${route.gate} is not a gate`);
    problems.push(...redirectProblems(name, route.redirect));
    // a call's query is held against the page's own request by the remote's tests (decision 061): checked here, every
    // page's first load would carry the check (@wl/shared's 5.x root re-exports this function)
    for (const call of [...(route.calls ?? []).map((c) => c.path), ...(route.answerImages ?? []).map((i) => i.call)])
      if (!CALL_PATH.test(call)) problems.push(`${name}: ${call} is not a call's path`);
    for (const images of route.answerImages ?? []) {
      if (!images.fields?.length || images.fields.some((field) => !/^\w+$/.test(field)))
        problems.push(`${name}: the images of ${images.call} name no plain field`);
    }
    for (const menu of MENUS) {
      const entry = route[menu];
      if (entry && !Number.isFinite(entry.order)) problems.push(`${name}: its ${menu} entry has no order`);
      if (entry?.icon !== undefined && !MENU_ICONS.includes(entry.icon))
        problems.push(`${name}: ${entry.icon} is not a menu icon (${MENU_ICONS.join(', ')})`);
    }
    for (const variant of route.variants ?? []) {
      if (Object.keys(variant.query ?? {}).length === 0) problems.push(`${name}: a variant without a query`);
      if (variant.gate !== undefined && !GATES.includes(variant.gate)) problems.push(`${name}: ${variant.gate} is not a gate`);
      problems.push(...redirectProblems(`${name} variant`, variant.redirect));
      for (const lang of ['bn', 'en'] as const) {
        if (variant.titles && !variant.titles[lang]?.trim()) problems.push(`${name}: a variant with no ${lang} title`);
      }
    }
  }
  for (const [slot, module] of Object.entries(manifest.slots ?? {})) {
    if (exposes && !(module in exposes)) problems.push(`${manifest.remote} slot ${slot}: ${module} is not exposed by ${manifest.remote}`);
  }
  return problems;
}

/** What two manifests both claim (a path, an alias or a key), in words. */
export function routeConflicts(mine: RouteManifest, others: RouteManifest[]): string[] {
  const taken = new Map<string, string>();
  for (const other of others) {
    if (other.remote === mine.remote) continue;
    for (const r of other.routes) for (const p of [r.path, ...(r.aliases ?? []), `key ${r.key}`]) taken.set(p, other.remote);
  }
  return mine.routes.flatMap((r) =>
    [r.path, ...(r.aliases ?? []), `key ${r.key}`].flatMap((p) =>
      taken.has(p) ? [`${mine.remote} route ${r.key}: ${p} is already ${taken.get(p)}'s`] : [],
    ),
  );
}

/** A route of the table: its declaration, its remote and its whole layout. */
export interface RouteEntry extends Omit<RouteDeclaration, 'layout'> {
  remote: string;
  layout: RouteLayout;
}

export interface RouteTable {
  routes: RouteEntry[];
  /** address (path or alias) -> route key */
  byPath: Map<string, string>;
  byKey: Map<string, RouteEntry>;
  /** slot -> the remote and module that fill it */
  slots: Map<string, { remote: string; module: string }>;
  /** claims refused because an earlier remote had made them, in words */
  conflicts: string[];
}

/**
 * One table from the manifests, in the order given (the runtime file's). A path, alias or key claimed twice
 * stays with the first remote: the order of the runtime file decides, every time.
 */
export function buildRouteTable(manifests: RouteManifest[]): RouteTable {
  const table: RouteTable = { routes: [], byPath: new Map(), byKey: new Map(), slots: new Map(), conflicts: [] };
  for (const manifest of manifests) {
    for (const [slot, module] of Object.entries(manifest.slots ?? {})) {
      const owner = table.slots.get(slot)?.remote;
      if (owner) table.conflicts.push(`${manifest.remote} fills the slot ${slot}, which is ${owner}'s`);
      else table.slots.set(slot, { remote: manifest.remote, module });
    }
    for (const route of manifest.routes ?? []) {
      const owner = table.byKey.get(route.key)?.remote;
      if (owner) {
        table.conflicts.push(`${manifest.remote} declares the route key ${route.key}, which is ${owner}'s`);
        continue;
      }
      const taken = table.byPath.get(route.path);
      if (taken) {
        table.conflicts.push(`${manifest.remote} declares ${route.path}, which is ${table.byKey.get(taken)?.remote}'s`);
        continue;
      }
      const entry: RouteEntry = { ...route, remote: manifest.remote, layout: { ...DEFAULT_LAYOUT, ...route.layout } };
      table.routes.push(entry);
      table.byKey.set(route.key, entry);
      table.byPath.set(route.path, route.key);
      for (const alias of route.aliases ?? []) {
        if (table.byPath.has(alias)) table.conflicts.push(`${manifest.remote} declares the alias ${alias}, which is taken`);
        else table.byPath.set(alias, route.key);
      }
    }
  }
  if (table.byKey.has(HOME_ROUTE)) for (const alias of HOME_ALIASES) if (!table.byPath.has(alias)) table.byPath.set(alias, HOME_ROUTE);
  return table;
}

const clean = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The route of an address, aliases included, or null (not found, or one of the shell's own screens). */
export function routeOfPath(table: RouteTable, pathname: string): RouteEntry | null {
  const key = table.byPath.get(clean(pathname)) ?? table.byPath.get(pathname);
  return key ? (table.byKey.get(key) ?? null) : null;
}

/** An address with a query string; undefined values are left out. */
export function withQuery(path: string, query?: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}
