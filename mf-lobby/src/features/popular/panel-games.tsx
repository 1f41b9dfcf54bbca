import { EmptyState, ErrorState, Loading } from '@wl/shared';
import { useResource } from '../../lib/use-resource.ts';
import { GameGrid } from '../games/components/game-grid.tsx';
import { gameTarget, useFavouriteToggle, useLaunch } from '../games/hooks/use-game-actions.ts';
import type { Game } from '../games/model/game-types.ts';

/** How many games the panel shows before its "more" link. */
export const PANEL_GAMES = 12;

/** A panel body that is a list of games (hot, by type, in-house); reloads on a language change. */
export function PanelGames({ load, loadKey, label }: { load: () => Promise<Game[]>; loadKey: string; label: string }) {
  const games = useResource(load, [loadKey]);
  const launch = useLaunch();
  const toggleFavourite = useFavouriteToggle();
  if (games.status === 'error') return <ErrorState onRetry={games.reload} />;
  if (!games.data) return <Loading />;
  if (games.data.length === 0) return <EmptyState />;
  return <GameGrid label={label} games={games.data.slice(0, PANEL_GAMES)} onOpen={(game) => launch(gameTarget(game))} onToggleFavourite={toggleFavourite} />;
}
