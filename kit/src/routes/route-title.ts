import { useTranslation } from 'react-i18next';
import { isLanguage } from '../i18n/languages.ts';
import { variantOf } from './route-access.ts';
import { useRouteStore } from './route-table.ts';

/**
 * A route's title in the language on screen, from its remote's manifest (the site's table: a remote alone
 * has its own), or its variant's for the address's query (decision 026); null when the route is absent.
 */
export function useRouteTitle(key: string | null | undefined, query?: string): string | null {
  const { i18n } = useTranslation();
  const route = useRouteStore((s) => (key ? s.table.byKey.get(key) : undefined));
  if (!route) return null;
  const titles = (query ? variantOf(route, query)?.titles : undefined) ?? route.titles;
  return titles[isLanguage(i18n.language) ? i18n.language : 'bn'];
}
