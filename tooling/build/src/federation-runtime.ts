// How much of the federation runtime each build carries. The shell carries the one runtime core of the
// page and hands it to every remote (experiments.provideExternalRuntime / externalRuntime). What a remote
// still carries is the bundler glue that binds its own __webpack_require__ to that core: one per build,
// it cannot be shared. This keeps that glue to what a remote runs.
import { type Compiler, rspack } from '@rspack/core';

/** every part runs in a browser: the runtime's Node.js paths (script loading via vm, fs) are left out */
const WEB_ONLY = { target: 'web' } as const;

/**
 * The federation options of the experiments block. A remote's production build takes the host's runtime
 * core and, as it consumes no remotes of its own, leaves out the remote-loading glue.
 */
export function runtimeExperiments(role: 'host' | 'remote', federatedRemote: boolean) {
  if (role === 'host') return { provideExternalRuntime: true, optimization: WEB_ONLY };
  if (!federatedRemote) return { externalRuntime: false, optimization: WEB_ONLY };
  return { externalRuntime: true, optimization: { ...WEB_ONLY, disableRemote: true } };
}

/**
 * Rspack imports the federation runtime's entry modules by the paths of their CommonJS builds: the bundler
 * glue, in the shell the plugin that hands the core to the remotes (provideExternalRuntime), and, through
 * the alias that Rspack's federation plugin sets, '@module-federation/runtime' itself. CommonJS `require`s keep
 * every part of what they reach: the remote-loading glue and the whole federation SDK in each remote's
 * entry (7-8 KB gzipped), and in the shell the SDK's Node.js half (script loading through vm and fs) and
 * the snapshot and preload plugins. Their ES module builds, whose imports resolve to the ES module builds
 * of the rest, let what a page never runs drop out (target 'web', disableRemote). All three are switched
 * together: one left on CommonJS brings a second copy of the core. Not for a remote's standalone dev
 * build, which bundles its own core and is never measured.
 */
export class EsmFederationRuntime {
  apply(compiler: Compiler) {
    new rspack.NormalModuleReplacementPlugin(
      /(webpack-bundler-runtime|inject-external-runtime-core-plugin)[\\/]dist[\\/]index\.cjs$/,
      (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      },
    ).apply(compiler);
    // the federation plugins set their aliases as they are applied: this runs after them
    compiler.hooks.afterPlugins.tap({ name: 'esm-federation-runtime', stage: 100 }, () => {
      const alias = (compiler.options.resolve.alias ?? {}) as Record<string, string | false | string[]>;
      for (const [request, target] of Object.entries(alias)) {
        if (request.startsWith('@module-federation/') && typeof target === 'string' && target.endsWith('.cjs')) {
          alias[request] = target.replace(/\.cjs$/, '.js');
        }
      }
    });
  }
}
