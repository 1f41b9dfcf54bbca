// Where the shell gets the routes of a start (decision 022): the one place to extend when they come from
// somewhere new (issue 23's release records). The runtime file, fetched first on every start, carries each
// remote's route manifest as the server read it from the remote's build: no request more. A remote whose
// manifest it does not carry (hosted where the server cannot read it) is asked for its mf-manifest.json,
// where its build wrote the same manifest (metaData.routeManifest): one wave more for a deep link to it.
import { resolveRemoteUrl, type RouteManifest, type RuntimeConfig } from '@wl/shared';

type Fetch = (url: string) => Promise<{ metaData?: { routeManifest?: RouteManifest } }>;

const fetchManifest: Fetch = async (url) => {
  const res = await fetch(url, { mode: 'cors' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

/**
 * The route manifests of the runtime file's remotes, in its order (which settles a path two remotes claim).
 * A remote whose manifest cannot be had contributes no route: its addresses are not found, its links hidden.
 */
export async function loadRouteManifests(config: RuntimeConfig, fetchJson: Fetch = fetchManifest): Promise<RouteManifest[]> {
  return Promise.all(
    Object.entries(config.remotes).map(async ([remote, url]): Promise<RouteManifest> => {
      const carried = config.routeManifests?.[remote];
      if (carried) return { ...carried, remote };
      try {
        const declared = (await fetchJson(resolveRemoteUrl(url))).metaData?.routeManifest;
        return { routes: [], ...declared, remote };
      } catch (error) {
        console.error(`[routes] ${remote}: its route manifest could not be read`, error);
        return { remote, routes: [] };
      }
    }),
  );
}
