// How much of the federation runtime each build carries. The shell carries the one runtime core of the
// page and hands it to every remote (experiments.provideExternalRuntime / externalRuntime). What a remote
// still carries is the bundler glue that binds its own __webpack_require__ to that core: one per build,
// it cannot be shared. This keeps that glue to what a remote runs.
import path from 'node:path';
import { rspack } from '@rspack/core';

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
 * Rspack imports the bundler glue by the path of its CommonJS build, whose `require`s keep every part of
 * it (and, through the remote-loading part, the whole federation SDK: 7-8 KB gzipped in each remote's
 * entry). Its ES module build lets the parts a remote does not use (disableRemote above) drop out.
 * Only for a remote that takes the host's core: where the core is bundled (the shell, a remote's
 * standalone dev build) the core's CommonJS build would then ship twice.
 */
export function esmBundlerRuntime() {
  return new rspack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/, (resource) => {
    resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
  });
}

/**
 * axios ships three transports; a page runs on one. Its Node.js one is already left out of browser builds
 * (axios's own "browser" field); this leaves out the fetch one too (2.5 KB gzipped on every first load):
 * see stubs/axios-fetch-adapter.js for why it is never used. Unit tests do not build: they keep axios whole.
 */
export function withoutAxiosFetch() {
  return new rspack.NormalModuleReplacementPlugin(
    /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    path.join(import.meta.dirname, '../stubs/axios-fetch-adapter.js'),
  );
}
