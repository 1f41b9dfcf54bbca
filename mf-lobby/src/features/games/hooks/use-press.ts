import { type DragEvent, type MouseEvent, type PointerEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec section 9: a touch shows as pressed after 130 ms and is a long press at 370 ms. */
export const PRESS_IN_MS = 130;
export const LONG_PRESS_MS = 370;
/** A finger that moves further than this is scrolling or swiping, not pressing. */
const PRESS_SLOP_PX = 10;

interface Options {
  /** a tap or a click (and Enter or Space on the focused control) */
  onPress(): void;
  /** held for LONG_PRESS_MS without moving; the click that ends it is then not a press */
  onLongPress?(): void;
}

/**
 * After a long press the browser may still send the click that ends the touch, and not always to the tile:
 * what opened under the finger (a dialog's backdrop) can get it. That one click is dropped wherever it lands,
 * before anything sees it; a new press (pointer or key) comes first for any click the person means.
 */
function dropEndingClick(): () => void {
  const drop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    stop();
  };
  const stop = () => {
    document.removeEventListener('click', drop, true);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  document.addEventListener('click', drop, true);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  return stop;
}

/**
 * Press handling for a control in a scrolling list: the pressed state shows only once a touch has rested
 * PRESS_IN_MS (so a scroll that starts on a tile does not flash it), and a touch held LONG_PRESS_MS is a long
 * press. Movement or the browser taking the touch for a scroll (pointercancel) ends both.
 */
export function usePress({ onPress, onLongPress }: Options) {
  const [pressed, setPressed] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const stopDropping = useRef<(() => void) | null>(null);
  // this press has had its long press (the browser's menu after it adds nothing)
  const longPressed = useRef(false);
  const callbacks = useRef({ onPress, onLongPress });
  // the latest render's, written after it commits (never during a render)
  useLayoutEffect(() => {
    callbacks.current = { onPress, onLongPress };
  });

  const release = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
    origin.current = null;
    setPressed(false);
  }, []);
  const longPress = useCallback(() => {
    release();
    longPressed.current = true;
    stopDropping.current?.();
    stopDropping.current = dropEndingClick();
    callbacks.current.onLongPress?.();
  }, [release]);
  useEffect(
    () => () => {
      release();
      stopDropping.current?.();
    },
    [release],
  );

  const hasLongPress = onLongPress !== undefined;
  const handlers = {
    onPointerDown(event: PointerEvent) {
      // only the primary touch or the main mouse button (jsdom's events may carry neither field); a press
      // of any button is a new press
      if (event.isPrimary === false) return;
      longPressed.current = false;
      if (event.button > 0) return;
      release();
      origin.current = { x: event.clientX, y: event.clientY };
      timers.current.push(setTimeout(() => setPressed(true), PRESS_IN_MS));
      if (hasLongPress) timers.current.push(setTimeout(longPress, LONG_PRESS_MS));
    },
    onPointerMove(event: PointerEvent) {
      const from = origin.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > PRESS_SLOP_PX) release();
    },
    onPointerUp: release,
    onPointerCancel: release,
    onPointerLeave: release,
    onClick() {
      callbacks.current.onPress();
    },
    onKeyDown() {
      longPressed.current = false;
    },
    // A context-menu request (a right click, the keyboard's menu key, or a touch held past the browser's own
    // threshold) is the long press of those devices; the browser's menu would otherwise cover the details.
    onContextMenu(event: MouseEvent) {
      if (!hasLongPress) return;
      event.preventDefault();
      if (!longPressed.current) longPress();
    },
    // a held touch on an image would start the browser's drag of it (and a drag holds the input until dropped)
    onDragStart(event: DragEvent) {
      if (hasLongPress) event.preventDefault();
    },
  };
  return { pressed, handlers };
}
