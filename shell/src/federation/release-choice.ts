import { readStored, type RuntimeConfig, writeStored } from '@wl/kit';
import { DEVICE_COOKIE, DEVICE_ID, deviceReleases, FELL_BACK_COOKIE, formatFellBack, parseFellBack } from '@wl/plain/release-share';

// Which release of each remote this device runs (issue 23, decision 026): @wl/kit's deviceReleases, from the
// runtime file and this device's id, before the first remote loads. The id is kept in a cookie as well as in
// local storage, and the candidates that failed here in a session cookie, so that the server hints the same
// release's files in the page's head (it may have set the id itself, on the first page). A candidate that fails
// on this device gives way to the stable release for the rest of the browser session.

export interface ReleaseChoice {
  remote: string;
  /** the manifest this device loads */
  url: string;
  /** its version, or 'url' for a remote the brand names by its manifest URL (what reports name) */
  release: string;
  /** the stable release, when this is a candidate */
  stable: { url: string; release: string } | null;
}

const DEVICE_KEY = 'wl.device';
const YEAR_SECONDS = 365 * 24 * 3600;

const readCookie = (name: string) =>
  typeof document === 'undefined'
    ? undefined
    : document.cookie
        .split('; ')
        .find((c) => c.startsWith(`${name}=`))
        ?.slice(name.length + 1);

/** A first-party cookie of the whole site; without a lifetime it ends with the browser session. */
function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // biome-ignore lint/suspicious/noDocumentCookie: two plain cookies; the Cookie Store API is not in every phone's browser
  document.cookie = `${name}=${value}; Path=/${lifetime}; SameSite=Lax${secure}`;
}

function cookieId(): string | null {
  const value = readCookie(DEVICE_COOKIE);
  return value && DEVICE_ID.test(value) ? value : null;
}

/** This device's random id (the cookie, else local storage), made once; null where the site may keep nothing: then, stable. */
export function deviceId(): string | null {
  const stored = readStored('local', DEVICE_KEY);
  const known = cookieId() ?? (stored && DEVICE_ID.test(stored) ? stored : null);
  const id =
    known ??
    (typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? // eslint-disable-next-line compat/compat -- asked for only where 'randomUUID' in crypto
        crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);
  const kept = writeStored('local', DEVICE_KEY, id);
  if (cookieId() !== id) writeCookie(DEVICE_COOKIE, id, YEAR_SECONDS);
  return kept || cookieId() === id ? id : null;
}

/** The candidates that failed on this device in this browser session: remote -> release. */
export const fellBack = (): Record<string, string> => parseFellBack(readCookie(FELL_BACK_COOKIE));

export function noteFallBack(remote: string, release: string): void {
  writeCookie(FELL_BACK_COOKIE, formatFellBack({ ...fellBack(), [remote]: release }));
}

/** Every remote's release for this device: the candidate where it falls in the share and has not failed here. */
export function chooseReleases(config: RuntimeConfig, device: string | null = deviceId()): Map<string, ReleaseChoice> {
  return new Map(Object.entries(deviceReleases(config, device, fellBack())).map(([remote, choice]) => [remote, { remote, ...choice }]));
}
