import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CdnImage, useMutation } from '@wl/kit';
import { StarIcon } from '../../../ui/icons.tsx';
import { isFavourite, useFavouritesStore } from '../hooks/favourites-store.ts';
import { usePress } from '../hooks/use-press.ts';
import { gameIcon, type Game } from '../model/game-types.ts';
import '../games.i18n.ts';
import { GameDetails } from './game-details.tsx';
import styles from './game-tile.module.css';

interface Props {
  game: Game;
  /** on the first screen: the art loads at once rather than lazily */
  eager?: boolean;
  /** the vendor's display name; null while the vendor list loads */
  vendorName: string | null;
  onOpen(game: Game): void;
  onToggleFavourite?(game: Game): Promise<void>;
}

/**
 * A game in a grid: a tap plays it; a long press opens its details; the star adds or removes it from the
 * favourites. Memoized: a grid drawn again (a background refresh, the next page) leaves unchanged tiles be.
 */
export const GameTile = memo(function GameTile({ game, eager = false, vendorName, onOpen, onToggleFavourite }: Props) {
  const { t } = useTranslation('lobby');
  const favourite = useFavouritesStore((s) => isFavourite(game, s.overrides));
  // one change of a star at a time: a tap while the last one is on its way is not sent (no add racing a remove)
  const toggle = useMutation(async (g: Game) => onToggleFavourite?.(g));
  const [details, setDetails] = useState(false);
  const press = usePress({ onPress: () => onOpen(game), onLongPress: () => setDetails(true) });
  return (
    <li className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId} data-pressed={press.pressed || undefined}>
      <button type="button" className={styles.open} {...press.handlers} aria-label={t('games.play', { name: game.gameName })}>
        <span className={styles.art}>
          {/* a first-row tile is the first screen's largest paint: it is drawn in the same frame as the grid */}
          <CdnImage
            src={gameIcon(game)}
            alt=""
            width={120}
            height={120}
            {...(eager ? { loading: 'eager', decoding: 'sync', fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        </span>
        {/* the vendor's name of the game, as written (decision 025) */}
        <span className={styles.name} data-testid="game-name" data-verbatim="">
          {game.gameName}
        </span>
      </button>
      {/* outside the button: its name ("play X") must contain all the text it shows (WCAG 2.5.3) */}
      <span className={styles.vendor} data-testid="game-vendor">
        {vendorName ?? '\u00a0'}
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
      {details ? (
        <GameDetails
          game={game}
          vendorName={vendorName ?? game.vassalage}
          onClose={() => setDetails(false)}
          onPlay={() => {
            setDetails(false);
            onOpen(game);
          }}
          favourite={onToggleFavourite ? { on: favourite, pending: toggle.isPending, toggle: () => void toggle.mutate(game) } : undefined}
        />
      ) : null}
    </li>
  );
});
