import { getInstance, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { resolveRemoteUrl } from '@wl/host';
import type { RemoteName, RuntimeConfig } from '@wl/kit';
import { report } from '../health/health-reports.ts';
import { federationName } from './federation-name.ts';
import { chooseReleases, noteFallBack, type ReleaseChoice } from './release-choice.ts';

/** This device's release of each remote (release-choice.ts), as registered with the federation runtime. */
const choices = new Map<string, ReleaseChoice>();
/** Called when a remote moves to another release in this page (moveRemote): its pages load anew. */
const moved = new Set<(remote: string) => void>();

const register = (choice: ReleaseChoice) =>
  registerRemotes([{ name: federationName(choice.remote), entry: resolveRemoteUrl(choice.url) }], { force: true });

/**
 * Registers the whitelabel's remotes, whichever the runtime file names, each at the release this device runs
 * (a canary's candidate or the stable one), with the federation runtime. Nothing loads here: a remote loads
 * when one of its routes or slots is first rendered.
 */
export function registerWhitelabelRemotes(config: RuntimeConfig) {
  choices.clear();
  for (const [remote, choice] of chooseReleases(config)) choices.set(remote, choice);
  const remotes = [...choices.values()].map((choice) => ({ name: federationName(choice.remote), entry: resolveRemoteUrl(choice.url) }));
  registerRemotes(remotes, { force: true });
  return remotes;
}

/** The release a remote runs on this device (what reports and the page name), or null for one not registered. */
export const releaseOf = (remote: string): ReleaseChoice | null => choices.get(remote) ?? null;

/** The remote (and its release) a script of the page came from, by the folder of its manifest; null for the shell's. */
export function remoteOfScript(url: string): ReleaseChoice | null {
  for (const choice of choices.values()) {
    const folder = resolveRemoteUrl(choice.url).replace(/[^/]*$/, '');
    if (folder && url.startsWith(folder)) return choice;
  }
  return null;
}

/** Whether this device runs a remote's canary candidate. */
export const onCandidate = (remote: string) => Boolean(choices.get(remote)?.stable);

/** Calls back when a remote moves to its stable release in this page; returns the unsubscribe. */
export function onRemoteMoved(listener: (remote: string) => void): () => void {
  moved.add(listener);
  return () => moved.delete(listener);
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
const forget = (remote: string) => {
  const prefix = `${federationName(remote)}/`;
  for (const id of cache.keys()) if (id.startsWith(prefix)) cache.delete(id);
};

/**
 * A canary's candidate failed on this device (it did not load, or it threw while rendering): the remote goes back
 * to its stable release for the rest of the session, without a reload: the runtime forgets the candidate, its
 * pages load again from the stable release, and the operators hear of it. False when the remote ran no candidate.
 */
export function fallBackToStable(remote: string): boolean {
  const choice = choices.get(remote);
  if (!choice?.stable) return false;
  noteFallBack(remote, choice.release);
  report({ kind: 'fallback', remote, release: choice.release });
  moveRemote({ remote, url: choice.stable.url, release: choice.stable.release, stable: null });
  return true;
}

/**
 * A remote moves to another release in this page, without a reload (a canary's fallback; a tab whose brand no longer
 * names the release it runs, release-watch.ts): the runtime forgets the old one, and its pages load anew.
 */
export function moveRemote(next: ReleaseChoice): void {
  choices.set(next.remote, next);
  forget(next.remote);
  // The shared libraries the old release provided go with it (the form kit, react-hook-form): the new release would
  // otherwise be handed the old one's copies, loaded by the old one's runtime under its requirements (issue 39: the
  // fallback of a candidate refused on @wl/shared's version loaded the candidate's form kit, and failed as it did).
  const name = federationName(next.remote);
  for (const scope of Object.values(getInstance()?.shareScopeMap ?? {}))
    for (const versions of Object.values(scope))
      for (const [version, shared] of Object.entries(versions)) if (shared.from === name) delete versions[version];
  register(next);
  for (const listener of moved) listener(next.remote);
}

/**
 * A remote that failed leaves nothing half-loaded behind (its manifest, its entry's script, its container): the
 * runtime registers it afresh, so the next try (the slot's retry button) fetches it anew and succeeds once the
 * remote is back, even after a failed prefetch at idle (issue 23).
 */
function resetRemote(remote: string): void {
  const choice = choices.get(remote);
  forget(remote);
  if (choice) register(choice);
  forgetFailedShares();
}

/**
 * A shared library a remote provides (the form kit, react-hook-form) whose chunk never came: the runtime keeps its
 * rejected load and would hand it to every later try. Dropped once it has failed, so the retry loads it afresh; a
 * load still under way, or done, is left alone.
 */
function forgetFailedShares(): void {
  for (const scope of Object.values(getInstance()?.shareScopeMap ?? {}))
    for (const versions of Object.values(scope))
      for (const shared of Object.values(versions)) {
        const loading = shared.loading;
        if (!loading || shared.loaded) continue;
        loading.catch(() => {
          if (shared.loading === loading && !shared.loaded) shared.loading = null;
        });
      }
}

async function load<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`${id} resolved to nothing`);
  return mod;
}

/**
 * Loads an exposed module of a remote. A success is kept; a failure is forgotten, so the next call
 * (the fallback's retry button) tries again from the network. A canary's candidate that fails gives way to the
 * stable release at once, and the module comes from there.
 */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${federationName(remote)}/${expose.replace(/^\.\//, '')}`;
  let pending = cache.get(id) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      try {
        return await load<T>(id);
      } catch (err) {
        report({ kind: 'load-failure', remote, release: choices.get(remote)?.release ?? 'url' });
        if (fallBackToStable(remote)) return loadRemoteModule<T>(remote, expose);
        cache.delete(id);
        resetRemote(remote);
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
 * which run only when the page is opened. Shared libraries are the shell's: none is fetched. A prefetch that
 * fails leaves the remote as if it had never been tried.
 */
export function prefetchRemoteModule(remote: RemoteName, expose: string): Promise<void> {
  return preloadRemote([
    { nameOrAlias: federationName(remote), exposes: [expose], resourceCategory: 'sync', share: false, depsRemote: false },
  ]).catch((error: unknown) => {
    resetRemote(remote);
    throw error;
  });
}
