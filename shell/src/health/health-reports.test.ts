import { flushReports, report, resetReports, watchUncaughtErrors } from './health-reports.ts';

const beacons: { url: string; body: unknown }[] = [];
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  });
});
beforeEach(() => {
  beacons.length = 0;
  resetReports();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const bodies = async () => beacons.map((b) => JSON.parse(b.body as string) as { events: unknown[] });

describe('health reports from the page (issue 23)', () => {
  it('sends nothing until something happens, then one batch a few seconds after the first event', async () => {
    jest.advanceTimersByTime(60_000);
    expect(beacons).toHaveLength(0);
    report({ kind: 'fallback', remote: 'mf-cashier', release: '1.2.0' });
    report({ kind: 'load-failure', remote: 'mf-cashier', release: '1.2.0' });
    expect(beacons).toHaveLength(0);
    jest.advanceTimersByTime(5_000);
    expect(beacons.map((b) => b.url)).toEqual(['/ops/reports']);
    expect(await bodies()).toEqual([
      {
        events: [
          { kind: 'fallback', remote: 'mf-cashier', release: '1.2.0' },
          { kind: 'load-failure', remote: 'mf-cashier', release: '1.2.0' },
        ],
      },
    ]);
  });

  it('tells an event once per page, at most 20 a beacon and 50 a page', async () => {
    report({ kind: 'error', remote: 'mf-lobby', release: '1.0.0' });
    report({ kind: 'error', remote: 'mf-lobby', release: '1.0.0' });
    for (let i = 0; i < 60; i += 1) report({ kind: 'error', remote: `mf-x${i}`, release: '1.0.0' });
    flushReports();
    const sent = await bodies();
    expect(sent.map((b) => b.events.length)).toEqual([20, 20, 10]);
  });

  it('sends what is queued when the page is hidden', () => {
    report({ kind: 'error', remote: 'mf-lobby', release: '1.0.0' });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it("tells a remote's uncaught error against its release, and leaves the shell's own errors out", async () => {
    watchUncaughtErrors((url) =>
      url.startsWith('http://x/releases/mf-cashier/1.1.0/') ? { remote: 'mf-cashier', release: '1.1.0' } : null,
    );
    dispatchEvent(new ErrorEvent('error', { filename: 'http://x/releases/mf-cashier/1.1.0/320.e02cd667.js', message: 'boom' }));
    dispatchEvent(new ErrorEvent('error', { filename: 'http://x/main.fd8ad515.js', message: 'shell' }));
    flushReports();
    expect(await bodies()).toEqual([{ events: [{ kind: 'error', remote: 'mf-cashier', release: '1.1.0' }] }]);
  });
});
