import { routeManifestProblems, setRoutes, type RouteManifest } from '@wl/shared';

/**
 * The site's route table for a remote's test: its own manifest, plus the other remotes' routes the test
 * links to, by key and path (a test names what it assumes of the others). Without `others`, every other
 * remote is absent, as when the runtime file drops it.
 */
export function installRoutes(own: RouteManifest, others: Record<string, string> = {}) {
  const elsewhere: RouteManifest = {
    remote: 'other-remotes',
    routes: Object.entries(others).map(([key, path]) => ({ key, path, module: `./${key}`, titles: { bn: key, en: key } })),
  };
  setRoutes([own, elsewhere]);
}

/** The test every remote runs on its route manifest: what its build would refuse, it refuses first. */
export function describeRoutes(manifest: RouteManifest, exposes: Record<string, string>) {
  describe(`${manifest.remote} routes`, () => {
    it('declare titles in both languages, exposed modules and no address twice', () => {
      expect(routeManifestProblems(manifest, exposes)).toEqual([]);
    });
  });
}
