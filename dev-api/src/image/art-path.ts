import type { Language } from '../http/language.ts';

/** /assets/img/<kind>/<name>[.<language>].svg; '.png' is still answered (with the SVG) for databases seeded before. */
const ART_PATH = /^\/assets\/img\/([a-z]+)\/([a-z0-9-]{1,64})(?:\.(bn|en))?\.(svg|png)$/;

/** Kinds whose art carries text in the reader's language: an <img> sends no Language header, so the URL says it. */
const WORDED_KINDS = new Set(['banner']);

export interface ArtPath {
  kind: string;
  name: string;
  language: 'bn' | 'en';
  /** the path as content names it, which the known-names check goes by */
  key: string;
  /** one entry per image that differs: the language counts only for worded kinds */
  cacheKey: string;
}

export function parseArtPath(path: string): ArtPath | null {
  const match = ART_PATH.exec(path);
  if (!match) return null;
  const [, kind, name, language] = match as unknown as [string, string, string, 'bn' | 'en' | undefined];
  const key = `/assets/img/${kind}/${name}.svg`;
  if (!WORDED_KINDS.has(kind)) return { kind, name, language: 'bn', key, cacheKey: key };
  return { kind, name, language: language ?? 'bn', key, cacheKey: `${key}#${language ?? 'bn'}` };
}

/** The spelling content is stored in, for the known-names set (old '.png' names count as their SVG). */
export const canonicalArtPath = (path: string): string => path.replace(/\.png$/, '.svg');

/** The URL of an image as the API returns it for a request in `language`: worded art gets the language in its name. */
export function localizedArtUrl(url: string, language: Language): string {
  const art = parseArtPath(url);
  if (!art || !WORDED_KINDS.has(art.kind)) return url;
  return `/assets/img/${art.kind}/${art.name}.${language === 'EN' ? 'en' : 'bn'}.svg`;
}
