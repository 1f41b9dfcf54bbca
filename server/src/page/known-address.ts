// Whether an address is a page of the site (issue 37 item 7): a route or alias of a remote's route manifest (the
// stable releases' and any canary candidate's, decision 022), the home's aliases, one of the shell's own screens, or
// the shell's page by its file's name (the service worker's offline copy).
// The page is served at every other address too, where the shell shows its not-found page, but with 404: a crawler,
// a link checker or an operator's log then tells a dead link from a page. When the server cannot read every
// remote's routes (a remote on another host, a candidate it cannot read, no remote named) it cannot tell, and
// answers 200 as before: a real page must never be answered 404.
import { HOME_ALIASES, HOME_ROUTE, type RouteManifest } from '@wl/plain/routes';
import type { BrandRuntimeFile } from '../runtime-file.ts';

/** The shell's own screens, which no remote serves (shell/src/app/route-table.ts, SHELL_SCREENS). */
export const SHELL_SCREEN_PATHS = ['/m/maintenance', '/m/restricted'];
/**
 * The shell's page by its file's name: the service worker precaches it for offline starts (shell/sw/sw.ts), and a
 * precache refuses an answer that is not ok, which left the worker uninstalled.
 */
const SHELL_PAGE_PATHS = ['/index.html'];

// as the shell's router matches: case aside, a trailing slash aside, percent-escapes decoded
const normal = (pathname: string) => {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // not decodable: compared as it is, and so not found
  }
  return (decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded).toLowerCase();
};

/** true: a page of the site; false: no route serves it (a 404); null: the server cannot tell. */
export function isKnownAddress(file: Pick<BrandRuntimeFile, 'remotes' | 'routeManifests' | 'canary'>, pathname: string): boolean | null {
  const remotes = Object.keys(file.remotes);
  const offers = Object.values(file.canary);
  if (remotes.length === 0 || remotes.some((remote) => !file.routeManifests[remote]) || offers.some((offer) => !offer.routeManifest))
    return null;
  const manifests: RouteManifest[] = [...Object.values(file.routeManifests), ...offers.map((offer) => offer.routeManifest!)];
  const routes = manifests.flatMap((manifest) => manifest.routes ?? []);
  const paths = new Set(
    [
      ...SHELL_SCREEN_PATHS,
      ...SHELL_PAGE_PATHS,
      ...routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]),
      ...(routes.some((route) => route.key === HOME_ROUTE) ? HOME_ALIASES : []),
    ].map(normal),
  );
  return paths.has(normal(pathname));
}
