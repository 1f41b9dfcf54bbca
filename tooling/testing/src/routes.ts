import { DEFAULT_LAYOUT, routeManifestProblems, setRoutes, type RouteManifest } from '@wl/kit';

/**
 * The site's route table for a remote's test: its own manifest, plus the other remotes' routes the test
 * links to, by key and path (a test names what it assumes of the others). Without `others`, every other
 * remote is absent, as when the runtime file drops it. `more`: whole manifests of other remotes, for a test of
 * what they declare (a menu entry, decision 051).
 */
export function installRoutes(own: RouteManifest, others: Record<string, string> = {}, ...more: RouteManifest[]) {
  const elsewhere: RouteManifest = {
    remote: 'other-remotes',
    routes: Object.entries(others).map(([key, path]) => ({ key, path, module: `./${key}`, titles: { bn: key, en: key } })),
  };
  setRoutes([own, elsewhere, ...more]);
}

/**
 * Spec section 2's layout of a remote's pages: the addresses that omit the shell's header, those that omit its bottom
 * menu, and those whose back goes home rather than back in history.
 */
export interface SpecLayouts {
  noHeader: string[];
  noBottomMenu: string[];
  backHome: string[];
}

/**
 * The test every remote runs on its route manifest: what its build would refuse, it refuses first; and the layout
 * the shell applies before a page's code loads is the spec's, each remote naming its pages without a header, without a
 * bottom menu and with back going home (in the manifest's order), every other page having both and going back.
 */
export function describeRoutes(manifest: RouteManifest, exposes: Record<string, string>, layouts: SpecLayouts) {
  describe(`${manifest.remote} routes`, () => {
    it('declare titles in both languages, exposed modules and no address twice', () => {
      expect(routeManifestProblems(manifest, exposes)).toEqual([]);
    });

    it('lay their pages out as spec section 2 says: no header, no bottom menu or back home where it says so, and not elsewhere', () => {
      const shown = manifest.routes.map((route) => ({ path: route.path, ...DEFAULT_LAYOUT, ...route.layout }));
      expect({
        noHeader: shown.filter((layout) => !layout.header).map((layout) => layout.path),
        noBottomMenu: shown.filter((layout) => !layout.bottomMenu).map((layout) => layout.path),
        backHome: shown.filter((layout) => layout.backHome).map((layout) => layout.path),
      }).toEqual(layouts);
    });
  });
}
