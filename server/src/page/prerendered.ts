// The first screens a remote's build rendered from its own pages (decision 052; tooling/build/src/prerender.ts): the
// page's HTML carries the screen of its address inside #root, in both languages, with a script that puts the
// visitor's in place. React's first commit empties #root, so the app replaces the frame, and its style with it.
import path from 'node:path';
import * as v from 'valibot';
import { releaseManifestUrl, type ReleaseOrigin } from '../release-origin.ts';
import { readJsonCached } from '../runtime-file.ts';
import { frameOf, type KeepContext, type Kept, memberFrame, PAGE_SLOT, TITLE_MARK } from '@wl/plain/frames';
import { PLATFORM_TIME_ZONE } from '@wl/plain/format';
import { NON_AGENT_TYPES, TRIAL_TYPE } from '@wl/plain/accounts';
import { ADDRESS_ELEMENTS, bareMarkup, TEXT_ELEMENTS } from '@wl/plain/markup';
import type { RouteGate } from '@wl/plain/routes';
import { flattenFlags, STARTUP_CALLS } from '@wl/plain/startup-calls';
import { localBuildDir, manifestUrl } from './remote-routes.ts';

/** The file a remote's build writes beside its mf-manifest.json. */
const FIRST_SCREENS_FILE = 'first-screens.json';

const names = v.array(v.pipe(v.string(), v.regex(/^[\w.-]+$/)));
const callPath = v.pipe(v.string(), v.regex(/^\/[\w/.-]*$/));
/** What the build writes (tooling/build/src/prerender.ts), checked before the server puts any of it into a page. */
const PrerenderedSchema = v.object({
  css: v.string(),
  screens: v.record(
    v.string(),
    v.object({
      flags: names,
      /** absent: a guest's screen */
      audience: v.optional(v.literal('member')),
      unlessStored: v.object({ local: names, session: names }),
      variants: v.record(v.pipe(v.string(), v.regex(/^[\w,.-]*$/)), v.object({ bn: v.string(), en: v.string() })),
      /**
       * the call whose answer shapes the screen, the others its keep is given (decision 072), and the release's script
       * naming the parts it shows (decision 060)
       */
      data: v.optional(v.object({ call: callPath, more: v.optional(v.array(callPath)), keep: v.pipe(v.string(), v.maxLength(8192)) })),
    }),
  ),
});
export type Prerendered = v.InferOutput<typeof PrerenderedSchema>;

/** A remote's first screens by its manifest's URL, when this server can read them; null otherwise. */
export type PrerenderedReader = (manifestUrl: string) => Prerendered | null;

/** The first screens the releases' origin holds, beside each release's manifest (originManifests' addresses). */
export function originPrerendered(origin: ReleaseOrigin, pageOrigin: string): PrerenderedReader {
  return (url) => {
    const at = releaseManifestUrl(origin, pageOrigin, url);
    return at ? origin.file(firstScreensUrl(at), PrerenderedSchema) : null;
  };
}

/** The first screens' file beside a manifest. */
const firstScreensUrl = (manifest: string) => new URL(FIRST_SCREENS_FILE, manifest).href;

/** Each file as read (readJsonCached keeps one object per version of it) checked once, not at every page. */
const checkedFiles = new WeakMap<object, Prerendered | null>();

/** A build's first-screens.json from its folder, checked against the schema; null when absent or broken. */
function readPrerendered(dir: string): Prerendered | null {
  const found = readJsonCached<unknown>(path.join(dir, FIRST_SCREENS_FILE));
  if (found === null || typeof found !== 'object') return null;
  if (!checkedFiles.has(found)) {
    const checked = v.safeParse(PrerenderedSchema, found);
    checkedFiles.set(found, checked.success ? checked.output : null);
  }
  return checkedFiles.get(found) ?? null;
}

/** The first screens of the remotes this server serves from their builds (as localManifests reads their manifests). */
export function localPrerendered(remoteDir: (port: number) => string | null, hostname: string): PrerenderedReader {
  return (url) => {
    const dir = localBuildDir(remoteDir, hostname, url);
    return dir ? readPrerendered(dir) : null;
  };
}

/** The screen a route's remote rendered for it, with that remote's CSS. */
export function prerenderedFor(
  remotes: Record<string, string>,
  hostname: string,
  read: PrerenderedReader,
  route: { remote: string; key: string },
): { css: string; screen: Prerendered['screens'][string] } | null {
  const template = remotes[route.remote];
  if (!template) return null;
  let found: Prerendered | null;
  try {
    found = read(manifestUrl(template, hostname));
  } catch {
    found = null;
  }
  const screen = found?.screens[route.key];
  return found && screen ? { css: found.css, screen } : null;
}

/** The shell's frames around the pages (its build's first-screens.json), when built with them. */
export const shellFrames = (shellDir: string): Prerendered | null => readPrerendered(shellDir);

const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/**
 * A page's first screen inside the shell's frame for its layout: each variant and language of the page where the frame
 * has the page's place (in a plain element, as the app's slot holds the page), and each route's title where its mark
 * is. The frame brings the tokens and the page-wide rules: without it there is nothing to paint.
 */
export function inShellFrame(
  page: { css: string; screen: Prerendered['screens'][string] },
  frames: Prerendered | null,
  route: { key: string; layout: Parameters<typeof frameOf>[0] },
  titleOf: (key: string, language: 'bn' | 'en') => string | undefined,
): { css: string; screen: Prerendered['screens'][string] } | null {
  // a member's page in the frame drawn for a member (decision 067): a shell built without one paints no frame
  const layout = frameOf(route.layout);
  const frame = frames?.screens[page.screen.audience === 'member' ? memberFrame(layout) : layout]?.variants[''];
  if (!frames || !frame) return null;
  const fill = (language: 'bn' | 'en', html: string) =>
    frame[language]
      .replace(PAGE_SLOT, `<div>${html}</div>`)
      .replace(TITLE_MARK, (_all, key: string) => text(titleOf(key === 'frame' ? route.key : key, language) ?? ''));
  const variants = Object.fromEntries(
    Object.entries(page.screen.variants).map(([name, html]) => [name, { bn: fill('bn', html.bn), en: fill('en', html.en) }]),
  );
  return { css: `${frames.css}${page.css}`, screen: { ...page.screen, variants } };
}

/** A brand's theme as CSS custom properties, as applyTheme sets them; nothing that could end the style element. */
export const themeRule = (theme: Record<string, string> = {}) => {
  const safe = Object.entries(theme).filter(([name, value]) => /^[\w-]+$/.test(name) && !/[<>{};]/.test(value));
  return safe.length ? `:root{${safe.map(([name, value]) => `--wl-${name}:${value}`).join(';')}}` : '';
};

/** What the page's script needs to pick a frame (pickFirstScreen). */
interface PickInput {
  /** the start-up flags call as the head's script makes it (critical-path.ts) */
  flagsUrl: string;
  /** the flags the page's first render reads, in the order its variants are named */
  flags: string[];
  /** the route's own flags: off, the app shows the route closed, so no frame */
  needs: string[];
  unlessStored: { local: string[]; session: string[] };
  /** a member's screen (decision 067): painted only for a stored session, of none of these account types */
  member?: { refuse: number[] };
  /** the early calls whose answers shape the screen (decision 060): the route's call, then the others its keep is given (decision 072) */
  dataUrls?: string[];
  /** the start-up status call (its answer may name image CDNs), and whether the brand's file names any */
  statusUrl?: string;
  cdns?: boolean;
  /** the brand's currency symbol and zone, as the app reads them from the runtime file, for a keep (decision 072) */
  brand?: { currency: string; zone: string };
}

/**
 * The release's function naming the parts of the screen an answer shows (decision 060), and what each kept part is
 * filled with from it (decision 063): a picture's address, a text, markup kept bare (decision 064), or null for a part
 * that keeps its box but shows nothing yet. Null: this answer, at this address, paints no frame.
 */
type Keep = (value: unknown, flags: Record<string, boolean>, search: string, context: KeepContext, more: unknown[]) => Kept;

/** Markup as a first screen shows it: bareMarkup with its lists, as the page runs it. */
type Markup = (html: string) => DocumentFragment;
/** shapeScreen as the page's script is given it, its markup bound. */
type Shape = (screen: DocumentFragment, shaped: NonNullable<ReturnType<Keep>>, viaCdn: () => Promise<boolean>) => Promise<boolean>;

type EarlyCall = { url: string; response: Promise<{ status: number; body: string } | null> };

/**
 * Keeps the parts of a screen its answer shows and fills them (decisions 060 and 063), in the page as pickFirstScreen
 * (its source is written beside it). False: a part to fill is not in the screen, or a picture's address is not the one
 * the app would fetch. A relative one goes to an image CDN when the platform or the brand names one (`viaCdn`, which
 * waits for the status call: asked only then, so that a screen without such a picture waits for nothing more).
 */
function shapeScreen(
  screen: DocumentFragment,
  shaped: NonNullable<ReturnType<Keep>>,
  viaCdn: () => Promise<boolean>,
  markup: Markup,
): Promise<boolean> {
  const kept = new Set(Array.isArray(shaped) ? shaped : shaped.parts);
  const fill = Array.isArray(shaped) ? {} : (shaped.fill ?? {});
  const parts: Record<string, Element> = {};
  // a part inside another is named by both, `outer/inner`
  screen.querySelectorAll('[data-frame-part]').forEach((part) => {
    let name = part.getAttribute('data-frame-part') ?? '';
    for (let up = part.parentElement?.closest('[data-frame-part]'); up; up = up.parentElement?.closest('[data-frame-part]'))
      name = `${up.getAttribute('data-frame-part')}/${name}`;
    if (kept.has(name)) parts[name] = part;
    else part.remove();
  });
  const pictures: [HTMLImageElement, string][] = [];
  for (const [name, value] of Object.entries(fill)) {
    const part = parts[name];
    if (!part) return Promise.resolve(false);
    if (value === null) (part as HTMLElement).style.visibility = 'hidden';
    else if (typeof value === 'object') part.replaceChildren(markup(String(value.markup)));
    else if (part instanceof HTMLImageElement) pictures.push([part, value]);
    else part.textContent = value;
  }
  const absolute = (src: string) => /^https?:\/\//.test(src);
  return (pictures.some(([, src]) => !absolute(src)) ? viaCdn() : Promise.resolve(false)).then((cdn) => {
    for (const [picture, src] of pictures) {
      if (!absolute(src) && !(src.startsWith('/') && !src.startsWith('//') && !cdn)) return false;
      picture.src = src;
    }
    return true;
  });
}

// Runs in the page as it is parsed (its source is written into the inline script, the flags' function beside it): plain
// ES2020, no imports, every step guarded. A guest's screen was rendered for a device that holds nothing of theirs: a
// session or a named key means no frame. A member's (decision 067) is painted only for a stored session of a type the
// route's gate admits: an expired one's frame is replaced by the app's login gate in its first render. The frame waits
// for the head's flags call (critical-path.ts), picks the variant of the flags that are on and the visitor's language (the stored choice, else Bengali, as the app chooses),
// and paints it, unless the app has replaced the frame already. A screen shaped by data (decision 060) also waits for
// that call, and keeps and fills only the parts the release's `keep` names for its answer (shapeScreen, decision 063,
// which waits for the status call too when a picture's address depends on it); without a good answer, no frame.
function pickFirstScreen(c: PickInput, flatten: typeof flattenFlags, keep: Keep | null, shape: Shape | null) {
  const d = document;
  const f = d.getElementById('wl-first-screen');
  if (!f) return;
  const read = (storage: () => Storage, key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const local = () => localStorage;
  const session = () => sessionStorage;
  const calls = (window as Window & { __wlEarlyCalls?: EarlyCall[] }).__wlEarlyCalls ?? [];
  const call = calls.find((e) => e.url === c.flagsUrl);
  // the route's declared calls, with the query the page writes for each (decision 061)
  const data = (c.dataUrls ?? []).map((url) => calls.find((e) => e.url === url || e.url.startsWith(`${url}?`)));
  const status = c.statusUrl ? calls.find((e) => e.url === c.statusUrl) : undefined;
  const stored = read(session, 'wl.session');
  let type: unknown = null; // the stored session's account type, for a member's screen; a broken one is none
  try {
    type = JSON.parse(stored ?? 'null')?.type;
  } catch {}
  if (
    !call ||
    (c.dataUrls && (data.some((e) => !e) || !keep)) ||
    (c.member ? typeof type !== 'number' || c.member.refuse.includes(type) : stored !== null) ||
    c.unlessStored.local.some((k) => read(local, k) !== null) ||
    c.unlessStored.session.some((k) => read(session, k) !== null)
  )
    return f.remove();
  const language = read(local, 'wl.language') === 'en' ? 'en' : 'bn';
  /** an answer's value when the platform said yes, else null */
  const said = (answer: { status: number; body: string } | null) => {
    const body = answer && answer.status === 200 ? JSON.parse(answer.body) : null;
    return body?.success ? body.value : null;
  };
  Promise.all([call.response, ...data.map((e) => e?.response ?? null)]).then(
    ([answer, ...shaping]) => {
      if (!f.isConnected) return;
      let on: Record<string, boolean> = {};
      try {
        // a failed call leaves the app with every flag off (platform-settings.ts), so does the frame
        const flags = said(answer);
        if (flags) on = flatten(flags);
      } catch {
        on = {};
      }
      if (c.needs.some((flag) => !on[flag])) return f.remove();
      const variant = c.flags.filter((flag) => on[flag]).join(',');
      const t = f.querySelector<HTMLTemplateElement>(`template[data-variant="${variant}"][lang="${language}"]`);
      if (!t) return f.remove();
      const screen = t.content;
      const paint = () => {
        d.documentElement.lang = language;
        f.appendChild(screen);
      };
      if (!(c.dataUrls && keep && shape)) return paint();
      let shaped: ReturnType<Keep>;
      try {
        const [value = null, ...more] = shaping.map(said);
        shaped = value === null ? null : keep(value, on, location.search, { currency: '', zone: '', ...c.brand, language }, more);
      } catch {
        return f.remove();
      }
      if (!shaped) return f.remove();
      // the app sends a relative picture to an image CDN when the platform or the brand names one, by a random pick
      const viaCdn = () =>
        (status ? status.response : Promise.resolve(null)).then((answer) => {
          const info = said(answer)?.info;
          return c.cdns === true || !info || (info.imageCdns ?? []).length > 0;
        });
      shape(screen, shaped, viaCdn).then(
        (ok) => (ok && f.isConnected ? paint() : f.remove()),
        () => f.remove(),
      );
    },
    () => f.remove(),
  );
}

/** The script's functions as the page runs them, written out once. */
const PICK_SOURCE = pickFirstScreen.toString();
const FLATTEN_SOURCE = flattenFlags.toString();
const SHAPE_SOURCE = shapeScreen.toString();
const MARKUP_SOURCE = `(h)=>(${bareMarkup.toString()})(h,${JSON.stringify(TEXT_ELEMENTS)},${JSON.stringify(ADDRESS_ELEMENTS)})`;

/** The routes a guest may open: their first render for a guest is what the build rendered. */
export const openToGuests = (gate: string | undefined) => gate === undefined || gate === 'guest' || gate === 'notTrial';

/**
 * Whether a route's page paints a screen the build rendered for this audience: a guest's where guests may open it, a
 * member's where some member may (decision 067), with the account types its gate refuses (the app's rule, @wl/plain).
 */
export function paintsFor(audience: 'member' | undefined, gate: RouteGate | undefined): { refuse: number[] } | boolean {
  if (audience !== 'member') return openToGuests(gate);
  if (gate === 'guest') return false;
  if (gate === 'agent') return { refuse: [...NON_AGENT_TYPES] };
  return { refuse: gate === 'member' || gate === 'notTrial' ? [TRIAL_TYPE] : [] };
}

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
/** Data written into a script: nothing in it can end the script element. */
const scriptData = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The frame: every variant and language as templates, and the script that picks one. Inert and hidden from assistive
 * technology, so that nothing can be typed into it and lost, and nothing is read twice; the page's own render replaces
 * it in one commit.
 */
export function prerenderedFrame(input: {
  css: string;
  screen: Prerendered['screens'][string];
  /** the route's own flags */
  needs?: string[];
  /** a member's screen: the account types the route's gate refuses (paintsFor) */
  member?: { refuse: number[] };
  flagsUrl: string;
  /** the platform's address the route's calls go to (the whitelabel's apiBase) */
  apiBase?: string;
  /** the brand's image CDNs (the whitelabel's imageCdns): a relative picture the app would fetch from one */
  imageCdns?: string[];
  /** the brand's currency symbol and zone (the whitelabel's currency.symbol and timeZone), for a keep's money and dates */
  currency?: string;
  timeZone?: string;
  theme?: Record<string, string>;
  nonce: string;
}): string {
  const nonce = attr(input.nonce);
  // a build's CSS never holds this; a file that does is not put into a page
  if (/<\/style/i.test(input.css)) return '';
  // `inert` came with Safari 15.5: below it, no tap reaches the frame either
  const css = `${input.css}${themeRule(input.theme)}#wl-first-screen{pointer-events:none;user-select:none}`;
  const templates = Object.entries(input.screen.variants).flatMap(([variant, html]) =>
    (['bn', 'en'] as const).map((language) => `<template data-variant="${attr(variant)}" lang="${language}">${html[language]}</template>`),
  );
  const pick: PickInput = {
    flagsUrl: input.flagsUrl,
    flags: input.screen.flags,
    needs: input.needs ?? [],
    unlessStored: input.screen.unlessStored,
    ...(input.member ? { member: input.member } : {}),
  };
  const shaped = input.screen.data;
  // the release's script, as its other scripts are run in this page; nothing in it may end the script element
  if (shaped && /<\/script|<!--/i.test(shaped.keep)) return '';
  if (shaped) {
    pick.dataUrls = [shaped.call, ...(shaped.more ?? [])].map((call) => `${input.apiBase ?? ''}${call}`);
    pick.statusUrl = `${input.apiBase ?? ''}${STARTUP_CALLS.status}`;
    pick.cdns = (input.imageCdns ?? []).length > 0;
    pick.brand = { currency: input.currency ?? '', zone: input.timeZone || PLATFORM_TIME_ZONE };
  }
  return `<div id="wl-first-screen" inert aria-hidden="true"><style nonce="${nonce}">${css}</style>${templates.join('')}<script nonce="${nonce}">(${PICK_SOURCE})(${scriptData(pick)},${FLATTEN_SOURCE},${shaped ? `${shaped.keep},(s,v,c)=>(${SHAPE_SOURCE})(s,v,c,${MARKUP_SOURCE})` : 'null,null'})</script></div>`;
}

/** The shell's index.html with the frame inside its #root. */
export function injectIntoRoot(index: string, frame: string): string {
  return frame ? index.replace(/(<div id="root">)(<\/div>)/, `$1${frame}$2`) : index;
}
