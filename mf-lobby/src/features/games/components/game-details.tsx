import { useTranslation } from 'react-i18next';
import { CdnImage, Dialog, DialogButton } from '@wl/kit';
import { StarIcon } from '../../../ui/icons.tsx';
import { gameIcon, type Game } from '../model/game-types.ts';
import { useCategoryName } from '../category-text.ts';
import '../games.i18n.ts';
import styles from './game-details.module.css';

interface Props {
  game: Game;
  vendorName: string;
  onPlay(): void;
  onClose(): void;
  /** the favourite toggle; absent where the list has no favourites */
  favourite?: { on: boolean; pending: boolean; toggle(): void };
}

/** A game's details, opened by a long press on its tile: art, name, vendor, the favourite toggle and play. */
export function GameDetails({ game, vendorName, onPlay, onClose, favourite }: Props) {
  const { t } = useTranslation('lobby');
  const categoryName = useCategoryName();
  return (
    <Dialog
      open
      title={game.gameName}
      onClose={onClose}
      actions={
        <>
          {favourite ? (
            <DialogButton
              className={styles.favourite}
              aria-pressed={favourite.on}
              aria-busy={favourite.pending || undefined}
              onClick={favourite.toggle}
            >
              <StarIcon filled={favourite.on} />
              {t('games.favourite')}
            </DialogButton>
          ) : null}
          <DialogButton variant="primary" onClick={onPlay}>
            {t('games.play_now')}
          </DialogButton>
        </>
      }
    >
      <div className={styles.body} data-testid="game-details">
        <span className={styles.art}>
          <CdnImage src={gameIcon(game)} alt="" width={120} height={120} />
        </span>
        <dl className={styles.facts}>
          <dt>{t('games.vendor')}</dt>
          <dd>{vendorName}</dd>
          <dt>{t('games.type')}</dt>
          <dd>{categoryName(game.gameType)}</dd>
        </dl>
      </div>
    </Dialog>
  );
}
