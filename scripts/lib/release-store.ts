// Writing a release into a store folder (decision 030): the remote's build copied in whole, with its record, never
// over a release that is there. scripts/release.ts publishes with it; the e2e suite fills its tests' own stores with it
// in its own process (a node process per release was 0.7 s, and a test's store holds five to seven).
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { precompressDir } from '@wl/build/precompress';
import { type ReleaseRecord, releaseDir } from '@wl/server';

type Registry = Record<string, Record<string, { commit: string; builtAt: string }>>;

export function readRegistry(store: string): Registry {
  const file = path.join(store, 'releases.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Registry) : {};
}

function writeRegistry(store: string, registry: Registry) {
  const sorted = Object.fromEntries(
    Object.keys(registry)
      .sort()
      .map((remote) => [remote, registry[remote]!]),
  );
  writeFileSync(path.join(store, 'releases.json'), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** What the built remote needs of the shared singletons: its manifest's name -> required range. */
function sharedRanges(manifest: { shared?: { name: string; requiredVersion?: string; version?: string }[] }) {
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.requiredVersion ?? s.version ?? '*']));
}

/**
 * Copies a built dist into the store as the release, with its record: into a folder of its own first, then
 * renamed into place, so that a release is whole or absent, and a second writer of the same version fails.
 */
export function writeRelease(
  store: string,
  remote: string,
  version: string,
  dist: string,
  commit: string,
  inRegistry = true,
): ReleaseRecord {
  const target = releaseDir(store, remote, version);
  if (!target) throw new Error(`${remote} ${version}: not a release name`);
  if (existsSync(target)) throw new Error(`${remote} ${version} is released already: a release is never written twice (bump the version)`);
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} is not a remote's build (no mf-manifest.json)`);
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(target), `.${version}-`));
  // readable by whichever user serves the store (mkdtemp makes it private)
  chmodSync(staging, 0o755);
  const files = readdirSync(dist).filter((name) => !name.startsWith('.'));
  for (const name of files) cpSync(path.join(dist, name), path.join(staging, name), { recursive: true });
  // the brotli and gzip copies nginx sends (decision 032), for a build made without them (an older recipe, a fixture)
  precompressDir(staging, { missingOnly: true });
  const manifest = JSON.parse(readFileSync(path.join(staging, 'mf-manifest.json'), 'utf8'));
  const record: ReleaseRecord = {
    remote,
    version,
    commit,
    builtAt: new Date().toISOString(),
    shared: sharedRanges(manifest),
    routes: manifest.metaData?.routeManifest ?? null,
    // the build's own files: the compressed copies are nginx's, made from them
    files: files.filter((name) => !/\.(br|gz)$/.test(name)).sort(),
  };
  writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
  try {
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`${remote} ${version} was released meanwhile: ${(error as Error).message}`);
  }
  // a new release enters the registry; a store filled again from it leaves it as it is
  if (inRegistry) {
    const registry = readRegistry(store);
    registry[remote] = { ...registry[remote], [version]: { commit, builtAt: record.builtAt } };
    writeRegistry(store, registry);
  }
  return record;
}
