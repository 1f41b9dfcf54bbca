// The security headers of the composed site (issue 13 finding 9; docs/security.md). The shell's policy
// is built on every request from the runtime file, as the page itself reads it: an operator who points a
// remote at another origin, or adds a game vendor's origin, changes the policy with the same edit.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The parts of the runtime file the policy reads; `contentSecurity` is read by this server only. */
export interface PolicySource {
  apiBase?: string;
  remotes?: Record<string, string>;
  imageCdns?: string[];
  contentSecurity?: {
    /** origins the game frame may show (game vendors' launch URLs) */
    frameSrc?: string[];
    /** further origins the page may call (an analytics or chat endpoint) */
    connectSrc?: string[];
    /** further origins images may come from */
    imgSrc?: string[];
  };
}

/** The origin of a URL from the runtime file, with `{hostname}` as the page's host; null if it is none. */
export function originOf(url: string | undefined, hostname: string): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url.replaceAll('{hostname}', hostname)).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The host name the page was asked for (the Host header without its port), for `{hostname}`. */
export function requestHostname(req: IncomingMessage): string {
  const host = String(req.headers.host ?? 'localhost');
  const bracket = host.match(/^\[([^\]]+)\]/);
  if (bracket) return `[${bracket[1]}]`;
  return /^[A-Za-z0-9.-]+/.exec(host)?.[0] ?? 'localhost';
}

const origins = (list: (string | undefined)[] | undefined, hostname: string) =>
  (list ?? []).map((u) => originOf(u, hostname)).filter((o): o is string => o !== null);

/**
 * The shell page's Content-Security-Policy. No 'unsafe-inline' or 'unsafe-eval' for scripts: the page's
 * only scripts are the shell's files and the remotes' (their origins from the runtime file). Style
 * attributes stay allowed: the sanitized server HTML keeps colour and emphasis (shared/src/ui/safe-html),
 * while style elements are limited to files. `worker-src` and `manifest-src` admit the PWA's service
 * worker and web manifest.
 */
export function contentSecurityPolicy(source: PolicySource, hostname: string, extra: { connectSrc?: string[] } = {}): string {
  const remotes = [...new Set(origins(Object.values(source.remotes ?? {}), hostname))];
  const api = origins([source.apiBase], hostname);
  const own = source.contentSecurity ?? {};
  const list = (...parts: string[][]) => [...new Set(parts.flat())].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(["'self'"], remotes),
    'style-src': list(["'self'", "'unsafe-inline'"], remotes),
    'style-src-elem': list(["'self'"], remotes),
    'style-src-attr': "'unsafe-inline'",
    // the dev API's generated artwork is on this origin; captcha pictures and small bundled icons are data:
    'img-src': list(["'self'", 'data:', 'blob:'], remotes, origins(source.imageCdns, hostname), origins(own.imgSrc, hostname)),
    'font-src': list(["'self'", 'data:'], remotes),
    'connect-src': list(["'self'"], api, remotes, origins(own.connectSrc, hostname), extra.connectSrc ?? []),
    'frame-src': list(["'self'"], origins(own.frameSrc, hostname)),
    'media-src': "'self'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Headers of every answer of the shell's origin that is not the API's (the page and its files). */
export function shellHeaders(source: PolicySource, hostname: string, extra?: { connectSrc?: string[] }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(source, hostname, extra),
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Headers of a remote's origin: its files are scripts, styles and JSON that the shell's page (another
 * origin) loads, so they are readable across origins (CORP), never framed and never sniffed.
 */
export function remoteHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

function setHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Sets the shell's headers on an answer. A runtime file that cannot be read or parsed (mid-edit) gives
 * the policy without remotes: the page cannot start without that file either, and the answer still goes.
 */
export function applyShellHeaders(req: IncomingMessage, res: ServerResponse, readSource: () => PolicySource) {
  let source: PolicySource = {};
  try {
    source = readSource();
  } catch {
    /* the policy below admits only this origin */
  }
  setHeaders(res, shellHeaders(source, requestHostname(req)));
}

export const applyRemoteHeaders = (res: ServerResponse) => setHeaders(res, remoteHeaders());
