import { type ReactNode, Suspense } from 'react';
import type { StartupMode } from '@wl/host';
import { BrowserRouter, DialogHost, Navigate, Route, Routes, ToastHost, useLocation, useRouteStore } from '@wl/kit';
import { LoginDialogSlot } from '../federation/login-dialog-slot.tsx';
import { GatedPage } from '../gates/gated-page.tsx';
import { SessionReminderSlot } from '../federation/session-reminder-slot.tsx';
import { ShellLayout } from '../layout/shell-layout.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PwaNotices } from '../pwa/pwa-notices.tsx';
import { lazyPart } from './lazy-part.ts';
import { SHELL_SCREENS } from './route-table.ts';

// the screens of startup modes 1 and 2: their code comes only in those modes (the page holds nothing else)
const loadStartupScreens = () => import('../startup/startup-screens.tsx');
const MaintenanceScreen = lazyPart(() => loadStartupScreens().then((m) => m.MaintenanceScreen));
const MaintenancePage = lazyPart(() => loadStartupScreens().then((m) => m.MaintenancePage));
const RegionRestrictedScreen = lazyPart(() => loadStartupScreens().then((m) => m.RegionRestrictedScreen));

/** An alias keeps its query string: /x.html?code=AFF123 lands on its route's path with ?code=AFF123. */
function AliasRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** Startup modes 1 and 2 (spec section 2): one screen at its own address, every other address sent to it. */
function OnlyScreen({ path, screen }: { path: string; screen: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={<Suspense fallback={null}>{screen}</Suspense>} />
      <Route path="*" element={<Navigate to={path} replace />} />
    </Routes>
  );
}

/** The routes of this start: every route and alias of the remotes' manifests (decision 022), then the shell's own. */
export function ShellRoutes({ mode }: { mode: StartupMode }) {
  const table = useRouteStore((s) => s.table);
  if (mode === 1) return <OnlyScreen path={SHELL_SCREENS.maintenance} screen={<MaintenanceScreen />} />;
  if (mode === 2) return <OnlyScreen path={SHELL_SCREENS.regionRestricted} screen={<RegionRestrictedScreen />} />;
  const aliases = [...table.byPath].filter(([from, key]) => table.byKey.get(key)?.path !== from);
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {table.routes.map((route) => (
          <Route key={route.key} path={route.path} element={<GatedPage route={route} />} />
        ))}
        {aliases.map(([from, key]) => (
          <Route key={from} path={from} element={<AliasRedirect to={table.byKey.get(key)!.path} />} />
        ))}
        {/* its screen at its address in every mode (decision 029): a link to it never lands elsewhere */}
        <Route
          path={SHELL_SCREENS.maintenance}
          element={
            <Suspense fallback={null}>
              <MaintenancePage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App({ mode }: { mode: StartupMode }) {
  return (
    <BrowserRouter>
      <ShellRoutes mode={mode} />
      <LoginDialogSlot />
      <SessionReminderSlot />
      <ToastHost />
      <DialogHost />
      <PwaNotices />
    </BrowserRouter>
  );
}
