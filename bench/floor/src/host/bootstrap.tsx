// The floor's host: i18next with the default language's texts in the code, the router, and the federation runtime
// loading the one remote from its own origin (the next port, as the site's remotes are on ports of their own).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

void i18next.use(initReactI18next).init({
  lng: 'bn',
  fallbackLng: 'bn',
  resources: { bn: { floor: { title: 'খেলার তালিকা', tile: 'খেলা {{n}}' } } },
  defaultNS: 'floor',
  interpolation: { escapeValue: false },
});

registerRemotes([
  { name: 'floor_remote', entry: `${location.protocol}//${location.hostname}:${Number(location.port) + 1}/mf-manifest.json` },
]);

const List = lazy(async () => {
  const mod = await loadRemote<{ default: ComponentType }>('floor_remote/List');
  if (!mod) throw new Error('floor_remote/List did not load');
  return mod;
});

function Page() {
  const { t } = useTranslation();
  return (
    <main style={{ fontFamily: 'sans-serif', margin: 0 }}>
      <h1 style={{ fontSize: 18, height: 48, lineHeight: '48px', margin: 0, padding: '0 12px', background: '#0b1530', color: '#fff' }}>
        {t('title')}
      </h1>
      <Suspense fallback={<div style={{ height: 560 }} />}>
        <List />
      </Suspense>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
