import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import { CdnImage, Link } from '@wl/shared';
import type { Banner } from '../api/home-api.ts';
import { shouldLoop } from '../model/home-rules.ts';
import '../home.i18n.ts';
import styles from './banner-carousel.module.css';

/** Spec section 9: banners advance every 5 s and loop only with more than one. */
export const BANNER_AUTOPLAY_MS = 5000;

const isSitePath = (link: string | null): link is string => Boolean(link?.startsWith('/m/'));

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('lobby');
  const [active, setActive] = useState(0);
  const loop = shouldLoop(banners.length);
  return (
    <section
      className={styles.banners}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
      data-active={active}
    >
      <Swiper
        modules={[Autoplay]}
        loop={loop}
        autoplay={loop ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
      >
        {banners.map((banner, index) => {
          const image = <CdnImage src={banner.url} alt={banner.title} width={750} height={300} loading={index === 0 ? 'eager' : 'lazy'} />;
          return (
            <SwiperSlide key={banner.id} aria-label={t('home.banner_slide', { n: index + 1, total: banners.length })}>
              {isSitePath(banner.link) ? (
                <Link to={banner.link} className={styles.slide}>
                  {image}
                </Link>
              ) : (
                <span className={styles.slide}>{image}</span>
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {banners.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === active ? `${styles.dot} ${styles.on}` : styles.dot} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
