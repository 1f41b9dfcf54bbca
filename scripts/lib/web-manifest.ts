// The web app manifest, built on each request from the whitelabel's runtime file (its name, colours and
// icons), so that one build serves every whitelabel and an operator's edit shows on the next install.
import type { ServerResponse } from 'node:http';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WhitelabelForManifest {
  siteName?: string;
  /** the name under the home-screen icon (at most 12 characters shows whole); the site name without it */
  shortName?: string;
  defaultLanguage?: string;
  theme?: Record<string, string>;
  /** the whitelabel's own icons; the shell's brand icons without them (Chrome installs with a 192 and a 512) */
  icons?: Icon[];
}

const DEFAULT_ICONS: Icon[] = [
  { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
];
const DEFAULT_BG = '#0b1530';

export function webManifest(w: WhitelabelForManifest) {
  const name = w.siteName || 'Khela24';
  const theme = w.theme ?? {};
  return {
    id: '/m/home',
    name,
    short_name: w.shortName || name,
    lang: w.defaultLanguage ?? 'bn',
    start_url: '/m/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: theme.bg ?? DEFAULT_BG,
    theme_color: theme['header-bg'] ?? theme.bg ?? DEFAULT_BG,
    icons: w.icons?.length ? w.icons : DEFAULT_ICONS,
  };
}

/** Answers the manifest route from the brand's runtime file as it is now. */
export function sendWebManifest(res: ServerResponse, whitelabel: WhitelabelForManifest) {
  const body = JSON.stringify(webManifest(whitelabel));
  res.writeHead(200, { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(body);
}
