import { useEffect, useState } from 'react';

/** Spec section 9: "loading delay 200 ms", so quick loads never flash a spinner. */
export const LOADING_DELAY_MS = 200;

/** false until `delay` ms after mount, then true; true at once for a delay of 0. */
export function useDelayedFlag(delay: number): boolean {
  const [on, setOn] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) {
      setOn(true);
      return undefined;
    }
    const timer = setTimeout(() => setOn(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return on;
}
