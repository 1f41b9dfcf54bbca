/**
 * Runs at most once per `wait` ms: the first call at once, the last call of a burst when the window
 * ends (so a scroll that stops near the bottom is still seen). `cancel` drops a pending trailing call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, now: () => number = Date.now) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const fire = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = now() - last;
    if (elapsed >= wait) {
      fire(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      const next = pending;
      pending = null;
      if (next) fire(next);
    }, wait - elapsed);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}
