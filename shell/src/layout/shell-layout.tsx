import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../app/lazy-part.ts';
import { useMemberSync } from '../app/use-member-sync.ts';
import { layoutFor, SHELL_SCREENS, useRouteOf } from '../app/route-table.ts';
import { BottomMenu } from './bottom-menu/bottom-menu.tsx';
import { useFocusOnNavigation } from './focus-on-navigation.ts';
import { usePageTitle } from './page-title.ts';
import { Footer } from './footer.tsx';
import { Header } from './header/header.tsx';
import { PageTransition } from './page-transition.tsx';
import styles from './shell-layout.module.css';
import { WayOn } from './way-on.tsx';
import { Outlet, useLocation, useRouteTitle } from '@wl/kit';

// the side menu's code comes at its first opening: a first screen never runs it; if it cannot be fetched,
// the tap does nothing
const SideMenu = lazyPart(() => import('./side-menu/side-menu.tsx').then((m) => m.SideMenu));

export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const route = useRouteOf(pathname);
  const layout = layoutFor(route, pathname);
  // the remote's manifest carries the title in both languages (a query variant's own): shown before the page's code loads
  const title = useRouteTitle(route?.key, search);
  const pageTitle = title ?? (pathname === SHELL_SCREENS.maintenance ? t('maintenance_page') : t('not_found_title'));
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useMemberSync();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  usePageTitle(pageTitle, layout.isHome);

  return (
    <div className={styles.shell} data-bottom-menu={layout.bottomMenu}>
      {layout.header ? <Header isHome={layout.isHome} backHome={layout.backHome} title={pageTitle} onOpenMenu={openMenu} /> : null}
      {/* named by the page: a screen reader says which page the focus arrived on after a move (focus-on-navigation) */}
      <main className={styles.main} id="main" ref={main} tabIndex={-1} aria-label={pageTitle}>
        {layout.wayOn ? <WayOn here={route?.key} /> : null}
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Footer />
      {layout.bottomMenu ? <BottomMenu /> : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu open onClose={closeMenu} />
        </Suspense>
      ) : null}
    </div>
  );
}
