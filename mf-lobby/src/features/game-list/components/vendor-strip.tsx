import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CdnImage } from '@wl/shared';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { ChevronIcon } from '../../../ui/icons.tsx';
import type { TypeVendors } from '../../games/index.ts';
import { STRIP_STEP, stripScrolls, vendorCarouselOptions } from '../model/browse-options.ts';
import '../game-list.i18n.ts';
import styles from './vendor-strip.module.css';

interface Props {
  vendors: TypeVendors['vendors'];
  selected: string | null;
  onSelect(vendor: string | null): void;
}

/**
 * The vendors of the type as a carousel (spec section 9: speed 2000, spacing 20); above 5 it moves 4 vendors
 * at a time, by a swipe or the arrows.
 */
export function VendorStrip({ vendors, selected, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  if (vendors.length === 0) return null;
  const arrows = stripScrolls(vendors.length);
  const track = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });
  // A vendor reached with Tab may be out of view: bring its group of four in, rather than let the browser
  // scroll the carousel's box under the carousel's own transform.
  const reveal = (index: number) => {
    if (!swiper || swiper.destroyed) return;
    swiper.el.scrollLeft = 0;
    if (!swiper.slides[index]?.classList.contains('swiper-slide-fully-visible')) swiper.slideTo(index - (index % STRIP_STEP));
  };
  return (
    <section className={styles.strip} aria-label={t('list.vendors')} data-testid="vendor-strip">
      {arrows ? <Arrow dir="left" label={t('list.vendors_prev')} disabled={edges.start} onClick={() => swiper?.slidePrev()} /> : null}
      <Swiper
        className={styles.track}
        wrapperTag="ul"
        watchSlidesProgress
        {...vendorCarouselOptions(vendors.length)}
        onSwiper={(instance) => {
          setSwiper(instance);
          track(instance);
        }}
        onSlideChange={track}
        onResize={track}
      >
        {vendors.map((v, index) => (
          <SwiperSlide key={v.vendor} tag="li" onFocus={() => reveal(index)}>
            <button
              type="button"
              className={v.vendor === selected ? `${styles.vendor} ${styles.on}` : styles.vendor}
              aria-pressed={v.vendor === selected}
              onClick={() => onSelect(v.vendor === selected ? null : v.vendor)}
            >
              <CdnImage src={v.iconUrl} alt="" width={40} height={40} />
              <span>{v.vendorName}</span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      {arrows ? <Arrow dir="right" label={t('list.vendors_next')} disabled={edges.end} onClick={() => swiper?.slideNext()} /> : null}
    </section>
  );
}

interface ArrowProps {
  dir: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick(): void;
}

function Arrow({ dir, label, disabled, onClick }: ArrowProps) {
  return (
    <button type="button" className={styles.arrow} onClick={onClick} disabled={disabled} aria-label={label}>
      <ChevronIcon dir={dir} />
    </button>
  );
}

/** The strip's box while the vendors load (four blank vendors, spaced as the carousel), so the list below it does not move. */
export function VendorStripPlaceholder() {
  return (
    <div className={styles.strip} aria-hidden="true" data-testid="vendor-strip-placeholder">
      <ul className={styles.placeholder}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <span className={styles.vendor} />
          </li>
        ))}
      </ul>
    </div>
  );
}
