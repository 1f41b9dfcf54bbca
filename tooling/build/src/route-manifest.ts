// A remote's route manifest at build time (decision 022): checked, then written into its mf-manifest.json
// (metaData.routeManifest), where the server reads it for the runtime file and the shell, as a fallback,
// reads it itself. A manifest the contract refuses fails the remote's own build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type FirstScreen, routeConflicts, routeManifestProblems, type RouteManifest } from '@wl/shared/routes';

/**
 * The route manifests of the other remotes built in this workspace (their dist/mf-manifest.json), the
 * site a remote is built next to: a path one of them already serves is a conflict.
 */
export function builtManifests(workspace: string, except: string): RouteManifest[] {
  if (!workspace) return [];
  return readdirSync(workspace, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(workspace, entry.name, 'dist/mf-manifest.json');
    if (!entry.isDirectory() || !existsSync(file)) return [];
    const manifest = (JSON.parse(readFileSync(file, 'utf8')) as { metaData?: { routeManifest?: RouteManifest } }).metaData?.routeManifest;
    return manifest && manifest.remote !== except ? [manifest] : [];
  });
}

/** Everything that fails the build, in words: the manifest's own problems, then its conflicts with the others. */
export function routeBuildProblems(manifest: RouteManifest, exposes: Record<string, string>, others: RouteManifest[]): string[] {
  return [...routeManifestProblems(manifest, exposes), ...routeConflicts(manifest, others)];
}

/**
 * The federation plugin's manifest option: the route manifest (and the first screen's data, where the
 * remote publishes one) added to mf-manifest.json's metaData, after the checks.
 */
export function manifestWithRoutes(opts: {
  manifest: RouteManifest;
  exposes: Record<string, string>;
  workspace: string;
  firstScreens?: Record<string, FirstScreen>;
}) {
  return {
    additionalData: <Stats extends { metaData: object }>({ stats }: { stats: Stats }): Stats => {
      const problems = routeBuildProblems(opts.manifest, opts.exposes, builtManifests(opts.workspace, opts.manifest.remote));
      for (const key of Object.keys(opts.firstScreens ?? {})) {
        if (!opts.manifest.routes.some((r) => r.key === key))
          problems.push(`${opts.manifest.remote}: a first screen for ${key}, which is not one of its routes`);
      }
      if (problems.length) throw new Error(`${opts.manifest.remote}: the route manifest is refused:\n- ${problems.join('\n- ')}`);
      const { remote, routes, slots } = opts.manifest;
      Object.assign(stats.metaData, { routeManifest: slots ? { remote, routes, slots } : { remote, routes } });
      if (opts.firstScreens) Object.assign(stats.metaData, { firstScreens: opts.firstScreens });
      return stats;
    },
  };
}
