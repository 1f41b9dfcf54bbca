import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteManifest } from '@wl/plain/routes';
import { builtManifests, manifestWithRoutes, sharedOnDemandByExpose } from './route-manifest.ts';

const titles = { bn: 'পাতা', en: 'Page' };
const kiosk: RouteManifest = { remote: 'mf-kiosk', routes: [{ key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles }] };

/** A workspace with another remote built in it, serving /m/club. */
function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-routes-'));
  mkdirSync(path.join(dir, 'mf-club/dist'), { recursive: true });
  const club: RouteManifest = { remote: 'mf-club', routes: [{ key: 'club', path: '/m/club', module: './ClubPage', titles }] };
  writeFileSync(path.join(dir, 'mf-club/dist/mf-manifest.json'), JSON.stringify({ metaData: { routeManifest: club } }));
  return dir;
}

/** A module of a chunk: its identifier, and the names it imports from @wl/kit. */
type Module = string | { id: string; fromShared: string[] };

/** A compilation's chunk graph as the manifest hook reads it: per expose's chunk group, its chunks' modules and their imports. */
const graph = (groups: Record<string, Module[][]> = {}) => ({
  namedChunkGroups: { get: (name: string) => (groups[name] ? { chunks: groups[name] } : undefined) },
  chunkGraph: {
    getChunkModules: (chunk: never) =>
      (chunk as Module[]).map((m) =>
        typeof m === 'string'
          ? { identifier: () => m }
          : {
              identifier: () => m.id,
              // as rspack has them: a bare import of the module, then one specifier per name
              dependencies: [{ request: '@wl/kit' }, ...m.fromShared.map((name) => ({ request: '@wl/kit', ids: [name] }))],
            },
      ),
  },
});

const build = (manifest: RouteManifest, exposes: Record<string, string>, dir = workspace()) => {
  const stats = { metaData: {} as { routeManifest?: RouteManifest } };
  return () => manifestWithRoutes({ manifest, exposes, workspace: dir }).additionalData({ stats, compilation: graph() });
};

describe('the on-demand shared entries an expose uses', () => {
  it("finds the expose whose own chunks consume one (the server preloads it beside the page's code), and only that one", () => {
    const consume = 'consume shared module (default) @wl/kit/infinite-query@^5.108.4 (singleton) (strict) (fallback: x.js)';
    const compilation = graph({
      __federation_expose_ListPage: [['./src/pages/list-page.tsx'], ['./src/grid.tsx', consume]],
      __federation_expose_HomePage: [['./src/pages/home-page.tsx', 'consume shared module (default) @wl/kit@^5.4.0 (singleton)']],
      // the remote's own copies of the form library and kit (decision 065)
      __federation_expose_FormPage: [
        ['consume shared module (default) react-hook-form@^7.92.0 (singleton) (strict) (fallback: y.js)'],
        ['consume shared module (default) @wl/kit/forms@^5.8.0 (fallback: z.js)'],
      ],
    });
    expect(sharedOnDemandByExpose(compilation, { './ListPage': 'a', './HomePage': 'b', './FormPage': 'f', './Gone': 'c' })).toEqual({
      './ListPage': ['@wl/kit/infinite-query'],
      './FormPage': ['@wl/kit/forms', 'react-hook-form'],
    });
  });

  it("finds the expose that renders one of @wl/kit's lazy kits (decision 070) by the names its modules import", () => {
    const compilation = graph({
      __federation_expose_RecordsPage: [[{ id: './src/features/records/index.ts', fromShared: ['api', 'RecordsList', 'formatMoney'] }]],
      __federation_expose_FilterPage: [[{ id: './src/filter.tsx', fromShared: ['DateRangePicker'] }]],
      // the kit's other names come with the start: they preload nothing
      __federation_expose_DepositPage: [[{ id: './src/deposit.tsx', fromShared: ['RecordFields', 'StatusBadge', 'api'] }]],
    });
    expect(sharedOnDemandByExpose(compilation, { './RecordsPage': 'r', './FilterPage': 'f', './DepositPage': 'd' })).toEqual({
      './RecordsPage': ['@wl/kit:records'],
      './FilterPage': ['@wl/kit:records'],
    });
  });
});

describe("a remote's build and its route manifest", () => {
  it('writes the manifest into mf-manifest.json metaData', () => {
    expect(build(kiosk, { './TopUpPage': './src/pages/top-up-page.tsx' })().metaData.routeManifest).toEqual(kiosk);
  });

  it('fails on a page it does not expose, a title missing in a language, or a path another built remote serves', () => {
    const bad: RouteManifest = {
      remote: 'mf-kiosk',
      routes: [
        { key: 'topUp', path: '/m/topUp', module: './TopUpPage', titles: { bn: 'টপ-আপ', en: '' } },
        { key: 'clubToo', path: '/m/club', module: './ClubPage', titles },
      ],
    };
    expect(build(bad, { './TopUpPage': 'x' })).toThrow(
      [
        'mf-kiosk: the route manifest is refused:',
        '- mf-kiosk route topUp: no en title',
        '- mf-kiosk route clubToo: ./ClubPage is not exposed by mf-kiosk',
        "- mf-kiosk route clubToo: /m/club is already mf-club's",
      ].join('\n'),
    );
  });

  it("reads the other built remotes' manifests, not its own earlier build", () => {
    const dir = workspace();
    mkdirSync(path.join(dir, 'mf-kiosk/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'mf-kiosk/dist/mf-manifest.json'), JSON.stringify({ metaData: { routeManifest: kiosk } }));
    expect(builtManifests(dir, 'mf-kiosk').map((m) => m.remote)).toEqual(['mf-club']);
  });
});
