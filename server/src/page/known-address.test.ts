import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from '@wl/plain/routes';
import { isKnownAddress, SHELL_SCREEN_PATHS } from './known-address.ts';

const manifest = (remote: string, routes: { key: string; path: string; aliases?: string[] }[]): RouteManifest => ({
  remote,
  routes: routes.map((route) => ({ ...route, module: './Page', titles: { bn: route.key, en: route.key } })),
});
const file = (extra: Partial<Parameters<typeof isKnownAddress>[0]> = {}) => ({
  remotes: { 'mf-lobby': 'http://x/lobby.json', 'mf-auth': 'http://x/auth.json' },
  routeManifests: {
    'mf-lobby': manifest('mf-lobby', [{ key: 'home', path: '/m/home' }]),
    'mf-auth': manifest('mf-auth', [{ key: 'register', path: '/m/register', aliases: ['/register.html'] }]),
  },
  canary: {},
  ...extra,
});

describe('which addresses are pages of the site (issue 37 item 7)', () => {
  it("knows the routes, their aliases, the home's aliases and the shell's screens, as the shell's router matches them", () => {
    for (const address of ['/m/home', '/M/Home/', '/m/register', '/register.html', '/', '/m', '/m/maintenance', '/m/%68ome', '/index.html'])
      expect([address, isKnownAddress(file(), address)]).toEqual([address, true]);
    for (const address of ['/m/nope', '/m/home/x', '/index.htm', '/m/%zz'])
      expect([address, isKnownAddress(file(), address)]).toEqual([address, false]);
  });

  it("knows a canary candidate's new routes, and cannot tell when a remote's or a candidate's routes are unread", () => {
    const candidate = { url: 'http://x/lobby2.json', release: '2.0.0', share: 10 };
    const lobby2 = manifest('mf-lobby', [
      { key: 'home', path: '/m/home' },
      { key: 'club', path: '/m/club' },
    ]);
    expect(isKnownAddress(file({ canary: { 'mf-lobby': { ...candidate, routeManifest: lobby2 } } }), '/m/club')).toBe(true);
    expect(isKnownAddress(file({ canary: { 'mf-lobby': candidate } }), '/m/club')).toBeNull();
    expect(
      isKnownAddress(file({ routeManifests: { 'mf-lobby': manifest('mf-lobby', [{ key: 'home', path: '/m/home' }]) } }), '/m/nope'),
    ).toBeNull();
    expect(isKnownAddress({ remotes: {}, routeManifests: {}, canary: {} }, '/m/nope')).toBeNull();
  });

  it("names the shell's own screens as the shell does", () => {
    const shell = readFileSync(path.resolve(import.meta.dirname, '../../../shell/src/app/route-table.ts'), 'utf8');
    const screens = /SHELL_SCREENS = \{([^}]*)\}/.exec(shell)?.[1] ?? '';
    expect([...screens.matchAll(/'(\/[^']+)'/g)].map((m) => m[1]).sort()).toEqual([...SHELL_SCREEN_PATHS].sort());
  });
});
