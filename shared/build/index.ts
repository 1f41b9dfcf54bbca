export { federatedConfig, federationName, sharedSingletons } from './federation.ts';
export type { FederatedAppOptions } from './federation.ts';
