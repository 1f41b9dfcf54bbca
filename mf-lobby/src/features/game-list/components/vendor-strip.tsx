import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CdnImage } from '@wl/kit';
import type { Swiper as SwiperInstance } from 'swiper';
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

/** swiper's code (a third of the game list's JavaScript), fetched when the strip is first about to move */
const loadSwiper = () => import('swiper').then((m) => m.Swiper);

/**
 * The vendors of the type as a carousel (spec section 9: speed 2000, spacing 20); above 5 it moves 4 vendors
 * at a time, by a swipe or the arrows. The strip is drawn by its own markup and styles, in the place and
 * sizes swiper gives it, and swiper takes over that same markup when the strip is first about to move (an
 * arrow, a touch, a key or focus inside it): the first screen does not wait for swiper's code, and nothing
 * is replaced when it arrives (a focused vendor keeps its focus).
 */
export function VendorStrip({ vendors, selected, onSelect }: Props) {
  const { t } = useTranslation('lobby');
  const box = useRef<HTMLDivElement>(null);
  const carousel = useRef<Promise<SwiperInstance | null> | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const count = vendors.length;

  // swiper measures the slides it finds: another number of vendors gets a new carousel when next needed
  // biome-ignore lint/correctness/useExhaustiveDependencies: count is what the carousel was made for
  useEffect(() => {
    setEdges({ start: true, end: false });
    return () => {
      void carousel.current?.then((s) => s?.destroy(true, true));
      carousel.current = null;
    };
  }, [count]);

  const track = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });
  const start = () => {
    carousel.current ??= loadSwiper().then(
      (Swiper) => {
        if (!box.current) return null;
        return new Swiper(box.current, {
          ...vendorCarouselOptions(count),
          watchSlidesProgress: true,
          on: { afterInit: track, slideChange: track, resize: track },
        });
      },
      () => {
        // not fetched (offline): the strip stays still, and the next touch tries again
        carousel.current = null;
        return null;
      },
    );
    return carousel.current;
  };
  // A vendor reached with Tab may be out of view: bring its group of four in, rather than let the browser
  // scroll the carousel's box under the carousel's own transform.
  const reveal = (index: number) =>
    void start().then((swiper) => {
      if (!swiper || swiper.destroyed) return;
      swiper.el.scrollLeft = 0;
      if (!swiper.slides[index]?.classList.contains('swiper-slide-fully-visible')) swiper.slideTo(index - (index % STRIP_STEP));
    });
  const move = (dir: 'prev' | 'next') => void start().then((swiper) => (dir === 'next' ? swiper?.slideNext() : swiper?.slidePrev()));

  if (count === 0) return null;
  const arrows = stripScrolls(count);
  const perView = { '--per-view': vendorCarouselOptions(count).slidesPerView } as CSSProperties;
  return (
    <section className={styles.strip} aria-label={t('list.vendors')} data-testid="vendor-strip">
      {arrows ? <Arrow dir="left" label={t('list.vendors_prev')} disabled={edges.start} onClick={() => move('prev')} /> : null}
      <div ref={box} className={`swiper ${styles.track}`} style={perView} onPointerDown={start} onTouchStart={start} onKeyDown={start}>
        <ul className="swiper-wrapper">
          {vendors.map((v, index) => (
            <li key={v.vendor} className="swiper-slide" onFocus={() => reveal(index)}>
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
      </div>
      {arrows ? <Arrow dir="right" label={t('list.vendors_next')} disabled={edges.end} onClick={() => move('next')} /> : null}
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
