import { randomUUID } from 'node:crypto';
import { DEVICE_COOKIE, DEVICE_ID, FELL_BACK_COOKIE, parseFellBack } from '@wl/plain/release-share';

// The device a page request comes from, as far as the canary goes (decision 031): its random id and the
// candidates that failed on it this session, from the two cookies the shell keeps. The server hints the releases
// this device will run; a first visit gets its id here, with the page, so that even the first page is hinted right.

const YEAR_SECONDS = 365 * 24 * 3600;

/** The request's cookies by name (the first of a repeated name). */
export function readCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';').map((p) => p.trim())) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at);
    if (!(name in out)) out[name] = part.slice(at + 1);
  }
  return out;
}

export interface PageDevice {
  id: string;
  fellBack: Record<string, string>;
  /** the Set-Cookie header that gives a first visit its id, when it had none */
  setCookie: string | null;
}

/** The page request's device: its id (a new one when it has none or a malformed one) and its failed candidates. */
export function pageDevice(cookieHeader: string | undefined, secure: boolean): PageDevice {
  const cookies = readCookies(cookieHeader);
  const known = cookies[DEVICE_COOKIE];
  const fellBack = parseFellBack(cookies[FELL_BACK_COOKIE]);
  if (known && DEVICE_ID.test(known)) return { id: known, fellBack, setCookie: null };
  const id = randomUUID();
  const setCookie = `${DEVICE_COOKIE}=${id}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { id, fellBack, setCookie };
}
