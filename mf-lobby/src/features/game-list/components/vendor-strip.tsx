import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CdnImage } from '@wl/shared';
import { ChevronIcon } from '../../../ui/icons.tsx';
import type { TypeVendors } from '../../games/index.ts';
import { STRIP_STEP, stripScrolls } from '../model/browse-options.ts';
import styles from './vendor-strip.module.css';

interface Props {
  vendors: TypeVendors['vendors'];
  selected: string | null;
  onSelect(vendor: string | null): void;
}

/** The vendors of the type; above 5 the arrows move the strip 4 vendors at a time. */
export function VendorStrip({ vendors, selected, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  const track = useRef<HTMLUListElement>(null);
  if (vendors.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    const tile = el?.querySelector('li');
    if (!el || !tile) return;
    el.scrollBy({ left: direction * STRIP_STEP * (tile.getBoundingClientRect().width + 8), behavior: 'smooth' });
  };
  const arrows = stripScrolls(vendors.length);
  return (
    <div className={styles.strip} data-testid="vendor-strip">
      {arrows ? (
        <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={t('list.vendors_prev')}>
          <ChevronIcon dir="left" />
        </button>
      ) : null}
      <ul ref={track} className={styles.track} aria-label={t('list.vendors')}>
        {vendors.map((v) => (
          <li key={v.vendor}>
            <button
              type="button"
              className={v.vendor === selected ? `${styles.vendor} ${styles.on}` : styles.vendor}
              aria-pressed={v.vendor === selected}
              onClick={() => onSelect(v.vendor === selected ? null : v.vendor)}
            >
              <CdnImage src={v.iconUrl} alt="" width={40} height={40} />
              <span>{v.vendorName}</span>
            </button>
          </li>
        ))}
      </ul>
      {arrows ? (
        <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={t('list.vendors_next')}>
          <ChevronIcon dir="right" />
        </button>
      ) : null}
    </div>
  );
}

/** The strip's box while the vendors load (four blank vendors), so the list below it does not move. */
export function VendorStripPlaceholder() {
  return (
    <div className={styles.strip} aria-hidden="true" data-testid="vendor-strip-placeholder">
      <ul className={styles.track}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <span className={styles.vendor} />
          </li>
        ))}
      </ul>
    </div>
  );
}
