import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `poll` every `ms` while `active` and the page is visible (a phone in a pocket asks nothing), and
 * once at once when the page becomes visible again.
 */
export function usePoll(active: boolean, poll: () => void, ms: number): void {
  const pollNow = useEffectEvent(poll);
  useEffect(() => {
    if (!active) return undefined;
    const visible = () => document.visibilityState !== 'hidden';
    const timer = setInterval(() => {
      if (visible()) pollNow();
    }, ms);
    const onVisible = () => {
      if (visible()) pollNow();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, ms]);
}
