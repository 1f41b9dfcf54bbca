import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
// The kit's state (the routes, the runtime file, the session, the dialogs) through its root, the module the remote's
// pages share: this entry (`@wl/host/standalone`) is the remote's own host, never in the shell's page.
import {
  BrowserRouter,
  DialogHost,
  Link,
  PageLoading,
  Route,
  Routes,
  setErrorNotifier,
  setRoutes,
  setRuntimeConfig,
  STANDALONE_CONFIG,
  ToastHost,
  toast,
  useLocation,
  useRouteAccess,
} from '@wl/kit';
import type { RouteManifest } from '@wl/plain/routes';
import { applyTheme, fetchRuntimeConfig } from '../runtime-file.ts';
import { loadPlatformSettings } from '../start-up.ts';
import { DevSessionBar } from './dev-session.tsx';
import { type PageModule, type StandaloneOptions, standalonePages } from './standalone-pages.ts';

/**
 * A remote's own page for its team (`pnpm --filter <remote> dev`): the remote's pages at their real
 * paths, with an index of them at '/', against the dev API through the dev server's proxy. Each page has the
 * session bar above it, so a member's or an agent's page can be signed into with no shell (issue 39 item 3).
 */
export async function runStandalone(
  manifest: RouteManifest,
  exposes: Record<string, string>,
  loadPage: (page: string) => PageModule,
  options?: StandaloneOptions,
) {
  const name = manifest.remote;
  const pages = standalonePages(manifest, exposes, loadPage, options);
  // its own routes only: a link to another remote's page is hidden here, as when that remote is absent
  setRoutes([manifest]);
  const config = await fetchRuntimeConfig().catch(() => STANDALONE_CONFIG);
  setRuntimeConfig(config);
  applyTheme(config.theme);
  setErrorNotifier((text) => toast.error(text));
  await loadPlatformSettings().catch((err) => console.warn('[standalone] platform settings unavailable', err));
  const routes = pages.map((p) => ({ ...p, Page: lazy(p.load) }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route
              path="/"
              element={
                <main style={{ padding: 16 }}>
                  <h1>{name}</h1>
                  <ul>
                    {pages.map((p) => (
                      <li key={p.path}>
                        <Link to={p.path}>{p.title}</Link> <code>{p.path}</code>
                      </li>
                    ))}
                  </ul>
                </main>
              }
            />
            {routes.map(({ key, path, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <>
                    <DevSessionBar merchant={config.merchantCode} />
                    {key ? <Gate routeKey={key} page={<Page />} /> : <Page />}
                  </>
                }
              />
            ))}
          </Routes>
        </Suspense>
        <ToastHost />
        <DialogHost />
      </BrowserRouter>
    </StrictMode>,
  );
}

/**
 * The shell's one gate table, for the team's own page: a closed page says why (in the developer's words) and loads
 * nothing; signed in with the bar above, a member's page opens.
 */
function Gate({ routeKey, page }: { routeKey: string; page: ReactNode }) {
  const access = useRouteAccess(routeKey, useLocation().search);
  if (access.open) return page;
  return (
    <main style={{ padding: 16 }}>
      <p>
        closed by the gate table: <code>{access.reason}</code>
      </p>
      <Link to="/">pages</Link>
    </main>
  );
}
