// What every platform answer depends on besides its call (decision 073): the language and the member the HTTP layer
// sends with it. The cache keys each entry with it, so a change of either is another key; a key that says its answer
// is the same in every language (ANY_LANGUAGE) is keyed with the member alone.
import { create } from 'zustand';
import { i18n } from '../i18n/i18n.ts';
import { getSession } from '../session/session-store.ts';

export interface DataScope {
  language: string;
  /** the member's login name, '' for a guest */
  member: string;
}

/** The scope the data is fetched for: the language LANGUAGE_REFETCH_MS after its last change, the member at once. */
export const useDataScope = create<DataScope>()(() => ({ language: i18n.language ?? '', member: getSession()?.userName ?? '' }));

/**
 * A part of a key whose answer is the same in every language (the member's balance and unread count): the key
 * is scoped with the member alone, so a language switch does not ask for it again.
 */
export const ANY_LANGUAGE = 'any-language';

/** The cache's key for a caller's key: the scope as its last part (the store's state holds the two fields alone). */
export const scopedKey = (key: readonly unknown[], scope: DataScope = useDataScope.getState()): readonly unknown[] => [
  ...key,
  key.includes(ANY_LANGUAGE) ? { member: scope.member, language: '' } : scope,
];

/** The scope a cache key was made for; undefined for a key the kit did not scope (the game lists hold their own). */
export function scopeOfKey(key: readonly unknown[]): DataScope | undefined {
  const last = key[key.length - 1] as Partial<DataScope> | null;
  return typeof last?.member === 'string' && typeof last.language === 'string'
    ? { member: last.member, language: last.language }
    : undefined;
}

/** The member a cache key was scoped for; undefined for a key the kit did not scope. */
export const memberOfKey = (key: readonly unknown[]): string | undefined => scopeOfKey(key)?.member;
