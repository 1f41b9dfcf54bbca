// A tab left open, and a release its brand took back (decision 050). A tab keeps the releases it loaded, so one left
// open would run a rolled-back candidate for as long as it stays open. While it is visible it asks every
// releaseCheckSeconds (a minute by default, with jitter) whether the runtime file changed: a conditional request,
// answered 304 almost always. When the brand no longer names a release the tab runs (a rollback, a canary taken
// away, a promotion), that remote moves to the brand's release at the next navigation: no reload, and the drafts keep
// what was typed. A remote that fails in the tab moves at once, as before (remote-registry.ts). Its code comes with
// the first check, long after the first load.
import { parseRuntimeFile } from '@wl/brand-config';
import { type RuntimeConfig, setRoutes, setRuntimeConfig } from '@wl/kit';
import type { chooseReleases, ReleaseChoice } from './release-choice.ts';
import type { moveRemote, releaseOf } from './remote-registry.ts';
import type { carriedRouteManifests, loadRouteManifests } from './route-source.ts';

/**
 * The app's own functions it uses, handed over by the start (bootstrap.tsx) rather than imported: imported from this
 * chunk, the first load's modules would each keep their exports apart to serve it (about 150 bytes gzip more).
 */
export interface App {
  chooseReleases: typeof chooseReleases;
  releaseOf: typeof releaseOf;
  moveRemote: typeof moveRemote;
  carriedRouteManifests: typeof carriedRouteManifests;
  loadRouteManifests: typeof loadRouteManifests;
}

const FILE = '/runtime/whitelabel.json';

/** The remotes this tab runs at a release `config` no longer names, each with the release this device gets now. */
export function releasesToMove(config: RuntimeConfig, app: Pick<App, 'chooseReleases' | 'releaseOf'>): ReleaseChoice[] {
  const moves: ReleaseChoice[] = [];
  for (const [remote, next] of app.chooseReleases(config)) {
    const now = app.releaseOf(remote);
    if (now && now.url !== config.remotes[remote] && now.url !== config.canary?.[remote]?.url) moves.push(next);
  }
  return moves;
}

/** Moves the remotes to the new file's releases, and routes by its manifests. */
function move(app: App, config: RuntimeConfig, moves: ReleaseChoice[]): void {
  setRuntimeConfig(config);
  for (const choice of moves) app.moveRemote(choice);
  const carried = app.carriedRouteManifests(config);
  if (carried) setRoutes(carried);
  else void app.loadRouteManifests(config).then(setRoutes);
}

/**
 * Watches the runtime file every `everyMs` while the tab is visible, and moves what changed at the next navigation
 * (a link, the back button). Returns the stop.
 */
export function watchReleases(everyMs: number, app: App): () => void {
  let etag: string | null = null;
  let last = 0;
  let pending: { config: RuntimeConfig; moves: ReleaseChoice[] } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    last = Date.now();
    const answer = await fetch(FILE, { cache: 'no-store', headers: etag ? { 'If-None-Match': etag } : {} }).catch(() => null);
    if (answer?.status !== 200) return;
    etag = answer.headers.get('ETag');
    // the answer itself, checked whole against the brand's one schema as the start checks it (decision 048): a second
    // request for the same file cost every tab's first check one more download
    const checked = parseRuntimeFile(await answer.json().catch(() => null));
    if (!checked.ok) return;
    const config = checked.file as RuntimeConfig;
    const moves = releasesToMove(config, app);
    pending = moves.length ? { config, moves } : null;
  };
  const visible = () => document.visibilityState === 'visible';
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void (visible() ? check() : Promise.resolve()).finally(schedule), everyMs * (0.9 + Math.random() * 0.2));
  };
  // a tab that comes back after a while asks at once, not at its next turn
  const onVisible = () => {
    if (visible() && Date.now() - last >= everyMs) void check();
  };
  // the next navigation: the router's pushState, and the back and forward buttons (popstate), before React renders it
  const apply = () => {
    if (!pending) return;
    const { config, moves } = pending;
    pending = null;
    move(app, config, moves);
  };
  const push = history.pushState;
  history.pushState = function pushState(this: History, ...args: Parameters<History['pushState']>) {
    apply();
    return push.apply(this, args);
  };
  addEventListener('popstate', apply);
  document.addEventListener('visibilitychange', onVisible);
  void check().finally(schedule);
  return () => {
    stopped = true;
    clearTimeout(timer);
    history.pushState = push;
    removeEventListener('popstate', apply);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
