// The shell's page, with what its first screen needs announced in the HTML (issue 12, the critical path).
// Without hints the browser finds the work one round trip at a time: the HTML, then main.js, then its
// chunks, then the platform calls, then the page's remote manifest, then its entry and page chunks. The
// server knows all of it already (it reads the runtime file, the shell's startup-assets.json and the
// remote's manifest), so the HTML starts it all at once:
// - the platform calls of every start, with the headers the shell sends (an inline script: a preload
//   cannot send the Merchant header, and a call with other headers never reuses a preload);
// - preloads of the shell's start chunks, and of the route's remote: its manifest (as fetch, crossorigin,
//   as the federation runtime fetches it), its entry and the page's own chunks;
// - a preconnect to the remote's origin (both connection pools: scripts go without CORS, the manifest with).
import path from 'node:path';
import * as v from 'valibot';
import { fullUrl } from '@wl/plain/address';
import { callParams, dayIn, PLATFORM_TIME_ZONE } from '@wl/plain/calls';
import { STARTUP_CALLS } from '@wl/plain/startup-calls';
import { memberInfoCall, unreadCountCall, walletCall } from '@wl/platform-contract/calls/session';
import { TRIAL_TYPE } from '@wl/plain/accounts';
import type { FirstScreen, RouteEntry } from '@wl/plain/routes';
import { readJsonCached } from '../runtime-file.ts';
import { firstFrameInput, firstFrameScript } from './first-frame.ts';
import type { FirstImages } from './first-images.ts';
import { type ManifestReader, manifestUrl, type RemoteManifest, routeAt, serverRouteTable } from './remote-routes.ts';

export type { RemoteManifest };

export interface Whitelabel {
  merchantCode?: string;
  apiBase?: string;
  theme?: Record<string, string>;
  imageCdns?: string[];
  remotes: Record<string, string>;
  /** the routes the runtime file carries, by remote (the shell asks no manifest for these) */
  routeManifests?: Record<string, unknown>;
  /** the platform's zone, whose calendar a records page's range is on (decision 069) */
  timeZone?: string;
  /** the brand's currency: a first screen's money is written with its symbol (decision 072) */
  currency?: { symbol: string };
}

export interface CriticalPathInput {
  pathname: string;
  /** the host name the page was asked for ('{hostname}' in the runtime file's URLs) */
  hostname: string;
  whitelabel: Whitelabel;
  /** the shell's start chunks (dist/startup-assets.json), when built */
  startup: StartupAssets | null;
  /** a remote's manifest by its URL, when this server knows it (it serves the remote); null otherwise */
  manifest: ManifestReader;
  /** the page's script nonce, which its Content-Security-Policy admits */
  nonce?: string;
  /** the page's first screen as its remote publishes it, and its call and known images for this query (first-images.ts) */
  first?: { screen: FirstScreen; found: FirstImages } | null;
  /** the address's query ('?id=1'): a declared call may read its parameters */
  search?: string;
}

/**
 * The route (remote, page module, key) that serves a path of the site, or null (not found, a shell screen),
 * by the route manifests of the remotes this server can read.
 */
export function routeOwner(pathname: string, whitelabel: Whitelabel, hostname: string, manifest: ManifestReader) {
  return routeAt(serverRouteTable(whitelabel, hostname, manifest), pathname);
}

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}" href="${attr(href)}"${extra}>`;

/**
 * The inline script of the head: it notes the hinted files that fail (a remote that is down: a failed
 * preload would answer its later script tag with the same failure, so the shell's retry asks for a fresh
 * copy, shell/src/federation/remote-guard-plugin.ts), starts the start-up calls as a guest's page would
 * make them (kit/src/http/early-calls.ts takes their answers) and, on a page that publishes its first screen,
 * the call naming its first images and the images the server knows; then
 * it preloads the shell's start files. Those preloads come from the script, not from tags, and their scripts
 * at low priority, so that they queue behind main.js, the calls and the banner: the browser's preload scanner
 * sends tags first, and over HTTP/1.1 (six connections to a host) eleven chunks held the calls, the banner
 * and main.js (a deferred script: low priority) back by one to two seconds on a slow line.
 */
function bootScript(
  whitelabel: Whitelabel,
  warm: string[] = [],
  nonce = '',
  preload: [href: string, as: 'script' | 'style'][] = [],
  first?: { screen: FirstScreen; found: FirstImages } | null,
  page: PageCalls = { BN: { guest: [], member: [] }, EN: { guest: [], member: [] } },
  memberFiles: string[] = [],
  answerImages: AnswerImagesOfPage | null = null,
): string {
  const urls = Object.values(STARTUP_CALLS).map((p) => `${whitelabel.apiBase ?? ''}${p}`);
  // a member's start restores the session and then asks for these, a round trip after the shell's code has run: the
  // header's and the member's pages' data (decision 066)
  const member = MEMBER_STARTUP.map((p) => `${whitelabel.apiBase ?? ''}${p}`);
  const unread = `${whitelabel.apiBase ?? ''}${MEMBER_UNREAD}`;
  // a page that publishes its first screen also gets the call naming its images started in its language, and
  // those images painted from the answer (first-frame.ts)
  const frame = first ? firstFrameInput(whitelabel, STARTUP_CALLS.status, first.screen, first.found) : null;
  // JSON in a script: '<' escaped so that no value can close the tag; the images the server knows are fetched
  // before anything else (not where the runtime file names image CDNs: the app picks one at random)
  const data = JSON.stringify({
    urls: whitelabel.merchantCode ? urls : [],
    m: member,
    // for a session of any type but a trial account's (@wl/plain/accounts: the app's own rule)
    u: unread,
    t: TRIAL_TYPE,
    // and the shell's chunk that takes their answers and draws the header's member parts, by kind (decision 068), and
    // the manifest of the remote whose reminder the shell mounts over a member's every page (decision 033)
    ms: {
      style: memberFiles.filter((file) => file.endsWith('.css')),
      script: memberFiles.filter((file) => file.endsWith('.js')),
      ...(memberFiles.some((file) => file.endsWith('.json')) ? { fetch: memberFiles.filter((file) => file.endsWith('.json')) } : {}),
    },
    merchant: whitelabel.merchantCode ?? '',
    warm,
    // by kind, the styles first: the files' names once each, no kind repeated per file (the page's HTML is a few KB)
    preload: {
      style: preload.filter(([, as]) => as === 'style').map(([href]) => href),
      script: preload.filter(([, as]) => as === 'script').map(([href]) => href),
    },
    lists: first?.found.calls ?? {},
    images: frame && !frame.cdns ? first!.found.images : {},
    // the images a member's answer names that the page shows at once (answerImagesOf); none, no entry
    ...(answerImages ? { ai: answerImages } : {}),
    // the route's own calls in each language, a guest's and a member's; none, no entry (every page's HTML is a few KB)
    p: Object.fromEntries(
      (['bn', 'en'] as const)
        .map((lang) => [lang, page[lang === 'en' ? 'EN' : 'BN']] as const)
        .filter(([, calls]) => calls.guest.length + calls.member.length > 0)
        .map(([lang, calls]) => [lang, [calls.guest, calls.member]]),
    ),
  }).replaceAll('<', '\\u003c');
  // The same headers as kit/src/http/http.ts (platformHeaders): a member's carry their session's token and
  // merchant. A member's start gets the start-up calls, the member's own and the page's; the first images and their
  // frame are a guest's (the home and the game list).
  return `<script${nonce ? ` nonce="${attr(nonce)}"` : ''}>(function(c){var w=window,d=document;w.__wlFailedPreloads=[];addEventListener("error",function(e){var t=e.target;if(t&&t.rel==="preload"&&t.href)w.__wlFailedPreloads.push(t.href)},true);try{(function(){var s=JSON.parse(sessionStorage.getItem("wl.session"));if(s)for(var k in c.ms)c.preload[k]=(c.preload[k]||[]).concat(c.ms[k]);if(!c.urls.length)return;var h={Language:localStorage.getItem("wl.language")==="en"?"EN":"BN",Device:matchMedia("(display-mode: standalone)").matches||navigator.standalone===true?"OTHERS":"MOBILE",Merchant:s?.merchantCode||c.merchant};if(s)h.Authorization=s.token;var g=h.Language==="EN"?"en":"bn",P=c.p[g]||[[],[]],m=function(u){var i=d.createElement("link");i.rel="preload";i.as="image";i.fetchPriority="high";i.href=u;d.head.appendChild(i)};if(!s)(c.images[g]||[]).forEach(m);w.__wlEarlyCalls=c.urls.concat(s?c.m.concat(s.type===c.t?[]:[c.u],P[1]):(c.lists[h.Language]||[]).concat(P[0])).map(function(u){return{url:u,headers:h,response:fetch(u,{headers:h}).then(function(r){return r.text().then(function(b){return{status:r.status,body:b,date:r.headers.get("date"),time:Date.now()}})}).catch(function(){return null})}});if(s&&c.ai&&(c.ai.t||s.type!==c.t))w.__wlEarlyCalls.forEach(function(e){var f=c.ai.u[e.url.split("?")[0]];if(f)e.response.then(function(x){if(!x||x.status!==200)return;var v=JSON.parse(x.body).value||{};f.forEach(function(k){var u=v[k];if(typeof u==="string"&&(u.charAt(0)==="/"&&u.charAt(1)!=="/"||u.indexOf("https://")===0)&&u.indexOf("/wps/")<0)m(u)})}).catch(function(){})})${frame ? `;if(!s){${firstFrameScript(frame, 'c')}}` : ''}})()}catch(e){}for(var a in c.preload)c.preload[a].forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as=a;if(a==="script")l.fetchPriority="low";if(a==="fetch")l.crossOrigin="anonymous";l.href=u;d.head.appendChild(l)});c.warm.forEach(function(u){fetch(u,{mode:"no-cors",credentials:"include"}).catch(function(){})})})(${data})</script>`;
}

/**
 * The images an answer names that a route's first screen shows (RouteDeclaration.answerImages), by the call's address
 * without its query, and whether a trial account's session gets them (the routes whose gate admits one).
 */
export interface AnswerImagesOfPage {
  u: Record<string, string[]>;
  t: boolean;
}

/**
 * A member's page fetches these as the answer arrives, before the page's code draws them (decision 066's second
 * addendum): the member centre's avatar, whose address comes in the member's details. A guest's page has none (a
 * guest's calls carry no member), nor a route that admits no session.
 */
export function answerImagesOf(
  route: Pick<RouteEntry, 'answerImages' | 'gate'> | null,
  whitelabel: Pick<Whitelabel, 'apiBase'>,
): AnswerImagesOfPage | null {
  if (!route?.answerImages?.length || route.gate === 'guest') return null;
  const u: Record<string, string[]> = {};
  for (const images of route.answerImages) u[`${whitelabel.apiBase ?? ''}${images.call}`] = images.fields;
  return { u, t: route.gate === undefined || route.gate === 'session' };
}

/** The calls of a member's every start besides the start-up calls (kit/src/session/member-api.ts makes them). */
const MEMBER_STARTUP = [memberInfoCall.path, walletCall.path];
/** And the header's unread count, which a trial account has not (fetchUnreadCount asks nothing for one). */
const MEMBER_UNREAD = unreadCountCall.path;

/** A route's declared calls (RouteDeclaration.calls) in each platform language, by who the page's script starts them for. */
export type PageCalls = Record<'BN' | 'EN', { guest: string[]; member: string[] }>;

/**
 * The calls a route declares, started for the visitors its gate admits: a guest, a signed-in member, or either. Each is
 * written as the page writes it (callParams: its query from literals, the merchant, the language and this address's
 * parameters); a call whose parameters the address does not give is not started (decision 061).
 */
/** A declared call whose query names a day of the platform's calendar: only its route's page needs today. */
const namesADay = (call: NonNullable<RouteEntry['calls']>[number]) =>
  (call.query ?? []).some(([, value]) => typeof value === 'object' && 'daysAgo' in value);

export function pageCalls(
  route: Pick<RouteEntry, 'calls' | 'gate'> | null,
  whitelabel: Pick<Whitelabel, 'apiBase' | 'merchantCode' | 'timeZone'> = {},
  search = '',
  now = Date.now(),
): PageCalls {
  const gate = route?.gate;
  // the platform's day, as the page reads it from the platform's clock: a page opened across midnight asks for the
  // other day, and its own call goes to the network
  const today = route?.calls?.some(namesADay) ? dayIn(whitelabel.timeZone ?? PLATFORM_TIME_ZONE, now) : undefined;
  const forLanguage = (language: 'BN' | 'EN') => {
    const urls = (route?.calls ?? []).flatMap((call) => {
      try {
        const query = callParams(call, search, { merchant: whitelabel.merchantCode ?? '', language, ...(today ? { today } : {}) });
        return query ? [fullUrl(whitelabel.apiBase, call.path, query)] : [];
      } catch {
        // a release's pattern that is no regular expression (its build refuses one): the call waits for the page
        return [];
      }
    });
    return { guest: gate === 'guest' || !gate || gate === 'notTrial' ? urls : [], member: gate === 'guest' ? [] : urls };
  };
  return { BN: forLanguage('BN'), EN: forLanguage('EN') };
}

/**
 * The manifest of the remote that fills the reminder slot, which the shell mounts over a member's every page as the
 * layout renders (decision 033): for a session, started with the HTML rather than a round trip after the first render.
 * None where the page's own remote fills it (its manifest is preloaded for every visitor already).
 */
function reminderManifest(input: CriticalPathInput, table: ReturnType<typeof serverRouteTable>, owner: RouteEntry | null): string[] {
  const reminder = table.slots.get('sessionReminder');
  const template = reminder && reminder.remote !== owner?.remote ? input.whitelabel.remotes[reminder.remote] : undefined;
  if (!template) return [];
  try {
    return [new URL(manifestUrl(template, input.hostname)).href];
  } catch {
    return [];
  }
}

/** The hints for one page address, as tags for the HTML's head. */
export function criticalPathTags(input: CriticalPathInput): string[] {
  const tags: string[] = [];
  const preload: [string, 'script' | 'style'][] = [
    ...(input.startup?.css ?? []).map((file): [string, 'style'] => [`/${file}`, 'style']),
    ...(input.startup?.js ?? []).map((file): [string, 'script'] => [`/${file}`, 'script']),
  ];
  const table = serverRouteTable(input.whitelabel, input.hostname, input.manifest);
  const owner = routeAt(table, input.pathname);
  const calls = pageCalls(owner, input.whitelabel, input.search);
  const memberFiles = [...(input.startup?.member ?? []).map((file) => `/${file}`), ...reminderManifest(input, table, owner)];
  const boot = (warm: string[] = []) => [
    bootScript(input.whitelabel, warm, input.nonce, preload, input.first, calls, memberFiles, answerImagesOf(owner, input.whitelabel)),
    ...tags,
  ];
  // A remote whose routes this server cannot read (another host): the shell fetches its manifest for them
  // on every start (shell/src/federation/route-source.ts), so every page preloads it, in the HTML's wave.
  for (const [remote, url] of Object.entries(input.whitelabel.remotes ?? {})) {
    if (remote === owner?.remote || input.whitelabel.routeManifests?.[remote]) continue;
    try {
      const at = new URL(manifestUrl(url, input.hostname));
      if (!input.manifest(at.href)?.metaData.routeManifest) tags.push(link('preload', at.href, ' as="fetch" crossorigin'));
    } catch {
      /* a malformed URL in the runtime file: the shell reports it */
    }
  }
  const template = owner ? input.whitelabel.remotes[owner.remote] : undefined;
  if (!owner || !template) return boot();
  let manifestAt: URL;
  try {
    manifestAt = new URL(manifestUrl(template, input.hostname));
  } catch {
    return boot();
  }
  tags.push(link('preconnect', manifestAt.origin), link('preconnect', manifestAt.origin, ' crossorigin'));
  tags.push(link('preload', manifestAt.href, ' as="fetch" crossorigin'));
  const manifest = input.manifest(manifestAt.href);
  const expose = manifest?.exposes.find((e) => e.path === owner.module);
  if (!manifest || !expose) return boot();
  const { remoteEntry, publicPath } = manifest.metaData;
  const entryUrl = new URL(path.posix.join(remoteEntry.path, remoteEntry.name), manifestAt);
  // 'auto': the remote's chunks load from where its entry script is
  const base = !publicPath || publicPath === 'auto' ? entryUrl : new URL(publicPath, manifestAt);
  tags.push(link('preload', entryUrl.href, ' as="script"'));
  // The shared modules the page's code uses but no start loads: asked for when the shell runs the page, a round trip
  // after the page's own chunks, were they not started here. The shell's are preloaded from it (decision 054); the
  // others are the remote's own copies (the form library and kit), fetched with the page's chunks (decision 065).
  const own: string[] = [];
  for (const key of manifest.metaData.sharedOnDemand?.[expose.path] ?? []) {
    const shell = input.startup?.onDemand?.[key];
    // an entry's scripts; a kit's stylesheet too (decision 070)
    if (shell) for (const file of shell) preload.push([`/${file}`, file.endsWith('.css') ? 'style' : 'script']);
    else own.push(...filesOf(manifest.shared?.find((entry) => entry.name === key)?.assets));
  }
  // The page's own chunks (hashed, cached for a year) are fetched into the HTTP cache rather than preloaded:
  // when the remote is down, a failed preload would also fail its chunk's later request, and the remote's
  // own chunk loader (which the shell's retry cannot reach) would never get past it.
  return boot([...new Set([...filesOf(expose.assets), ...own])].map((file) => new URL(file, base).href));
}

/** A part's files, its styles first. */
const filesOf = (assets: RemoteManifest['exposes'][number]['assets'] | undefined) =>
  assets ? [...assets.css.sync, ...assets.js.sync] : [];

/**
 * The policy with the page's one inline script admitted by its nonce (the policy admits no other inline
 * script: page-policy.ts). A policy without script-src is left as it is.
 */
export function withNonce(policy: string, nonce: string): string {
  // the style element of a first screen the HTML paints (prerendered.ts) carries it too
  return policy.replace(
    /(^|;\s*)(script-src|style-src-elem) ([^;]*)/g,
    (_all, lead: string, directive: string, sources: string) => `${lead}${directive} ${sources} 'nonce-${nonce}'`,
  );
}

/** The shell's index.html with the tags placed first in its head, before its own scripts. */
export function injectIntoHead(html: string, tags: string[]): string {
  if (tags.length === 0) return html;
  const at = html.search(/<meta charset[^>]*>/i);
  const end = at >= 0 ? html.indexOf('>', at) + 1 : html.indexOf('<head>') + '<head>'.length;
  return `${html.slice(0, end)}${tags.join('')}${html.slice(end)}`;
}

/** A built file's name: it goes into the page's script and tags. */
const files = v.array(v.pipe(v.string(), v.regex(/^[\w.-]+\.(js|css)$/)));
/** What the shell's build writes (shell/startup-assets-plugin.ts), checked before any of it goes into a page. */
const StartupAssetsSchema = v.object({
  js: files,
  css: files,
  /** per shared entry loaded on demand, its files (a build before decision 054 lists none) */
  onDemand: v.optional(v.record(v.string(), files)),
  /** the chunks a member's start loads after its first render, preloaded for a device with a session (decision 068) */
  member: v.optional(files),
});
export type StartupAssets = v.InferOutput<typeof StartupAssetsSchema>;

/** Each version of the file as read (readJsonCached keeps one object per version) checked once, not at every page. */
const checkedAssets = new WeakMap<object, StartupAssets | null>();

/** The shell's start chunks as its build listed them, or null when absent or broken. */
export function readStartupAssets(shellDir: string): StartupAssets | null {
  let found: unknown;
  try {
    found = readJsonCached<unknown>(path.join(shellDir, 'startup-assets.json'));
  } catch {
    return null;
  }
  if (found === null || typeof found !== 'object') return null;
  if (!checkedAssets.has(found)) {
    const checked = v.safeParse(StartupAssetsSchema, found);
    checkedAssets.set(found, checked.success ? checked.output : null);
  }
  return checkedAssets.get(found) ?? null;
}
