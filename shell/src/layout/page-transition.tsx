import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createSwipeDetector, type SwipeDetector } from './swipe-detector.ts';
import styles from './page-transition.module.css';
import { useLocation } from '@wl/kit';

/**
 * Pages fade in over 300 ms as the player moves between them, except after a swipe (the browser's own
 * swipe-back already animates). The page the site opens on is no transition: it shows at once, so that
 * the first screen is on screen as soon as it is drawn.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const detector = useRef<SwipeDetector | null>(null);
  detector.current ??= createSwipeDetector();
  const [firstPath] = useState(pathname);
  // once the player has moved, every page fades in: state adjusted while rendering, as React has it for a prop change
  const [moved, setMoved] = useState(false);
  if (!moved && pathname !== firstPath) setMoved(true);

  useEffect(() => {
    const d = detector.current!;
    const onStart = (e: TouchEvent) => d.start(e.touches[0]?.clientX ?? 0);
    const onMove = (e: TouchEvent) => d.move(e.touches[0]?.clientX ?? 0);
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      d.dispose();
    };
  }, []);

  const fade = (moved || pathname !== firstPath) && !detector.current.swiped;
  return (
    <div key={pathname} className={fade ? styles.fade : styles.page} data-transition={fade ? 'fade' : 'none'}>
      {children}
    </div>
  );
}
