import { startTransition, useEffect, useState } from 'react';
import { useVendorNames } from '../hooks/use-vendor-data.ts';
import type { Game } from '../model/game-types.ts';
import { GameTile } from './game-tile.tsx';
import styles from './game-grid.module.css';
import tile from './game-tile.module.css';

interface Props {
  games: Game[];
  onOpen(game: Game): void;
  onToggleFavourite?(game: Game): Promise<void>;
  label?: string;
  /**
   * On a page's first screen: how many tiles render at once. The others stand as blank tiles of the same
   * size until the next moment, when they render without holding up the first screen's paint.
   */
  firstScreen?: number;
}

/** Tiles of the first row (3 columns, 4 on wider screens) load their art at once: they are on the first screen. */
export const EAGER_TILES = 4;

export function GameGrid({ games, onOpen, onToggleFavourite, label, firstScreen }: Props) {
  const vendorName = useVendorNames();
  const [whole, setWhole] = useState(firstScreen === undefined);
  useEffect(() => {
    // a transition renders in slices: the main thread stays free for taps meanwhile
    if (!whole) startTransition(() => setWhole(true));
  }, [whole]);
  const shown = whole ? games : games.slice(0, firstScreen);
  return (
    <ul className={styles.grid} aria-label={label}>
      {shown.map((game, index) => (
        <GameTile
          key={game.nodeId}
          game={game}
          eager={index < EAGER_TILES}
          vendorName={vendorName(game.vassalage)}
          onOpen={onOpen}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
      {whole ? null : games.slice(shown.length).map((game) => <BlankTile key={game.nodeId} />)}
    </ul>
  );
}

/** A tile's box (square art, a name line, a vendor line) with nothing in it. */
function BlankTile() {
  return (
    <li className={tile.tile} aria-hidden="true">
      <span className={tile.open}>
        <span className={tile.art} />
        <span className={tile.name}>&nbsp;</span>
      </span>
      <span className={tile.vendor}>&nbsp;</span>
    </li>
  );
}

/**
 * Blank tiles with the boxes of real ones (the same classes: square art, a name line, a vendor line), shown
 * while the games load, so the grid has its final height from the first render.
 */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="game-grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blank tiles have nothing else to tell them apart
        <BlankTile key={i} />
      ))}
    </ul>
  );
}
