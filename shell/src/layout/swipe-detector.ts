/** Spec section 9: a horizontal swipe over 100 px skips the page fade; the flag resets after 500 ms. */
const SWIPE_THRESHOLD_PX = 100;
const SWIPE_RESET_MS = 500;

export interface SwipeDetector {
  readonly swiped: boolean;
  start(x: number): void;
  move(x: number): void;
  dispose(): void;
}

export function createSwipeDetector(threshold = SWIPE_THRESHOLD_PX, resetMs = SWIPE_RESET_MS): SwipeDetector {
  let startX: number | null = null;
  let swiped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    get swiped() {
      return swiped;
    },
    start(x) {
      startX = x;
    },
    move(x) {
      if (startX === null || Math.abs(x - startX) <= threshold) return;
      swiped = true;
      startX = null;
      clearTimeout(timer);
      timer = setTimeout(() => {
        swiped = false;
      }, resetMs);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
