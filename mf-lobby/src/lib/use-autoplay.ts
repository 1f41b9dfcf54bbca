import { useEffect, useState } from 'react';
import type { Swiper } from 'swiper';

/**
 * Advances a swiper every `delay` ms, the time counted again after every change (a swipe by hand too).
 * Swiper's own Autoplay module counts the time left in a requestAnimationFrame loop that keeps the main
 * thread busy every frame while the page sits idle (on the home page, with two carousels, two thirds of a
 * slowed phone's CPU); one timer per slide costs nothing between slides. Nothing moves in a hidden tab.
 * Returns the `onSwiper` callback for the carousel.
 */
export function useAutoplay(delay: number, enabled: boolean): (swiper: Swiper) => void {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  useEffect(() => {
    if (!swiper || !enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (document.hidden || swiper.destroyed) arm();
        else swiper.slideNext();
      }, delay);
    };
    swiper.on('slideChange', arm);
    arm();
    return () => {
      clearTimeout(timer);
      if (!swiper.destroyed) swiper.off('slideChange', arm);
    };
  }, [swiper, enabled, delay]);
  return setSwiper;
}
