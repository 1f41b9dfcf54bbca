import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages.ts';
import type { RouteManifest } from './route-manifest.ts';
import { useRouteStore } from './route-table.ts';

/**
 * A route's title in the language on screen, from its remote's manifest; null when the route is absent. A
 * remote naming its own page passes its own manifest, which answers where the site's table does not.
 */
export function useRouteTitle(key: string | null | undefined, own?: RouteManifest): string | null {
  const { i18n } = useTranslation();
  const listed = useRouteStore((s) => (key ? s.table.byKey.get(key) : undefined));
  const route = listed ?? own?.routes.find((r) => r.key === key);
  if (!route) return null;
  return route.titles[isLanguage(i18n.language) ? i18n.language : 'bn'];
}
