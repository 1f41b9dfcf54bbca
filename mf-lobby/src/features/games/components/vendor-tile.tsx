import { useTranslation } from 'react-i18next';
import { CdnImage } from '@wl/kit';
import type { VendorItem } from '../model/game-types.ts';
import '../games.i18n.ts';
import styles from './vendor-tile.module.css';

interface Props {
  item: Pick<VendorItem, 'vendor' | 'vendorName' | 'iconUrl'>;
  /** the bet button: the vendor's lobby, or its games */
  onBet(): void;
}

/** A vendor with its bet button (spec section 2: "vendor tile has a bet button"). */
export function VendorTile({ item, onBet }: Props) {
  const { t } = useTranslation('lobby');
  return (
    <li className={styles.tile} data-testid="vendor-tile" data-vendor={item.vendor}>
      <span className={styles.logo}>
        <CdnImage src={item.iconUrl} alt="" width={56} height={56} />
      </span>
      <span className={styles.name}>{item.vendorName}</span>
      <button type="button" className={styles.bet} onClick={onBet} aria-label={`${t('games.bet')}: ${item.vendorName}`}>
        {t('games.bet')}
      </button>
    </li>
  );
}
