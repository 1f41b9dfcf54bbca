import { deviceReleases, inShare, type ReleaseSource } from './release-share.ts';

const config = (share: number) =>
  ({
    remotes: { 'mf-cashier': '/releases/mf-cashier/1.1.0/mf-manifest.json', 'mf-lobby': 'http://{hostname}:8082/mf-manifest.json' },
    releases: { 'mf-cashier': '1.1.0', 'mf-lobby': null },
    canary: { 'mf-cashier': { url: '/releases/mf-cashier/1.2.0/mf-manifest.json', release: '1.2.0', share } },
  }) as ReleaseSource;

const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID());

describe("a canary's share of devices (issue 23)", () => {
  it('holds about the stated share of 1,000 random device ids, and gives each the same answer every time', () => {
    for (const share of [5, 10, 50, 90]) {
      const devices = ids(1000);
      const inside = devices.filter((d) => inShare(d, 'mf-cashier', '1.2.0', share));
      // a binomial spread: within five standard deviations of the share
      const spread = 5 * Math.sqrt(1000 * (share / 100) * (1 - share / 100));
      expect(Math.abs(inside.length - share * 10)).toBeLessThan(spread);
      // sticky: the same devices asked again, after "reloads", get the same answers
      for (let reload = 0; reload < 3; reload += 1) expect(devices.filter((d) => inShare(d, 'mf-cashier', '1.2.0', share))).toEqual(inside);
    }
  });

  it('takes none at 0 and all at 100, and draws anew for a new candidate', () => {
    const devices = ids(200);
    expect(devices.some((d) => inShare(d, 'mf-cashier', '1.2.0', 0))).toBe(false);
    expect(devices.every((d) => inShare(d, 'mf-cashier', '1.2.0', 100))).toBe(true);
    const first = devices.filter((d) => inShare(d, 'mf-cashier', '1.2.0', 50));
    const next = devices.filter((d) => inShare(d, 'mf-cashier', '1.3.0', 50));
    expect(next).not.toEqual(first);
  });

  it('names the candidate and its stable release for a device in the share, and the stable one otherwise', () => {
    expect(deviceReleases(config(100), 'any-device-id-0001')['mf-cashier']).toEqual({
      url: '/releases/mf-cashier/1.2.0/mf-manifest.json',
      release: '1.2.0',
      stable: { url: '/releases/mf-cashier/1.1.0/mf-manifest.json', release: '1.1.0' },
    });
    expect(deviceReleases(config(0), 'any-device-id-0001')['mf-cashier']).toMatchObject({ release: '1.1.0', stable: null });
    expect(deviceReleases(config(100), 'any-device-id-0001')['mf-lobby']).toMatchObject({ release: 'url', stable: null });
  });

  it('runs the stable release where the candidate failed on this device, and on a device without an id', () => {
    expect(deviceReleases(config(100), 'any-device-id-0001', { 'mf-cashier': '1.2.0' })['mf-cashier']).toMatchObject({ release: '1.1.0' });
    // a newer candidate is tried again
    expect(deviceReleases(config(100), 'any-device-id-0001', { 'mf-cashier': '1.1.9' })['mf-cashier']).toMatchObject({ release: '1.2.0' });
    expect(deviceReleases(config(100), null)['mf-cashier']).toMatchObject({ release: '1.1.0', stable: null });
  });
});
