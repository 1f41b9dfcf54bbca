import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, paths } from '@wl/shared';
import { SpeakerIcon } from '../../../ui/icons.tsx';
import '../home.i18n.ts';
import styles from './notice-ticker.module.css';

/** Spec section 2: the marquee moves at 45 frames a second, one pixel a frame. */
export const TICKER_FPS = 45;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The announcement titles scrolling by; a tap opens the notices. */
export function NoticeTicker({ titles }: { titles: string[] }) {
  const { t } = useTranslation('lobby');
  const track = useRef<HTMLSpanElement>(null);
  const text = titles.length > 0 ? titles.join('　•　') : t('home.no_announcement');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text starts the marquee again from its start
  useEffect(() => {
    const el = track.current;
    if (!el || titles.length === 0 || reducedMotion()) return undefined;
    let offset = 0;
    const timer = setInterval(() => {
      const box = el.parentElement?.clientWidth ?? 0;
      offset = offset > el.scrollWidth ? -box : offset + 1;
      el.style.transform = `translateX(${-offset}px)`;
    }, 1000 / TICKER_FPS);
    return () => clearInterval(timer);
  }, [text, titles.length]);

  return (
    <Link to={paths.notice} className={styles.ticker} data-testid="notice-ticker">
      <SpeakerIcon />
      <span className={styles.hidden}>{t('home.notices')}: </span>
      <span className={styles.window}>
        <span ref={track} className={styles.track}>
          {text}
        </span>
      </span>
    </Link>
  );
}
