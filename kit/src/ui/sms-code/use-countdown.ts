import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment, ticking each second. It counts against the clock rather than the
 * number of ticks, so a phone that throttles a background tab still shows the right figure.
 */
export function useCountdown() {
  const [endAt, setEndAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endAt === null) return undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndAt(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setEndAt(Date.now() + seconds * 1000);
  }, []);

  return { remaining, running: remaining > 0, start };
}
