import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { heroDone } from '../../../lib/after-hero.ts';
import { wantSwiperOn, whenSwiping } from '../../../lib/when-swiping.ts';
import type { Banner } from '../api/home-api.ts';
import { shouldLoop } from '../model/home-rules.ts';
import '../home.i18n.ts';
import { BannerSlide } from './banner-slide.tsx';
import type Swiper from './banner-swiper.tsx';
import styles from './banner-carousel.module.css';

// the carousel's code failing to arrive (a lost connection) leaves the still first banner, not a broken page
const BannerSwiper = lazy<ComponentType<ComponentProps<typeof Swiper>>>(() =>
  whenSwiping(() => import('./banner-swiper.tsx')).catch(() => ({ default: () => null })),
);

/**
 * The banners: the first one painted at once as a plain high-priority image; with more than one, the
 * swiping carousel (spec section 9) arrives when first needed (lib/when-swiping.ts) and lies over it in the
 * same box, so nothing moves and the still image stays beneath, hidden from screen readers.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('lobby');
  const [active, setActive] = useState(0);
  const [swiping, setSwiping] = useState(false);
  const carousel = shouldLoop(banners.length);
  const first = banners[0]!;
  return (
    <section
      className={styles.banners}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
      data-active={active}
      data-swiper={swiping || undefined}
      {...(carousel && !swiping ? wantSwiperOn : undefined)}
    >
      <div aria-hidden={swiping || undefined} inert={swiping || undefined}>
        <BannerSlide banner={first} first onLoad={heroDone} />
      </div>
      {carousel ? (
        <Suspense fallback={null}>
          <BannerSwiper banners={banners} onReady={() => setSwiping(true)} onSlideChange={setActive} />
        </Suspense>
      ) : null}
      {carousel ? (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === active ? `${styles.dot} ${styles.on}` : styles.dot} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
