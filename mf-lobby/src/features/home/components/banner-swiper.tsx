import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useAutoplay } from '../../../lib/use-autoplay.ts';
import { firstStepDue } from '../../../lib/when-swiping.ts';
import type { Banner } from '../api/home-api.ts';
import '../home.i18n.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './banner-carousel.module.css';

/** Spec section 9: banners advance every 5 s, each change sliding for 500 ms, and loop only with more than one. */
const BANNER_AUTOPLAY_MS = 5000;
const BANNER_SPEED_MS = 500;

/** The swiping carousel; loaded when first needed (lib/when-swiping.ts), and laid exactly over the still banner. */
interface Props {
  banners: Banner[];
  /** the carousel is in place over the still first banner */
  onReady(): void;
  onSlideChange(index: number): void;
}

export default function BannerSwiper({ banners, onReady, onSlideChange }: Props) {
  const { t } = useTranslation('lobby');
  const autoplay = useAutoplay(BANNER_AUTOPLAY_MS, true);
  return (
    <Swiper
      className={styles.swiper}
      loop
      speed={BANNER_SPEED_MS}
      onSwiper={(swiper) => {
        autoplay(swiper);
        onReady();
        if (firstStepDue()) swiper.slideNext();
      }}
      onSlideChange={(swiper) => onSlideChange(swiper.realIndex)}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id} aria-label={t('home.banner_slide', { n: index + 1, total: banners.length })}>
          <BannerSlide banner={banner} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
