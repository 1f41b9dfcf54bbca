import { type RuntimeConfig, setRoutes } from '@wl/kit';
import { flushVitals, resetVitals, routeKeyOf, watchVitals } from './vitals.ts';
import { startVitals } from './vitals-start.ts';

type Callback = (metric: Record<string, unknown>) => void;
const none: Callback = () => undefined;
const callbacks: Record<'LCP' | 'INP' | 'CLS', Callback> = { LCP: none, INP: none, CLS: none };
jest.mock('web-vitals', () => ({
  onLCP: (cb: Callback) => (callbacks.LCP = cb),
  onINP: (cb: Callback) => (callbacks.INP = cb),
  onCLS: (cb: Callback) => (callbacks.CLS = cb),
}));

const beacons: { url: string; body: string }[] = [];
beforeAll(() => {
  setRoutes([{ remote: 'mf-lobby', routes: [{ key: 'gameList', path: '/m/gameList', module: './GameListPage' }] }] as never);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => beacons.push({ url, body }) > 0,
  });
});
beforeEach(() => {
  beacons.length = 0;
  resetVitals();
});

const hide = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe("players' vitals (decision 040)", () => {
  it('measures the share of loads the runtime file names, and none without the setting', () => {
    const sampled = (vitals: { sampleRate?: number } | undefined, random: number) => {
      const settled = jest.fn();
      jest.spyOn(Math, 'random').mockReturnValue(random);
      startVitals({ vitals } as unknown as RuntimeConfig, settled);
      return settled.mock.calls.length === 1;
    };
    expect(sampled(undefined, 0)).toBe(false);
    expect(sampled({ sampleRate: 0 }, 0)).toBe(false);
    expect(sampled({ sampleRate: 0.1 }, 0.05)).toBe(true);
    expect(sampled({ sampleRate: 0.1 }, 0.5)).toBe(false);
    expect(sampled({ sampleRate: 1 }, 0.999)).toBe(true);
  });

  it('names a route by its key, never by the address', () => {
    expect(routeKeyOf('/m/gameList')).toBe('gameList');
    expect(routeKeyOf('/m/somewhere/demo01')).toBe('unknown');
  });

  it('sends nothing while the page is shown, then one batch of the route key, the metric and its rating when hidden', () => {
    hide('visible');
    watchVitals('/m/gameList');
    callbacks.LCP({ name: 'LCP', value: 1234.56, rating: 'good', navigationType: 'navigate', id: 'v5-1', entries: [] });
    expect(beacons).toHaveLength(0);
    // web-vitals tells CLS and INP in its own listeners of the same event, which run before the page's
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    callbacks.CLS({ name: 'CLS', value: 0.012345, rating: 'good', navigationType: 'navigate', id: 'v5-2', entries: [] });
    callbacks.INP({ name: 'INP', value: 88, rating: 'good', navigationType: 'reload', id: 'v5-3', entries: [] });
    hide('hidden');
    expect(beacons).toHaveLength(1);
    const sent = beacons.flatMap((b) => (JSON.parse(b.body) as { metrics: unknown[] }).metrics);
    expect(beacons.every((b) => b.url === '/ops/vitals')).toBe(true);
    expect(sent).toEqual([
      { route: 'gameList', metric: 'LCP', value: 1235, rating: 'good', nav: 'navigate', id: 'v5-1' },
      { route: 'gameList', metric: 'CLS', value: 0.0123, rating: 'good', nav: 'navigate', id: 'v5-2' },
      { route: 'gameList', metric: 'INP', value: 88, rating: 'good', nav: 'reload', id: 'v5-3' },
    ]);
    // what went is not sent again
    flushVitals();
    expect(beacons.flatMap((b) => (JSON.parse(b.body) as { metrics: unknown[] }).metrics)).toHaveLength(3);
    // shown again, a slower interaction, hidden again: INP is told again under the load's same id, for the server
    // to replace the value it has rather than count the load twice
    hide('visible');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    callbacks.INP({ name: 'INP', value: 140, rating: 'good', navigationType: 'reload', id: 'v5-3', entries: [] });
    hide('hidden');
    expect(beacons).toHaveLength(2);
    expect(JSON.parse(beacons[1]!.body)).toEqual({
      metrics: [{ route: 'gameList', metric: 'INP', value: 140, rating: 'good', nav: 'reload', id: 'v5-3' }],
    });
  });
});
