import { useEffect, useEffectEvent, useState } from 'react';
import { serverNow } from '@wl/kit';

/** Whole seconds until `expiresAt` (an ISO time on the platform's clock), never below zero. */
export function secondsLeft(expiresAt: string, now: number = serverNow()): number {
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/**
 * The seconds left of a payment window, ticking once a second; `onExpire` runs once when it reaches zero
 * (at once when the window is already over).
 */
export function useCountdown(expiresAt: string, onExpire?: () => void): number {
  const [left, setLeft] = useState(() => secondsLeft(expiresAt));
  const expire = useEffectEvent(() => onExpire?.());
  useEffect(() => {
    let fired = false;
    const tick = () => {
      // read the clock each time: a phone asleep in another app comes back to the right figure
      const next = secondsLeft(expiresAt);
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        expire();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}
