import { QueryView, useQuery } from '@wl/kit';
import { type Game, GameGrid, GameGridSkeleton, useFavouriteToggle, useOpenGame } from '../games/index.ts';

/** How many games the panel shows before its "more" link. */
export const PANEL_GAMES = 12;

interface Props {
  load: (context: { signal: AbortSignal }) => Promise<Game[]>;
  /** what the games depend on (the category and its vendors) */
  queryKey: readonly unknown[];
  label: string;
}

/** A panel body that is a list of games (hot, by type, in-house); reloads on a language change. */
export function PanelGames({ load, queryKey, label }: Props) {
  const games = useQuery(['lobby', 'panel-games', ...queryKey], load);
  const openGame = useOpenGame();
  const toggleFavourite = useFavouriteToggle();
  return (
    <QueryView query={games} placeholder={<GameGridSkeleton count={PANEL_GAMES} />}>
      {(list) => <GameGrid label={label} games={list.slice(0, PANEL_GAMES)} onOpen={openGame} onToggleFavourite={toggleFavourite} />}
    </QueryView>
  );
}
