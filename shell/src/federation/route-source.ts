// Where the shell gets the routes of a start (decision 022): the one place to extend when they come from
// somewhere new (issue 23's release records). The runtime file, fetched first on every start, carries each
// remote's route manifest as the server read it from the remote's build: no request more. A remote whose
// manifest it does not carry (hosted where the server cannot read it) is asked for its mf-manifest.json,
// where its build wrote the same manifest (metaData.routeManifest): one wave more for a deep link to it.
import { resolveRemoteUrl } from '@wl/host';
import type { RouteManifest, RuntimeConfig } from '@wl/kit';
import { onCandidate, releaseOf } from './remote-registry.ts';

type Fetch = (url: string) => Promise<{ metaData?: { routeManifest?: RouteManifest } }>;

const fetchManifest: Fetch = async (url) => {
  const res = await fetch(url, { mode: 'cors' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

/** The route manifest the runtime file carries for a remote as this device runs it (a candidate's on a candidate). */
function carried(config: RuntimeConfig, remote: string): RouteManifest | undefined {
  // a device on a canary's candidate routes by the candidate's manifest (issue 23), which may add or drop routes
  const candidate = onCandidate(remote) ? config.canary?.[remote]?.routeManifest : undefined;
  if (candidate) return { ...candidate, remote };
  const stable = config.routeManifests?.[remote];
  return stable ? { ...stable, remote } : undefined;
}

/**
 * The route manifests at once, when the runtime file carries every remote's: what a canary's fallback needs, so
 * that the slots load the stable release's pages by its routes in the same render, never the candidate's modules.
 */
export function carriedRouteManifests(config: RuntimeConfig): RouteManifest[] | null {
  const all = Object.keys(config.remotes).map((remote) => carried(config, remote));
  return all.every((m) => m !== undefined) ? (all as RouteManifest[]) : null;
}

/**
 * The route manifests of the runtime file's remotes, in its order (which settles a path two remotes claim).
 * A remote whose manifest cannot be had contributes no route: its addresses are not found, its links hidden.
 */
export async function loadRouteManifests(config: RuntimeConfig, fetchJson: Fetch = fetchManifest): Promise<RouteManifest[]> {
  return Promise.all(
    Object.entries(config.remotes).map(async ([remote, url]): Promise<RouteManifest> => {
      const known = carried(config, remote);
      if (known) return known;
      try {
        const declared = (await fetchJson(resolveRemoteUrl(releaseOf(remote)?.url ?? url))).metaData?.routeManifest;
        return { routes: [], ...declared, remote };
      } catch (error) {
        console.error(`[routes] ${remote}: its route manifest could not be read`, error);
        return { remote, routes: [] };
      }
    }),
  );
}
