export { FACADE_KEYS, federatedConfig, federationName, SHARED_ON_DEMAND, SHELL_KITS, sharedSingletons } from './federation.ts';
export type { FederatedAppOptions } from './federation.ts';
export { DEV_REMOTES, devApiUrl, devPort, devRuntimeFile } from './dev-servers.ts';
export type { Prerender, PrerenderOptions } from './prerender.ts';
