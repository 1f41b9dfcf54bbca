import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from '@wl/kit';

/**
 * After a move to another page, a keyboard or screen-reader user starts on the new page, as a full page load
 * would start them: the focus goes to the page area (without scrolling), not back to the document's start or to
 * the menu link that was tapped. A focus the new page or a dialog has placed itself stays where it is. The page
 * the site opens on moves nothing.
 */
export function useFocusOnNavigation(area: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // by path, not by a first-run flag: React's strict mode runs a mount's effect twice
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const page = area.current;
    const active = document.activeElement;
    const placed = active && active !== document.body && (page?.contains(active) || active.closest('[role="dialog"], dialog'));
    if (page && !placed) page.focus({ preventScroll: true });
  }, [pathname, area]);
}
