import { useTranslation } from 'react-i18next';
import { CdnImage, useMutation } from '@wl/shared';
import { StarIcon } from '../../../ui/icons.tsx';
import { isFavourite, useFavouritesStore } from '../hooks/favourites-store.ts';
import { gameIcon, type Game } from '../model/game-types.ts';
import '../games.i18n.ts';
import styles from './game-tile.module.css';

interface Props {
  game: Game;
  /** on the first screen: the art loads at once rather than lazily */
  eager?: boolean;
  onOpen(game: Game): void;
  onToggleFavourite?(game: Game): Promise<void>;
}

/** A game in a grid: tap to play; the star adds or removes it from the favourites. */
export function GameTile({ game, eager = false, onOpen, onToggleFavourite }: Props) {
  const { t } = useTranslation('lobby');
  const favourite = useFavouritesStore((s) => isFavourite(game, s.overrides));
  // one change of a star at a time: a tap while the last one is on its way is not sent (no add racing a remove)
  const toggle = useMutation(async (g: Game) => onToggleFavourite?.(g));
  return (
    <li className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)} aria-label={t('games.play', { name: game.gameName })}>
        <span className={styles.art}>
          <CdnImage src={gameIcon(game)} alt="" width={120} height={120} loading={eager ? 'eager' : 'lazy'} />
        </span>
        <span className={styles.name} data-testid="game-name">
          {game.gameName}
        </span>
      </button>
      {/* outside the button: its name ("play X") must contain all the text it shows (WCAG 2.5.3) */}
      <span className={styles.vendor} data-testid="game-vendor">
        {game.vassalage}
      </span>
      {onToggleFavourite ? (
        <button
          type="button"
          className={favourite ? `${styles.star} ${styles.on}` : styles.star}
          aria-pressed={favourite}
          aria-busy={toggle.isPending || undefined}
          aria-label={t(favourite ? 'games.remove_favourite' : 'games.add_favourite', { name: game.gameName })}
          onClick={() => void toggle.mutate(game)}
        >
          <StarIcon filled={favourite} />
        </button>
      ) : null}
    </li>
  );
}
