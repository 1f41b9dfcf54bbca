import { useCallback } from 'react';
import { toast, useLocation, useNavigate, useSessionStore, routeHref, withQuery, homeHref } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { useTranslation } from 'react-i18next';
import { addFavourite, removeFavourite } from '../api/games-api.ts';
import { sitePrizeMode } from '../api/lottery-data.ts';
import { isLottery, planLaunch, type LaunchTarget } from '../model/launch-rules.ts';
import type { Game, VendorItem } from '../model/game-types.ts';
import { isFavourite, useFavouritesStore } from './favourites-store.ts';
import { toggleFavourite } from './toggle-favourite.ts';

/**
 * Launch a game from where the member is (that page is the game's way back). A lottery first needs the site's
 * prize mode from the lottery data (cached after the first time); when that cannot load, the member is told
 * and stays where they are.
 */
export function useLaunch() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useSessionStore((s) => s.session !== null);
  return useCallback(
    async (target: LaunchTarget) => {
      const ctx = { loggedIn, pageBack: `${pathname}${search}` };
      if (!loggedIn || !isLottery(target)) return navigate(planLaunch(target, ctx).to);
      try {
        navigate(planLaunch(target, { ...ctx, prizeMode: await sitePrizeMode() }).to);
      } catch {
        toast.error(t('games.launch_unavailable'));
      }
    },
    [navigate, loggedIn, pathname, search, t],
  );
}

const gameTarget = (game: Game): LaunchTarget => ({
  vendor: game.vassalage,
  gameId: game.gameId,
  nodeId: game.nodeId,
  gameType: game.gameType,
  gameCategory: game.gameCategory,
});

/** A tile's tap: the game launched. One function for the page's life, so that memoized tiles stay as they are. */
export function useOpenGame() {
  const launch = useLaunch();
  return useCallback((game: Game) => launch(gameTarget(game)), [launch]);
}

export function useFavouriteToggle() {
  const navigate = useNavigate();
  const loggedIn = useSessionStore((s) => s.session !== null);
  return useCallback(
    (game: Game) => {
      const { overrides, setFavourite } = useFavouritesStore.getState();
      return toggleFavourite(game, {
        loggedIn,
        isFavourite: isFavourite(game, overrides),
        setFavourite,
        add: addFavourite,
        remove: removeFavourite,
        goLogin: () => navigate(routeHref('login') ?? homeHref()),
      });
    },
    [loggedIn, navigate],
  );
}

/** A vendor tile's bet button: a lobby vendor opens its lobby; another shows its games. */
export function useVendorBet() {
  const launch = useLaunch();
  const navigate = useNavigate();
  return useCallback(
    (item: Pick<VendorItem, 'vendor' | 'lobby' | 'gameType' | 'gameCategory'> & { nodeId?: number | null }) => {
      if (item.lobby)
        launch({ vendor: item.vendor, gameId: 'lobby', nodeId: item.nodeId, gameType: item.gameType, gameCategory: item.gameCategory });
      else navigate(withQuery(paths.gameList, { gameType: item.gameType, vendor: item.vendor }));
    },
    [launch, navigate],
  );
}
