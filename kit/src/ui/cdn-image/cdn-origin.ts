// Relative image paths from the platform are served from an image CDN picked at random from the
// whitelabel's list (spec section 9), once per page load, so one visitor keeps hitting one warm cache.

/** Strips trailing slashes; an entry without a scheme is taken as an https host. */
function normalizeOrigin(origin: string): string {
  const trimmed = origin.trim().replace(/\/+$/, '');
  if (trimmed === '' || /^https?:\/\//i.test(trimmed) || trimmed.startsWith('//')) return trimmed;
  return `https://${trimmed}`;
}

/** One origin from the list at random, or the default one (empty: the page's own origin). */
export function pickCdn(list: readonly string[] | null | undefined, defaultOrigin = '', random: () => number = Math.random): string {
  const usable = (list ?? []).map(normalizeOrigin).filter(Boolean);
  if (usable.length === 0) return normalizeOrigin(defaultOrigin);
  const index = Math.min(Math.floor(random() * usable.length), usable.length - 1);
  return usable[index] ?? normalizeOrigin(defaultOrigin);
}

let configured: { list: readonly string[]; defaultOrigin: string } = { list: [], defaultOrigin: '' };
// list key -> the origin picked for it this page load
const picks = new Map<string, string>();

/** Sets the page's CDN list (the shell calls this from the runtime config). */
export function setImageCdns(list: readonly string[] | null | undefined, defaultOrigin = '') {
  configured = { list: list ?? [], defaultOrigin };
}

function pickOnce(list: readonly string[], defaultOrigin: string): string {
  const key = `${defaultOrigin}\n${list.join('\n')}`;
  let origin = picks.get(key);
  if (origin === undefined) {
    origin = pickCdn(list, defaultOrigin);
    picks.set(key, origin);
  }
  return origin;
}

/** A path the platform gives as '/img/x.png' becomes an address on the chosen CDN; full URLs stay. */
export function resolveImageUrl(src: string, cdns?: readonly string[]): string {
  if (!src.startsWith('/') || src.startsWith('//')) return src;
  const origin = cdns ? pickOnce(cdns, configured.defaultOrigin) : pickOnce(configured.list, configured.defaultOrigin);
  return `${origin}${src}`;
}

/** For tests: forget the configuration and the picks. */
export function resetImageCdns() {
  configured = { list: [], defaultOrigin: '' };
  picks.clear();
}

/** Origins server HTML may load images from: this page's and the whitelabel's image CDNs. */
export function imageOrigins(): string[] {
  const origins = [...configured.list, configured.defaultOrigin].map(normalizeOrigin).filter(Boolean);
  const own = typeof location === 'undefined' ? [] : [location.origin];
  return [...new Set([...own, ...origins.map((o) => (o.startsWith('//') ? `https:${o}` : o))])];
}
