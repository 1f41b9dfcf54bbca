// Writes dist/startup-assets.json: the shell's files that every page load runs before its first render
// (the bootstrap chunk and the chunks that provide the shared singletons). The server that serves the
// shell preloads them from the HTML (server/src/page/critical-path.ts), so they load beside main.js instead
// of one round trip after it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { FACADE_KEYS, SHARED_ON_DEMAND, SHELL_KITS } from '@wl/build';

export const STARTUP_ASSETS_FILE = 'startup-assets.json';

/**
 * The chunks a member's every start loads after its first render, by their `webpackChunkName`: the header's member
 * parts and the start calls' contract. The server's HTML preloads their files for a device that holds a session
 * (decision 068). Two chunks, not one: one chunk asked for from the shell's code and from @wl/kit's carried copies
 * of three modules the start has already loaded (1.1 KB gzip more).
 */
export const MEMBER_START_CHUNKS: readonly string[] = ['member-parts', 'member-calls'];

interface ChunkOrigin {
  moduleName?: string;
  request?: string;
}

/** The share key of a 'provide shared module (default) name@version = path' origin. */
const providedKey = (moduleName = '') => /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /.exec(moduleName)?.[1];

/**
 * A chunk the start needs: the shell's async bootstrap, or a singleton the shell itself provides, but for those a page
 * loads when it first uses them (SHARED_ON_DEMAND: the infinite lists' hook is no start's) and the 5.x facade, which
 * only a release built on @wl/shared loads (FACADE_KEYS).
 */
export function neededAtStart(origins: ChunkOrigin[], bootstrapRequest: string): boolean {
  return origins.some((o) => {
    if (o.request === bootstrapRequest) return true;
    const key = providedKey(o.moduleName);
    return key !== undefined && !SHARED_ON_DEMAND.includes(key) && !FACADE_KEYS.includes(key);
  });
}

export class StartupAssetsPlugin implements RspackPluginInstance {
  constructor(private readonly bootstrapRequest = './bootstrap.tsx') {}

  apply(compiler: Compiler) {
    compiler.hooks.done.tap('StartupAssetsPlugin', (stats) => {
      const { chunks = [], outputPath = '' } = stats.toJson({ all: false, chunks: true, chunkOrigins: true, outputPath: true });
      // a named chunk's files; a renamed import would silently drop its preload: the build says so instead
      const named = (name: string, list: string) => {
        const chunk = chunks.find((c) => c.names?.includes(name));
        if (!chunk) throw new Error(`[startup-assets] no chunk named '${name}' (${list})`);
        return (chunk.files ?? []).filter((f) => /\.(js|css)$/.test(f));
      };
      const member = MEMBER_START_CHUNKS.flatMap((name) => named(name, 'MEMBER_START_CHUNKS'));
      const files = chunks
        .filter((c) => !c.initial && neededAtStart(c.origins ?? [], this.bootstrapRequest))
        .flatMap((c) => c.files ?? [])
        .filter((f) => /\.(js|css)$/.test(f));
      const unique = [...new Set(files)].sort();
      // each on-demand entry's own files, which the server preloads for a page whose expose uses it (decision 054)
      const onDemand = Object.fromEntries([
        ...SHARED_ON_DEMAND.map((key) => [
          key,
          chunks
            .filter((c) => (c.origins ?? []).some((o) => providedKey(o.moduleName) === key) && !unique.some((f) => c.files?.includes(f)))
            .flatMap((c) => c.files ?? [])
            .filter((f) => f.endsWith('.js'))
            .sort(),
        ]),
        // and each of @wl/kit's lazy kits, by its chunk's name (decision 070)
        ...SHELL_KITS.map((kit) => [kit.key, named(kit.chunk, 'SHELL_KITS').sort()]),
      ]);
      const assets = { js: unique.filter((f) => f.endsWith('.js')), css: unique.filter((f) => f.endsWith('.css')), onDemand, member };
      writeFileSync(path.join(outputPath, STARTUP_ASSETS_FILE), `${JSON.stringify(assets, null, 2)}\n`);
    });
  }
}
