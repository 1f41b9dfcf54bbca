// Answers the shell's page (index.html for every client-side route) with the critical path's hints in
// its head (critical-path.ts), compressed like the static files. Anything else is left to serveStatic.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { negotiate } from '../../dev-api/src/http/compression.ts';
import { criticalPathTags, injectIntoHead, readStartupAssets, routeOwner, type Whitelabel, withScriptNonce } from './critical-path.ts';
import type { FirstScreen } from '../../shared/src/routes/route-manifest.ts';
import type { FirstImages } from './first-images.ts';
import { firstScreenOf, type ManifestReader } from './remote-routes.ts';
import { resolveInside } from './static-server.ts';

export interface ShellPageOptions {
  shellDir: string;
  /**
   * the runtime file of the request's brand (issue 23) with the releases this device runs, for the hints; called
   * for a page request only, before its headers go (it may add one: the device's cookie)
   */
  whitelabel: (req: IncomingMessage, res: ServerResponse) => Whitelabel & { siteName?: string };
  /** the remotes' manifests this server can read, for the request's origin */
  manifest: (req: IncomingMessage) => ManifestReader;
  /** a first screen's call and the images the server knows, for the page's query (first-images.ts) */
  firstImages?: (whitelabel: Whitelabel, screen: FirstScreen, search: string) => FirstImages | null;
}

const HOSTNAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

/** The host name the page was asked for, when it is a plain one (it is written into the page). */
export function requestHostname(req: IncomingMessage): string {
  const host = String(req.headers.host ?? '');
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return HOSTNAME.test(name) ? name.toLowerCase() : 'localhost';
}

/** Whether the request asks for the shell's page: a client-side route or the index itself. */
function isPageRequest(req: IncomingMessage, shellDir: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let rel: string;
  try {
    rel = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0] ?? '/');
  } catch {
    return false;
  }
  if (rel.includes('\0') || !['', '.html'].includes(path.extname(rel))) return false;
  const file = resolveInside(shellDir, rel);
  if (!file) return false;
  // a real file other than the index is served as it is
  return !(existsSync(file) && statSync(file).isFile() && path.basename(file) !== 'index.html');
}

/**
 * The shell's own entry script first of all: a deferred script is fetched at low priority, after every
 * preload, and nothing of the app starts before it.
 */
export function entryPreload(index: string): string[] {
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

export function createShellPage(opts: ShellPageOptions) {
  /** Answers the page and returns true, or returns false for anything that is not the page. */
  return function serveShellPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isPageRequest(req, opts.shellDir)) return false;
    const hostname = requestHostname(req);
    // the security headers were set before (serve.ts): their policy admits this page's inline script by a nonce
    const nonce = randomBytes(16).toString('base64');
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') res.setHeader('Content-Security-Policy', withScriptNonce(policy, nonce));
    const whitelabel = opts.whitelabel(req, res);
    const [pathname = '/', search = ''] = (req.url ?? '/').split('#')[0]!.split('?');
    const read = opts.manifest(req);
    const route = routeOwner(pathname, whitelabel, hostname, read);
    // the page's first screen, as its remote publishes it beside its routes (decision 022)
    const screen = route ? firstScreenOf(whitelabel, hostname, read, route) : undefined;
    const found = screen ? opts.firstImages?.(whitelabel, screen, search) : null;
    const tags = criticalPathTags({
      nonce,
      pathname,
      hostname,
      whitelabel,
      first: screen && found ? { screen, found } : null,
      startup: readStartupAssets(opts.shellDir),
      manifest: read,
    });
    const index = brandHead(readFileSync(path.join(opts.shellDir, 'index.html'), 'utf8'), whitelabel);
    const html = injectIntoHead(index, [...entryPreload(index), ...tags]);
    const { body, headers } = negotiate(req, html, {
      'Content-Type': 'text/html; charset=utf-8',
      // the hints follow the runtime file and the builds being served: never a stale copy
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
