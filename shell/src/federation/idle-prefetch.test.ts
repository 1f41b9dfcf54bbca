import { useRouteStore, useSessionStore } from '@wl/kit';
import { pagesOneTapAway, prefetchWhenIdle, prefetchUnwelcome } from './idle-prefetch.ts';
import { SITE_ROUTES, useSiteRoutes } from '../test/site-routes.ts';

const loadRemote = jest.fn();
const preloadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  preloadRemote: (...args: unknown[]) => preloadRemote(...args),
  registerRemotes: jest.fn(),
}));
const preloaded = (remote: string, expose: string) => [
  { nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync', share: false, depsRemote: false },
];

// jsdom has no PerformanceObserver nor requestIdleCallback: a quiet network and an idle moment on demand
let idle: (() => void)[] = [];
beforeAll(() => {
  (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
    observe() {}
    disconnect() {}
  };
  (window as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (run: () => void) => idle.push(run);
});
beforeEach(() => {
  jest.useFakeTimers();
  idle = [];
  loadRemote.mockReset().mockResolvedValue({ default: () => null });
  preloadRemote.mockReset().mockResolvedValue(undefined);
  useSessionStore.getState().clearSession();
  useSiteRoutes();
});
afterEach(() => jest.useRealTimers());

async function runIdle() {
  const run = idle.shift();
  run?.();
  // the module's promise settles, then the next page waits for the next idle moment
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
}

describe('prefetch on idle', () => {
  it('a guest gets the pages their remotes mark one tap away for guests and for all; a member those for members and for all', () => {
    const keys = (guest: boolean) => pagesOneTapAway(useRouteStore.getState().table.routes, guest).map((r) => r.key);
    expect(keys(true)).toEqual(['login', 'gameList']);
    expect(keys(false)).toEqual(['gameList', 'deposit']);
  });

  it('is unwelcome on Save-Data and on 2g', () => {
    expect(prefetchUnwelcome({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(prefetchUnwelcome({ effectiveType: '2g' })).toBe(true);
    expect(prefetchUnwelcome({ effectiveType: 'slow-2g' })).toBe(true);
    expect(prefetchUnwelcome({ effectiveType: '4g' })).toBe(false);
    expect(prefetchUnwelcome(undefined)).toBe(false);
  });

  it('waits for a quiet network and an idle moment, then downloads one page per idle moment (never runs it); a failure does not stop the next', async () => {
    preloadRemote.mockRejectedValueOnce(new Error('down'));
    prefetchWhenIdle('/m/home');
    expect(idle).toHaveLength(0);
    // the network has to stay quiet for two full seconds after the first check
    jest.advanceTimersByTime(2000);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(2000);
    expect(preloadRemote).not.toHaveBeenCalled();
    await runIdle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenLastCalledWith(preloaded('mf_auth', './LoginPage'));
    await runIdle();
    expect(preloadRemote).toHaveBeenLastCalledWith(preloaded('mf_lobby', './GameListPage'));
    expect(preloadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it("then fetches the shell's parts that must be at hand offline, one per idle moment", async () => {
    const part = jest.fn(() => Promise.resolve());
    prefetchWhenIdle('/m/home', [part]);
    jest.advanceTimersByTime(4000);
    await runIdle();
    await runIdle();
    expect(part).not.toHaveBeenCalled();
    await runIdle();
    expect(preloadRemote).toHaveBeenCalledTimes(2);
    expect(part).toHaveBeenCalledTimes(1);
  });

  it('skips the page already open: a member on the game lists gets the deposit page only, a member on it nothing', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'u', type: 0, firstTimeLogin: false });
    prefetchWhenIdle('/m/gameList');
    jest.advanceTimersByTime(4000);
    await runIdle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mf_cashier', exposes: ['./DepositPage'] })]);
    await runIdle();
    expect(idle).toHaveLength(0);
    preloadRemote.mockClear();
    useSiteRoutes(SITE_ROUTES.map((m) => ({ ...m, routes: m.routes.filter((r) => r.key !== 'gameList') })));
    prefetchWhenIdle('/m/voucherCenter');
    jest.advanceTimersByTime(4000);
    await runIdle();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
