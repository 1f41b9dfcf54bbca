import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { SpeakerIcon } from '../../../ui/icons.tsx';
import '../home.i18n.ts';
import styles from './notice-ticker.module.css';

/** Spec section 2: the marquee moves at 45 frames a second, one pixel a frame. */
const TICKER_FPS = 45;
/** ... that is, 45 px a second. */
export const TICKER_PX_PER_S = TICKER_FPS;

interface Run {
  /** the window's width: the text comes back in from the right edge */
  box: number;
  /** the text's width: it goes out until its end has passed the left edge */
  text: number;
}

/**
 * The CSS of one run of the marquee: from the right edge to past the left one at 45 px/s, starting with the
 * text at the left edge as the spec's first frame does. A CSS animation of a transform runs off the main
 * thread (the old 45 fps timer kept a slow phone's CPU busy) and the browser stops it in a hidden tab.
 */
export function tickerStyle({ box, text }: Run): CSSProperties {
  const distance = box + text;
  return {
    '--ticker-from': `${box}px`,
    '--ticker-to': `${-text}px`,
    animationDuration: `${distance / TICKER_PX_PER_S}s`,
    animationDelay: `${-box / TICKER_PX_PER_S}s`,
  } as CSSProperties;
}

/** The announcement titles scrolling by; a tap opens the notices. */
export function NoticeTicker({ titles }: { titles: string[] }) {
  const { t } = useTranslation('lobby');
  const track = useRef<HTMLSpanElement>(null);
  const [run, setRun] = useState<Run | null>(null);
  const text = titles.length > 0 ? titles.join('　•　') : t('home.no_announcement');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is measured again and starts from its start
  useEffect(() => {
    const el = track.current;
    if (!el || titles.length === 0) {
      setRun(null);
      return undefined;
    }
    // nothing laid out yet (or no width): nothing to move
    const measure = () => setRun(el.scrollWidth > 0 ? { box: el.parentElement?.clientWidth ?? 0, text: el.scrollWidth } : null);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [text, titles.length]);

  return (
    <Link to={paths.notice} className={styles.ticker} data-testid="notice-ticker">
      <SpeakerIcon />
      <span className={styles.hidden}>{t('home.notices')}: </span>
      <span className={styles.window}>
        <span
          ref={track}
          key={text}
          className={run ? `${styles.track} ${styles.moving}` : styles.track}
          style={run ? tickerStyle(run) : undefined}
        >
          {text}
        </span>
      </span>
    </Link>
  );
}
