import type { Game } from '../model/game-types.ts';
import { GameTile } from './game-tile.tsx';
import styles from './game-grid.module.css';

interface Props {
  games: Game[];
  onOpen(game: Game): void;
  onToggleFavourite?(game: Game): Promise<void>;
  label?: string;
}

export function GameGrid({ games, onOpen, onToggleFavourite, label }: Props) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <GameTile key={game.nodeId} game={game} onOpen={onOpen} onToggleFavourite={onToggleFavourite} />
      ))}
    </ul>
  );
}
