// Which release of each remote a device runs (issue 23, decision 031), in one place for the page and the server:
// the shell loads that release, and the server hints that release's files in the page's head, so that a device
// in a canary's share fetches nothing of the stable release before its first paint. The choice is a hash of a
// random id the device keeps (the cookie below, which the server can read), so it is the same on every load.

/** The device's random id: no personal data, only what places it in or out of a canary's share. */
export const DEVICE_COOKIE = 'wl_device';
/** The candidates that failed on this device in this browser session (a session cookie: remote:release,...). */
export const FELL_BACK_COOKIE = 'wl_fell_back';
/** A device id as the site makes it (a UUID) or an older one: anything else is ignored. */
export const DEVICE_ID = /^[A-Za-z0-9-]{16,64}$/;

/** FNV-1a over the text: a spread of 32 bits, the same in every browser and in Node. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Whether a device falls in a candidate's share (0-100): a point of 0-9999 from its id, the remote and the
 * candidate's release. The same device gets the same answer for the same candidate; a new candidate draws anew.
 */
export function inShare(device: string, remote: string, release: string, share: number): boolean {
  return hash(`${device}|${remote}|${release}`) % 10_000 < Math.round(share * 100);
}

/** What the choice reads of the runtime file (plain data: the server reads it too, without the page's types). */
export interface ReleaseSource {
  remotes: Record<string, string>;
  releases?: Record<string, string | null>;
  canary?: Record<string, { url: string; release: string; share: number }>;
}

/** A remote's release on one device: the manifest it loads, its version, and the stable one when it is a candidate. */
export interface DeviceRelease {
  url: string;
  /** its version, or 'url' for a remote the brand names by its manifest URL */
  release: string;
  stable: { url: string; release: string } | null;
}

/**
 * Every remote's release for a device: the candidate where the device falls in the share and the candidate has
 * not failed on it (`fellBack`: remote -> the candidate that failed); the stable one for a device without an id.
 */
export function deviceReleases(
  config: ReleaseSource,
  device: string | null,
  fellBack: Record<string, string> = {},
): Record<string, DeviceRelease> {
  const out: Record<string, DeviceRelease> = {};
  for (const [remote, url] of Object.entries(config.remotes)) {
    const release = config.releases?.[remote] ?? 'url';
    const offer = config.canary?.[remote];
    const candidate = offer && device && fellBack[remote] !== offer.release && inShare(device, remote, offer.release, offer.share);
    out[remote] = candidate ? { url: offer.url, release: offer.release, stable: { url, release } } : { url, release, stable: null };
  }
  return out;
}

/** The fell-back cookie's value as remote -> release (anything malformed is left out). */
export function parseFellBack(value: string | undefined | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of decodeURIComponent(value ?? '').split(',')) {
    const [remote, release] = pair.split(':');
    if (remote && release && /^[a-z][a-z0-9-]*$/.test(remote) && /^[0-9A-Za-z.+-]+$/.test(release)) out[remote] = release;
  }
  return out;
}

export const formatFellBack = (fellBack: Record<string, string>) =>
  encodeURIComponent(
    Object.entries(fellBack)
      .map(([remote, release]) => `${remote}:${release}`)
      .join(','),
  );
