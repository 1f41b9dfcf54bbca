import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useAutoplay } from '../../../lib/use-autoplay.ts';
import { firstStepDue } from '../../../lib/when-swiping.ts';
import type { HotMatch } from '../api/home-api.ts';
import { MATCH_AUTOPLAY_MS, MATCH_SPEED_MS, MatchCard } from './match-card.tsx';
import styles from './hot-matches.module.css';

type Props = { matches: HotMatch[]; onOpen(): void; onSlideChange(index: number): void };

/** The matches' vertical carousel; fetched when first needed, its first slide exactly where the still card was. */
export default function HotMatchesSwiper({ matches, onOpen, onSlideChange }: Props) {
  const autoplay = useAutoplay(MATCH_AUTOPLAY_MS, true);
  return (
    <Swiper
      className={styles.swiper}
      direction="vertical"
      speed={MATCH_SPEED_MS}
      loop
      onSwiper={(swiper) => {
        autoplay(swiper);
        if (firstStepDue()) swiper.slideNext();
      }}
      onSlideChange={(swiper) => onSlideChange(swiper.realIndex)}
    >
      {matches.map((match) => (
        <SwiperSlide key={`${match.vendor}-${match.roomId}`}>
          <MatchCard match={match} onOpen={onOpen} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
