import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Loading, RouteLink } from '@wl/shared';
import { GameGrid, GameGridSkeleton, isFavourite, useFavouritesStore, useFavouriteToggle, useOpenGame } from '../../games/index.ts';
import type { DataTab } from '../model/browse-options.ts';
import type { ListState } from '../model/list-state.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import styles from './game-feed.module.css';

/** Blank tiles while the first page loads: four rows, more than the first screen shows. */
export const FIRST_SCREEN_TILES = 12;

interface Props {
  state: ListState;
  tab: DataTab;
  loggedIn: boolean;
  label: string;
  loadMore(): void;
  retry(): void;
}

/** The infinite grid: more games within 500 px of the bottom; a failure stops it and offers a retry. */
export function GameFeed({ state, tab, loggedIn, label, loadMore, retry }: Props) {
  const { t } = useTranslation('lobby');
  const openGame = useOpenGame();
  const toggleFavourite = useFavouriteToggle();
  const overrides = useFavouritesStore((s) => s.overrides);
  // a removed favourite leaves the favourites list at once (spec section 4)
  const games = tab === 'fav' ? state.items.filter((g) => isFavourite(g, overrides)) : state.items;
  useInfiniteScroll(loadMore, state.items.length);

  if ((tab === 'recent' || tab === 'fav') && !loggedIn) {
    return (
      <EmptyState text={t('list.login_for_tab', { tab: t(`list.tabs.${tab}`) })}>
        <RouteLink route="login" className={styles.login}>
          {t('list.login')}
        </RouteLink>
      </EmptyState>
    );
  }
  if (state.error && games.length === 0) return <ErrorState onRetry={retry} />;
  if (games.length === 0) return state.loading || state.page === 0 ? <GameGridSkeleton count={FIRST_SCREEN_TILES} /> : <EmptyState />;
  return (
    <div data-testid="game-feed" data-page={state.page} data-total-pages={state.totalPages}>
      <GameGrid label={label} games={games} firstScreen={FIRST_SCREEN_TILES} onOpen={openGame} onToggleFavourite={toggleFavourite} />
      <div className={styles.footer}>
        {state.loading ? <Loading label={t('list.loading_more')} /> : null}
        {state.error ? <ErrorState onRetry={retry} /> : null}
        {!state.hasMore && !state.error ? <span className={styles.end}>{t('list.end')}</span> : null}
      </div>
    </div>
  );
}
