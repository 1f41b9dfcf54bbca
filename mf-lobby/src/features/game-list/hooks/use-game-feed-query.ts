import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_REFETCH_MS, queryCache, useSessionStore } from '@wl/kit';
import { keepPreviousData, useInfiniteQuery } from '@wl/kit/infinite-query';
import { type FeedQuery, gameFeedQuery } from '../feed-query.ts';

/**
 * The page's language once it has stayed for LANGUAGE_REFETCH_MS (spec sections 2 and 4: lists refresh 200 ms after
 * the last language change, as the data layer's other queries do; a quick back-and-forth asks once).
 */
function useSettledLanguage(): string {
  const { language } = useTranslation().i18n;
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    // nothing scheduled while the language is the settled one (a mounted grid sets no timer)
    if (language === settled) return;
    const timer = setTimeout(() => setSettled(language), LANGUAGE_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [language, settled]);
  return settled;
}

/**
 * The grid's infinite query for the viewer: the member's, in the settled language. While another key's page 1 loads,
 * the list on screen stays (a filter change does not blank the grid). Recent and favourites are a member's: a guest
 * gets the login prompt instead of a call.
 */
export function useGameFeedQuery(query: FeedQuery, enabled: boolean) {
  const language = useSettledLanguage();
  const member = useSessionStore((s) => s.session?.userName ?? '');
  const guest = (query.tab === 'recent' || query.tab === 'fav') && !member;
  return useInfiniteQuery(
    { ...gameFeedQuery(query, { language, member }), enabled: enabled && !guest, placeholderData: keepPreviousData },
    queryCache.client,
  );
}

export type GameFeedQuery = ReturnType<typeof useGameFeedQuery>;
