// The Content-Security-Policy of the shell's page, from the whitelabel runtime file: one source for the
// production server (server/src/page/page-policy.ts) and the shell's dev server (federation.ts).
// docs/security.md lists each directive and why.
import type { IncomingMessage } from 'node:http';
import { DEV_REMOTES, devPort, devRuntimeFile } from './dev-servers.ts';

/** The parts of the runtime file the policy reads; `contentSecurity` is read by this server only. */
export interface PolicySource {
  apiBase?: string;
  remotes?: Record<string, string>;
  imageCdns?: string[];
  /** social sign-in: the page calls each provider's token endpoint (its authorize page is a navigation) */
  socialLogin?: Record<string, { tokenUrl?: string }>;
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
 * attributes stay allowed: the sanitized server HTML keeps colour and emphasis (kit/src/ui/safe-html),
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
    'connect-src': list(
      ["'self'"],
      api,
      remotes,
      origins(own.connectSrc, hostname),
      origins(
        Object.values(source.socialLogin ?? {}).map((provider) => provider.tokenUrl),
        hostname,
      ),
      extra.connectSrc ?? [],
    ),
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

/**
 * The shell dev server's headers (`pnpm dev`): the production policy over the dev runtime file, plus the
 * dev servers' hot-reload websockets. Remotes' dev servers keep only CORS: their files run in this page.
 */
export function devShellHeaders(whitelabelFile: string) {
  return (req: IncomingMessage): Record<string, string> => {
    const hostname = requestHostname(req);
    const source = JSON.parse(devRuntimeFile(whitelabelFile)) as PolicySource;
    const sockets = ['shell', ...DEV_REMOTES].map((name) => `ws://${hostname}:${devPort(name)}`);
    return {
      'Access-Control-Allow-Origin': '*',
      'Content-Security-Policy': contentSecurityPolicy(source, hostname, { connectSrc: sockets }),
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    };
  };
}
