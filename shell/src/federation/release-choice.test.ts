import type { RuntimeConfig } from '@wl/kit';
import { chooseReleases, deviceId, fellBack, noteFallBack } from './release-choice.ts';

const config = (share: number): RuntimeConfig =>
  ({
    remotes: { 'mf-cashier': '/releases/mf-cashier/1.1.0/mf-manifest.json', 'mf-lobby': 'http://{hostname}:8082/mf-manifest.json' },
    releases: { 'mf-cashier': '1.1.0', 'mf-lobby': null },
    canary: { 'mf-cashier': { url: '/releases/mf-cashier/1.2.0/mf-manifest.json', release: '1.2.0', share } },
  }) as unknown as RuntimeConfig;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const cookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('wl_device='))
    ?.slice('wl_device='.length);
const dropCookies = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the code under test set
  document.cookie = 'wl_device=; Path=/; Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the same
  document.cookie = 'wl_fell_back=; Path=/; Max-Age=0';
};

describe('the release a device runs (issue 23)', () => {
  beforeEach(dropCookies);

  it('keeps one random id per device, in a cookie the server reads too, so a reload chooses the same release', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie()).toBe(id);
    expect(deviceId()).toBe(id);
    const first = chooseReleases(config(50));
    for (let i = 0; i < 5; i += 1) expect(chooseReleases(config(50)).get('mf-cashier')).toEqual(first.get('mf-cashier'));
  });

  it('takes the id the server gave the first page, and keeps an older one from local storage', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server's Set-Cookie, as the page sees it
    document.cookie = 'wl_device=0f6b1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4; Path=/';
    expect(deviceId()).toBe('0f6b1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4');
    dropCookies();
    localStorage.setItem('wl.device', 'older-device-id-1234');
    expect(deviceId()).toBe('older-device-id-1234');
    expect(cookie()).toBe('older-device-id-1234');
  });

  it('ignores a cookie that is not a device id', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a tampered cookie
    document.cookie = 'wl_device=<script>; Path=/';
    expect(deviceId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the candidate and its stable release for a device in the share, and the stable one otherwise', () => {
    expect(chooseReleases(config(100), 'any-device-id-0001').get('mf-cashier')).toEqual({
      remote: 'mf-cashier',
      url: '/releases/mf-cashier/1.2.0/mf-manifest.json',
      release: '1.2.0',
      stable: { url: '/releases/mf-cashier/1.1.0/mf-manifest.json', release: '1.1.0' },
    });
    expect(chooseReleases(config(0), 'any-device-id-0001').get('mf-cashier')).toMatchObject({ release: '1.1.0', stable: null });
  });

  it('runs the stable release for the rest of the session once the candidate failed here, and on a device that keeps nothing', () => {
    noteFallBack('mf-cashier', '1.2.0');
    expect(fellBack()).toEqual({ 'mf-cashier': '1.2.0' });
    // in a session cookie, which the server reads to hint the stable release's files
    expect(document.cookie).toContain('wl_fell_back=mf-cashier%3A1.2.0');
    expect(chooseReleases(config(100), 'any-device-id-0001').get('mf-cashier')).toMatchObject({ release: '1.1.0', stable: null });
    dropCookies();
    expect(chooseReleases(config(100), null).get('mf-cashier')).toMatchObject({ release: '1.1.0', stable: null });
  });
});
