// A remote's route manifest at build time (decision 022): checked, then written into its mf-manifest.json
// (metaData.routeManifest), where the server reads it for the runtime file and the shell, as a fallback,
// reads it itself. A manifest the contract refuses fails the remote's own build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type FirstScreen, routeConflicts, routeManifestProblems, type RouteManifest } from '@wl/plain/routes';
import { SHARED_BY_REMOTES, SHARED_ON_DEMAND, SHELL_KITS } from './shared-entries.ts';

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
function routeBuildProblems(manifest: RouteManifest, exposes: Record<string, string>, others: RouteManifest[]): string[] {
  return [...routeManifestProblems(manifest, exposes), ...routeConflicts(manifest, others)];
}

/** An import in a module: its request, and for an import of names, the name (`ids`: its first is the imported name). */
interface ImportOf {
  request?: string;
  ids?: string[];
}

/** What additionalData reads of the compilation: each expose's chunks, the modules in them, and their imports. */
interface ExposeGraph {
  namedChunkGroups: { get(name: string): { chunks: Iterable<unknown> } | undefined };
  chunkGraph: { getChunkModules(chunk: never): Iterable<{ identifier(): string; dependencies?: readonly ImportOf[] }> };
}

/** The shell's kits a module renders: it imports one of a kit's names from @wl/kit (decision 070). */
const kitsImported = (imports: readonly ImportOf[] = []) =>
  SHELL_KITS.filter((kit) => imports.some((d) => d.request === '@wl/kit' && kit.names.includes(d.ids?.[0] ?? ''))).map((kit) => kit.key);

const ON_DEMAND = [...SHARED_ON_DEMAND, ...SHARED_BY_REMOTES];

/**
 * Per expose ('./GameListPage'), the shared modules loaded on demand that its own chunks consume: the shell's
 * (SHARED_ON_DEMAND) and the remote's own (SHARED_BY_REMOTES); and the shell's kits it renders (SHELL_KITS). The
 * server starts them with the page's code on a cold deep link, which would otherwise ask for them only once the shell
 * runs the page, a round trip later (decisions 054, 065 and 070).
 */
export function sharedOnDemandByExpose(compilation: ExposeGraph, exposes: Record<string, string>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const expose of Object.keys(exposes)) {
    const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.replace(/^\.\//, '')}`);
    const keys = new Set<string>();
    for (const chunk of group?.chunks ?? []) {
      for (const module of compilation.chunkGraph.getChunkModules(chunk as never)) {
        const id = module.identifier();
        for (const key of ON_DEMAND) if (id.startsWith(`consume shared module (default) ${key}@`)) keys.add(key);
        for (const key of kitsImported(module.dependencies)) keys.add(key);
      }
    }
    if (keys.size > 0) found[expose] = [...keys].sort();
  }
  return found;
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
    additionalData: <Stats extends { metaData: object }>({ stats, compilation }: { stats: Stats; compilation: ExposeGraph }): Stats => {
      const problems = routeBuildProblems(opts.manifest, opts.exposes, builtManifests(opts.workspace, opts.manifest.remote));
      for (const key of Object.keys(opts.firstScreens ?? {})) {
        if (!opts.manifest.routes.some((r) => r.key === key))
          problems.push(`${opts.manifest.remote}: a first screen for ${key}, which is not one of its routes`);
      }
      if (problems.length) throw new Error(`${opts.manifest.remote}: the route manifest is refused:\n- ${problems.join('\n- ')}`);
      const { remote, routes, slots } = opts.manifest;
      Object.assign(stats.metaData, { routeManifest: slots ? { remote, routes, slots } : { remote, routes } });
      if (opts.firstScreens) Object.assign(stats.metaData, { firstScreens: opts.firstScreens });
      const onDemand = sharedOnDemandByExpose(compilation, opts.exposes);
      if (Object.keys(onDemand).length > 0) Object.assign(stats.metaData, { sharedOnDemand: onDemand });
      return stats;
    },
  };
}
