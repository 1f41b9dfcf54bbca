import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading, RouteLink } from '@wl/kit';
import { GameGrid, GameGridSkeleton, isFavourite, useFavouritesStore, useFavouriteToggle, useOpenGame } from '../../games/index.ts';
import type { DataTab } from '../model/browse-options.ts';
import { feedGames } from '../feed-query.ts';
import type { GameFeedQuery } from '../hooks/use-game-feed-query.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { TAB_TEXT } from './tab-text.ts';
import styles from './game-feed.module.css';

/** Blank tiles while the first page loads: four rows, more than the first screen shows. */
export const FIRST_SCREEN_TILES = 12;

interface Props {
  feed: GameFeedQuery;
  tab: DataTab;
  loggedIn: boolean;
  label: string;
}

/**
 * The infinite grid: the next page within 500 px of the bottom; a failure stops it and offers a retry (spec
 * section 4), which asks for the page that failed. It does not grow while a page is on its way or while the list on
 * screen is another key's (a new filter's page 1 loading).
 */
export function GameFeed({ feed, tab, loggedIn, label }: Props) {
  const { t } = useTranslation('lobby');
  const openGame = useOpenGame();
  const toggleFavourite = useFavouriteToggle();
  const overrides = useFavouritesStore((s) => s.overrides);
  const pages = feed.data?.pages;
  const items = useMemo(() => feedGames(pages ?? []), [pages]);
  // a removed favourite leaves the favourites list at once (spec section 4)
  const games = tab === 'fav' ? items.filter((g) => isFavourite(g, overrides)) : items;
  const failed = feed.isFetchNextPageError || (feed.isError && !pages);
  const grows = feed.hasNextPage && !feed.isFetching && !failed && !feed.isPlaceholderData;
  useInfiniteScroll(() => {
    if (grows) void feed.fetchNextPage();
  }, items.length);
  const retry = () => void (pages ? feed.fetchNextPage() : feed.refetch());

  if ((tab === 'recent' || tab === 'fav') && !loggedIn) {
    return (
      <EmptyState text={t('list.login_for_tab', { tab: t(TAB_TEXT[tab]) })}>
        <RouteLink route="login" className={styles.login}>
          {t('list.login')}
        </RouteLink>
      </EmptyState>
    );
  }
  if (failed && games.length === 0) return <ErrorState onRetry={retry} />;
  if (games.length === 0) return pages ? <EmptyState /> : <GameGridSkeleton count={FIRST_SCREEN_TILES} />;
  const loaded = pages?.length ?? 0;
  return (
    <div data-testid="game-feed" data-page={loaded} data-total-pages={pages?.[loaded - 1]?.totalPages ?? 1}>
      <GameGrid label={label} games={games} firstScreen={FIRST_SCREEN_TILES} onOpen={openGame} onToggleFavourite={toggleFavourite} />
      <div className={styles.footer}>
        {feed.isFetchingNextPage ? <Loading label={t('list.loading_more')} /> : null}
        {failed ? <ErrorState onRetry={retry} /> : null}
        {!feed.hasNextPage && !failed && !feed.isFetching ? <span className={styles.end}>{t('list.end')}</span> : null}
      </div>
    </div>
  );
}
