import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages.ts';
import { useRouteStore } from './route-table.ts';

/**
 * A route's title in the language on screen, from its remote's manifest (the site's table: a remote alone
 * has its own); null when the route is absent.
 */
export function useRouteTitle(key: string | null | undefined): string | null {
  const { i18n } = useTranslation();
  const route = useRouteStore((s) => (key ? s.table.byKey.get(key) : undefined));
  if (!route) return null;
  return route.titles[isLanguage(i18n.language) ? i18n.language : 'bn'];
}
