import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 400;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Federation runtime plugin of the shell.
 * - One quiet retry of a failed manifest or entry fetch: on a phone a single dropped request is common.
 * - A remote that still fails is reported loudly and left failed; the shell's slot shows the fallback
 *   with its retry button. No fallback module is returned here: doing so at the manifest stage breaks
 *   the runtime (RUNTIME-013, docs/toolchain-facts.md).
 */
export default function remoteGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wl-remote-guard',
    async fetch(url, init) {
      try {
        return await fetch(url, init);
      } catch {
        await sleep(RETRY_DELAY_MS);
        return fetch(url, init);
      }
    },
    errorLoadRemote(args) {
      console.error(`[federation] ${args.id} failed at ${args.lifecycle}:`, args.error);
      return undefined;
    },
  };
}
