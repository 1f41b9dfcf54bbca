import { useEffect, useLayoutEffect, useRef } from 'react';
import { throttle } from '../../../lib/throttle.ts';

/** Spec section 9: the check runs at most once a second. */
const LOAD_MORE_THROTTLE_MS = 1000;

/** Spec section 9: load more within 500 px of the bottom. */
const LOAD_MORE_DISTANCE = 500;

export function nearBottom(m: { scrollY: number; viewportHeight: number; documentHeight: number }, distance = LOAD_MORE_DISTANCE): boolean {
  return m.scrollY + m.viewportHeight >= m.documentHeight - distance;
}

const WATCHED = ['scroll', 'resize'] as const;

const metrics = () => ({
  scrollY: window.scrollY,
  viewportHeight: window.innerHeight,
  documentHeight: document.documentElement.scrollHeight,
});

/**
 * Calls `onNearBottom` when the page is scrolled within 500 px of its end, throttled to once a second.
 * `itemCount` re-checks after a page arrives (a short page may already be near its end).
 */
export function useInfiniteScroll(onNearBottom: () => void, itemCount: number): void {
  const callback = useRef(onNearBottom);
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    callback.current = onNearBottom;
  });
  const check = useRef<ReturnType<typeof throttle<[]>> | null>(null);
  check.current ??= throttle(() => {
    if (nearBottom(metrics())) callback.current();
  }, LOAD_MORE_THROTTLE_MS);

  useEffect(() => {
    const run = check.current!;
    const onScroll = () => run();
    // a resize can bring the end into view as a scroll can
    for (const type of WATCHED) window.addEventListener(type, onScroll, { passive: true });
    return () => {
      for (const type of WATCHED) window.removeEventListener(type, onScroll);
      run.cancel();
    };
  }, []);

  useEffect(() => {
    if (itemCount > 0) check.current!();
  }, [itemCount]);
}
