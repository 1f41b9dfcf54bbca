import { useEffect } from 'react';
import { useConfigStore } from '@wl/kit';

/**
 * The browser's title names the page the header names (the tab, the history list, what a screen reader reads as a
 * page changes), in the language on screen; on home, the brand alone. Before the runtime file is read, the server's
 * first frame keeps its own.
 */
export function usePageTitle(title: string, isHome: boolean) {
  const siteName = useConfigStore((s) => s.config?.siteName);
  useEffect(() => {
    if (siteName) document.title = isHome ? siteName : `${title} | ${siteName}`;
  }, [title, isHome, siteName]);
}
