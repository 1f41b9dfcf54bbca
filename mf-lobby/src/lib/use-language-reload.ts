import { useEffect, useRef } from 'react';
import { events } from '@wl/shared';
import { debounce } from './throttle.ts';

/** Spec sections 2 and 4: lists reload 200 ms after the last language change (debounced). */
export const LANGUAGE_RELOAD_MS = 200;

export function useLanguageReload(reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const run = debounce(() => latest.current(), LANGUAGE_RELOAD_MS);
    const off = events.on('language:changed', () => run());
    return () => {
      off();
      run.cancel();
    };
  }, []);
}
