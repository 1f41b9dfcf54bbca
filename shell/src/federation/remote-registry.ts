import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { resolveRemoteUrl, type RemoteName, type RuntimeConfig } from '@wl/shared';
import { federationName } from './federation-name.ts';

/**
 * Registers the whitelabel's remotes, whichever the runtime file names, with the federation runtime.
 * Nothing loads here: a remote loads when one of its routes or slots is first rendered.
 */
export function registerWhitelabelRemotes(config: RuntimeConfig) {
  const remotes = Object.entries(config.remotes).flatMap(([name, url]) =>
    url ? [{ name: federationName(name), entry: resolveRemoteUrl(url) }] : [],
  );
  registerRemotes(remotes, { force: true });
  return remotes;
}

export class RemoteLoadError extends Error {
  readonly remote: RemoteName;
  /** a shared singleton's version does not satisfy what the remote was built against */
  readonly versionMismatch: boolean;
  constructor(remote: RemoteName, cause: unknown) {
    const text = cause instanceof Error ? cause.message : String(cause);
    const mismatch = /does not satisfy the requirement/i.test(text);
    super(mismatch ? `Shared library version mismatch in ${remote}: ${text}` : `Remote ${remote} failed to load: ${text}`);
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.versionMismatch = mismatch;
  }
}

const cache = new Map<string, Promise<unknown>>();

/**
 * Loads an exposed module of a remote. A success is kept; a failure is forgotten, so the next call
 * (the fallback's retry button) tries again from the network.
 */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${federationName(remote)}/${expose.replace(/^\.\//, '')}`;
  let pending = cache.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      try {
        const mod = await loadRemote<T>(id);
        if (!mod) throw new Error(`${id} resolved to nothing`);
        return mod;
      } catch (err) {
        cache.delete(id);
        const error = new RemoteLoadError(remote, err);
        if (error.versionMismatch) console.error(`[federation] ${error.message}`);
        throw error;
      }
    })();
    cache.set(id, pending);
  }
  return pending;
}

/**
 * Downloads the code of an exposed page without running it: the remote's manifest and entry (small, so
 * that a later visit starts at once), and the page's own chunks into the HTTP cache (link preloads),
 * which run only when the page is opened. Shared libraries are the shell's: none is fetched.
 */
export function prefetchRemoteModule(remote: RemoteName, expose: string): Promise<void> {
  return preloadRemote([
    { nameOrAlias: federationName(remote), exposes: [expose], resourceCategory: 'sync', share: false, depsRemote: false },
  ]);
}
