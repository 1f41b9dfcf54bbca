// Private previews (issue 39 item 6, decision 051): a team sees its candidate inside a real brand before any player
// does. An operator signs a preview (`pnpm ops preview <brand> <remote> <version>`: brand, remote, release and an
// expiry, HMAC-SHA256 with PREVIEW_KEY, the servers' secret); the link carries it once (`?wl_preview=`), the server
// keeps it in a cookie of that browser, and that browser's runtime file names the previewed release for the remote.
// A player cannot make one: a token is checked against the key, the brand of the host and its expiry, and a server
// without PREVIEW_KEY takes none.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRelease } from './releases.ts';

export const PREVIEW_PARAM = 'wl_preview';
export const PREVIEW_COOKIE = 'wl_preview';
const REMOTE = /^mf-[a-z0-9-]+$/;

export interface Preview {
  brand: string;
  remote: string;
  release: string;
  /** when it ends, in ms since the epoch */
  exp: number;
}

/** PREVIEW_KEY as the key of the previews' signatures (32 characters at least); none: previews are off. */
export function previewKey(fromEnv: string | undefined): Buffer | null {
  if (!fromEnv) return null;
  if (fromEnv.length < 32) throw new Error('PREVIEW_KEY must be at least 32 characters');
  return Buffer.from(fromEnv);
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(`wl-preview-v1.${payload}`).digest();

/** A preview's token: its fields, then their signature, each base64url. */
export function signPreview(key: Buffer, preview: Preview): string {
  if (!REMOTE.test(preview.remote) || !isRelease(preview.release)) throw new Error(`${preview.remote} ${preview.release} is not a release`);
  const payload = Buffer.from(JSON.stringify(preview)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The preview a token gives the brand now, or null: no key, a bad signature, another brand's, or ended. */
export function readPreview(key: Buffer | null, token: string | undefined, brand: string, now: number): Preview | null {
  if (!key || !token) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let preview: Preview;
  try {
    preview = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Preview;
  } catch {
    return null;
  }
  if (preview.brand !== brand || !(preview.exp > now) || !REMOTE.test(preview.remote) || !isRelease(preview.release)) return null;
  return preview;
}

/** The cookie a preview's link leaves: this browser only (HttpOnly), until the preview ends. */
export const previewCookie = (token: string, ms: number, secure: boolean) =>
  `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${Math.max(0, Math.floor(ms / 1000))}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
