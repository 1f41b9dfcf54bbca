import type { RouteManifest, RuntimeConfig } from '@wl/kit';
import { loadRouteManifests } from './route-source.ts';

const titles = { bn: 'পাতা', en: 'Page' };
const kiosk: RouteManifest = { remote: 'mf-kiosk', routes: [{ key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles }] };
const club: RouteManifest = { remote: 'mf-club', routes: [{ key: 'club', path: '/m/club', module: './ClubPage', titles }] };
const config = (extra: Partial<RuntimeConfig>) => ({ remotes: {}, ...extra }) as RuntimeConfig;

describe('where the shell gets the routes of a start', () => {
  it('takes what the runtime file carries, asking no remote, in the order of its remotes', async () => {
    const fetchJson = jest.fn();
    const manifests = await loadRouteManifests(
      config({
        remotes: { 'mf-club': 'http://{hostname}:9/mf-manifest.json', 'mf-kiosk': 'http://{hostname}:8/mf-manifest.json' },
        routeManifests: { 'mf-kiosk': kiosk, 'mf-club': club },
      }),
      fetchJson,
    );
    expect(manifests.map((m) => m.remote)).toEqual(['mf-club', 'mf-kiosk']);
    expect(manifests[1]?.routes[0]?.path).toBe('/m/topUp');
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('asks a remote the runtime file carries nothing for for its mf-manifest.json; one that cannot answer has no routes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchJson = jest.fn(async (url: string) => {
      if (url.includes(':9/')) throw new Error('down');
      return { metaData: { routeManifest: kiosk } };
    });
    const manifests = await loadRouteManifests(
      config({ remotes: { 'mf-kiosk': 'http://{hostname}:8/mf-manifest.json', 'mf-club': 'http://{hostname}:9/mf-manifest.json' } }),
      fetchJson,
    );
    expect(fetchJson).toHaveBeenCalledWith('http://localhost:8/mf-manifest.json');
    expect(manifests).toEqual([
      { ...kiosk, remote: 'mf-kiosk' },
      { remote: 'mf-club', routes: [] },
    ]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mf-club'), expect.any(Error));
  });
});
