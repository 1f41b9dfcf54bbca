// The shell's page (index.html for every client-side route) with what its first screen needs in its head: the
// brand's title and colour, the critical path's hints and the first frame (critical-path.ts), and the nonce that
// admits its one inline script. A pure function of its inputs, so that it is tested without a server; the route
// (routes/page.ts) compresses and answers it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreen } from '@wl/plain/routes';
import { STARTUP_CALLS } from '@wl/plain/startup-calls';
import { criticalPathTags, injectIntoHead, readStartupAssets, type Whitelabel } from './critical-path.ts';
import type { FirstImages } from './first-images.ts';
import { firstScreenOf, type ManifestReader, routeAt, serverRouteTable } from './remote-routes.ts';
import {
  injectIntoRoot,
  inShellFrame,
  paintsFor,
  type PrerenderedReader,
  prerenderedFor,
  prerenderedFrame,
  shellFrames,
} from './prerendered.ts';

/** Whether an address is one of the shell's page: a client-side route (no extension) or an old `.html` address. */
export function isPagePath(pathname: string): boolean {
  let rel: string;
  try {
    rel = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !rel.includes('\0') && ['', '.html'].includes(path.posix.extname(rel));
}

/**
 * The shell's own entry script first of all: a deferred script is fetched at low priority, after every
 * preload, and nothing of the app starts before it.
 */
function entryPreload(index: string): string[] {
  const src = /<script defer(?:="[^"]*")? src="(\/[^"]+\.js)"/.exec(index)?.[1];
  return src ? [`<link rel="preload" href="${src}" as="script" fetchpriority="high">`] : [];
}

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** The page's title and theme colour are the brand's from the first byte (the app sets them again once it runs). */
export function brandHead(html: string, whitelabel: { siteName?: string; theme?: Record<string, string> }): string {
  const color = whitelabel.theme?.['header-bg'] ?? whitelabel.theme?.bg;
  let out = whitelabel.siteName ? html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(whitelabel.siteName)}</title>`) : html;
  if (color) out = out.replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeText(color)}$2`);
  return out;
}

/** A nonce for one answer: 16 random bytes, as the policy's `'nonce-...'` and the script's attribute. */
export const newNonce = () => randomBytes(16).toString('base64');

export interface PageInput {
  /** the address asked for, with its query */
  url: string;
  /** the host name the page was asked for ('{hostname}' in the runtime file's URLs) */
  hostname: string;
  /** the shell's build: its index.html and startup-assets.json */
  shellDir: string;
  /** the brand's runtime file with the releases this device runs, for the hints */
  whitelabel: Whitelabel & { siteName?: string };
  /** the remotes' manifests this server can read, for the request's origin */
  read: ManifestReader;
  /** a first screen's call and the images the server knows, for the page's query (first-images.ts) */
  firstImages?: (whitelabel: Whitelabel, screen: FirstScreen, search: string) => FirstImages | null;
  /** the first screens the remotes' builds rendered (decision 052), for the request's origin */
  prerendered?: PrerenderedReader;
  nonce: string;
}

/** The page's HTML for one request. */
export function renderPage(input: PageInput): string {
  const [pathname = '/', search = ''] = (input.url.split('#')[0] ?? '/').split('?');
  const { whitelabel, hostname, read } = input;
  // one route table for the page's route and the titles its first screen shows
  const table = serverRouteTable(whitelabel, hostname, read);
  const route = routeAt(table, pathname);
  // the page's first screen, as its remote publishes it beside its routes (decision 022)
  const screen = route ? firstScreenOf(whitelabel, hostname, read, route) : undefined;
  const found = screen ? input.firstImages?.(whitelabel, screen, search) : null;
  const tags = criticalPathTags({
    nonce: input.nonce,
    pathname,
    hostname,
    whitelabel,
    first: screen && found ? { screen, found } : null,
    startup: readStartupAssets(input.shellDir),
    manifest: read,
    search,
  });
  const index = brandHead(readFileSync(path.join(input.shellDir, 'index.html'), 'utf8'), whitelabel);
  // a page its remote rendered at build time is painted by the HTML itself (decision 052), a guest's or a member's
  // (decision 067) where the route's gate admits them
  const built = route && input.prerendered ? prerenderedFor(whitelabel.remotes, hostname, input.prerendered, route) : null;
  const paints = built && route ? paintsFor(built.screen.audience, route.gate) : false;
  const own = paints ? built : null;
  // in the shell's frame for the route's layout, every title the frame shows the route table's
  const rendered =
    own && route ? inShellFrame(own, shellFrames(input.shellDir), route, (key, language) => table.byKey.get(key)?.titles[language]) : null;
  const frame = rendered
    ? prerenderedFrame({
        ...rendered,
        needs: route?.flags,
        ...(typeof paints === 'object' ? { member: paints } : {}),
        flagsUrl: `${whitelabel.apiBase ?? ''}${STARTUP_CALLS.flags}`,
        apiBase: whitelabel.apiBase,
        imageCdns: whitelabel.imageCdns,
        currency: whitelabel.currency?.symbol,
        timeZone: whitelabel.timeZone,
        theme: whitelabel.theme,
        nonce: input.nonce,
      })
    : '';
  return injectIntoRoot(injectIntoHead(index, [...entryPreload(index), ...tags]), frame);
}
