import { deviceReleases } from '@wl/plain/release-share';
import { pageDevice, readCookies } from './device.ts';
import { type BrandRuntimeFile, forDevice } from './runtime-file.ts';

const file = {
  id: 'khela24',
  remotes: { 'mf-cashier': '/releases/mf-cashier/1.1.0/mf-manifest.json', 'mf-lobby': '/releases/mf-lobby/1.0.0/mf-manifest.json' },
  releases: { 'mf-cashier': '1.1.0', 'mf-lobby': '1.0.0' },
  canary: { 'mf-cashier': { url: '/releases/mf-cashier/1.2.0/mf-manifest.json', release: '1.2.0', share: 50 } },
  routeManifests: {},
} as unknown as BrandRuntimeFile;

describe('the device of a page request (issue 23)', () => {
  it('reads the id and the failed candidates the shell keeps, and sets nothing then', () => {
    const device = pageDevice('lang=bn; wl_device=0f6b1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4; wl_fell_back=mf-cashier%3A1.2.0', false);
    expect(device).toEqual({ id: '0f6b1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', fellBack: { 'mf-cashier': '1.2.0' }, setCookie: null });
  });

  it('gives a first visit (or a tampered id) a new random id with the page, for a year, first-party only', () => {
    for (const header of [undefined, 'wl_device=<script>', 'wl_device=short']) {
      const device = pageDevice(header, true);
      expect(device.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(device.setCookie).toBe(`wl_device=${device.id}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    }
    expect(pageDevice(undefined, false).setCookie).not.toContain('Secure');
  });

  it('hints the releases the shell will choose for that device, with the same function', () => {
    for (let i = 0; i < 50; i += 1) {
      const { id } = pageDevice(undefined, false);
      const chosen = deviceReleases(file, id);
      expect(forDevice(file, id).remotes).toEqual({ 'mf-cashier': chosen['mf-cashier']!.url, 'mf-lobby': chosen['mf-lobby']!.url });
    }
    // a device whose candidate failed this session is hinted the stable release
    const inside = Array.from({ length: 40 }, () => pageDevice(undefined, false).id).find(
      (id) => deviceReleases(file, id)['mf-cashier']!.release === '1.2.0',
    )!;
    expect(forDevice(file, inside).remotes['mf-cashier']).toContain('/1.2.0/');
    expect(forDevice(file, inside, { 'mf-cashier': '1.2.0' }).remotes['mf-cashier']).toContain('/1.1.0/');
  });

  it('reads cookies by name, the first of a repeated one', () => {
    expect(readCookies('a=1; b=2; a=3; broken; =x')).toEqual({ a: '1', b: '2' });
  });
});
