import { type RuntimeConfig, STANDALONE_CONFIG } from '@wl/kit';
import { type FakeCall, answerRoutes, raw } from '@wl/jest/msw-routes';
import { waitFor } from '@testing-library/react';
import { chooseReleases, type ReleaseChoice } from './release-choice.ts';
import { releasesToMove, watchReleases } from './release-watch.ts';
import { registerWhitelabelRemotes, releaseOf } from './remote-registry.ts';
import { carriedRouteManifests, loadRouteManifests } from './route-source.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(), preloadRemote: jest.fn() }));

const moveRemote = jest.fn();
/** the app's functions, as the start hands them over; the move itself only noted */
const app = { chooseReleases, releaseOf, moveRemote, carriedRouteManifests, loadRouteManifests };

const STABLE = 'http://khela24.localhost/releases/mf-cashier/1.1.0/mf-manifest.json';
const CANDIDATE = 'http://khela24.localhost/releases/mf-cashier/1.2.0/mf-manifest.json';
const LOBBY = 'http://khela24.localhost/releases/mf-lobby/2.0.0/mf-manifest.json';
/** the brand's runtime file: the cashier at 1.1.0, its candidate 1.2.0 on `share` % of devices (none: no canary) */
const file = (share: number | null, stable = STABLE): RuntimeConfig => ({
  ...STANDALONE_CONFIG,
  remotes: { 'mf-cashier': stable, 'mf-lobby': LOBBY },
  // the routes the server carries in the file: a move routes by them at once
  routeManifests: { 'mf-cashier': { remote: 'mf-cashier', routes: [] }, 'mf-lobby': { remote: 'mf-lobby', routes: [] } },
  ...(share === null ? {} : { canary: { 'mf-cashier': { url: CANDIDATE, release: '1.2.0', share } } }),
});
/** the app, as it runs the cashier from `url` */
const running = (url: string) => ({
  chooseReleases,
  releaseOf: (remote: string): ReleaseChoice =>
    remote === 'mf-cashier' ? { remote, url, release: '', stable: null } : { remote, url: LOBBY, release: '2.0.0', stable: null },
});

describe('which remotes an open tab moves (decision 050)', () => {
  it('moves a tab on a candidate its brand took back to the stable release', () => {
    expect(releasesToMove(file(null), running(CANDIDATE)).map((m) => `${m.remote} ${m.url}`)).toEqual([`mf-cashier ${STABLE}`]);
  });

  it('leaves a tab whose releases the brand still names: a canary that grew, or a candidate that is still offered', () => {
    expect(releasesToMove(file(100), running(STABLE))).toEqual([]);
    expect(releasesToMove(file(5), running(CANDIDATE))).toEqual([]);
  });

  it('moves a tab on the old stable release once the candidate is promoted', () => {
    expect(releasesToMove(file(null, CANDIDATE), running(STABLE)).map((m) => m.url)).toEqual([CANDIDATE]);
  });
});

describe('watching the runtime file', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    moveRemote.mockClear();
  });

  it('asks with its ETag (304 while nothing changed), and moves a taken-back candidate at the next navigation, not before', async () => {
    // this device is on the candidate (a share of 100)
    registerWhitelabelRemotes(file(100));
    expect(releaseOf('mf-cashier')?.url).toBe(CANDIDATE);
    let served = file(100);
    const etagOf = () => `W/"${served.canary ? 'with' : 'without'}"`;
    const calls = answerRoutes({
      'GET /runtime/whitelabel.json': (call: FakeCall) =>
        call.headers['If-None-Match'] === etagOf() ? raw(304, '') : raw(200, served, { ETag: etagOf() }),
    });
    stop = watchReleases(30, app);
    const conditional = () => calls.filter((c) => c.headers['If-None-Match'] === 'W/"with"').length;
    await waitFor(() => expect(conditional()).toBeGreaterThanOrEqual(2));
    expect(moveRemote).not.toHaveBeenCalled();

    // the operator takes the canary away: the next check reads the file, and the tab waits for a navigation
    served = file(null);
    await waitFor(() => expect(calls.some((c) => c.headers['If-None-Match'] === 'W/"without"')).toBe(true));
    expect(moveRemote).not.toHaveBeenCalled();
    history.pushState(null, '', '/m/withdraw');
    expect(moveRemote).toHaveBeenCalledTimes(1);
    expect(moveRemote).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mf-cashier', url: STABLE }));
    // once: the next navigation has nothing to move
    history.pushState(null, '', '/m/deposit');
    expect(moveRemote).toHaveBeenCalledTimes(1);
    // each check is one request: the first, with no ETag yet, and the changed file's were read from their own answers
    expect(calls.filter((c) => !c.headers['If-None-Match'])).toHaveLength(1);
  });

  it('does not ask while the tab is hidden, and asks at once when it is shown after its time', async () => {
    const calls = answerRoutes({ 'GET /runtime/whitelabel.json': () => raw(200, file(null), { ETag: 'W/"x"' }) });
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    stop = watchReleases(30, app);
    // the first check at the start (its own timer has already waited a turn), then none while hidden
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const asked = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls.length).toBe(asked);
    hidden.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
    hidden.mockRestore();
  });
});
