// The 5.x entries that @wl/plain now holds (decision 058): released remotes built on @wl/shared 5 import them, so each
// keeps every value it had in 5.8.0, whatever @wl/plain's own major does. (Their types are @wl/plain's, checked by the
// typecheck of every part that imports them.)
import * as plainFetch from '@wl/plain/fetch-with-timeout';
import * as plainFrames from '@wl/plain/frames';
import * as plainShare from '@wl/plain/release-share';
import * as plainRoutes from '@wl/plain/routes';
import * as plainCalls from '@wl/plain/startup-calls';
import * as fetchWithTimeout from './fetch-with-timeout.ts';
import * as frames from './frames.ts';
import * as releaseShare from './release-share.ts';
import * as routes from './routes.ts';
import * as startupCalls from './startup-calls.ts';

const ENTRIES = [
  {
    entry: '@wl/shared/routes',
    module: routes,
    plain: plainRoutes,
    values: [
      'DEFAULT_LAYOUT',
      'HOME_ALIASES',
      'HOME_ROUTE',
      'MENUS',
      'MENU_ICONS',
      'buildRouteTable',
      'declaredEntries',
      'defineRoutes',
      'routeConflicts',
      'routeManifestProblems',
      'routeOfPath',
      'withDeclared',
      'withQuery',
    ],
  },
  {
    entry: '@wl/shared/frames',
    module: frames,
    plain: plainFrames,
    values: ['FRAME_LAYOUTS', 'PAGE_SLOT', 'TITLE_MARK', 'frameOf', 'titleMark'],
  },
  {
    entry: '@wl/shared/release-share',
    module: releaseShare,
    plain: plainShare,
    values: ['DEVICE_COOKIE', 'DEVICE_ID', 'FELL_BACK_COOKIE', 'deviceReleases', 'formatFellBack', 'inShare', 'parseFellBack'],
  },
  { entry: '@wl/shared/startup-calls', module: startupCalls, plain: plainCalls, values: ['STARTUP', 'STARTUP_CALLS', 'flattenFlags'] },
  { entry: '@wl/shared/fetch-with-timeout', module: fetchWithTimeout, plain: plainFetch, values: ['LOAD_TIMEOUT_MS', 'fetchWithTimeout'] },
];

describe("@wl/shared's 5.x entries over @wl/plain", () => {
  it.each(ENTRIES)('$entry keeps every value it had in 5.8.0', ({ module, values }) => {
    expect(Object.keys(module).sort()).toEqual(expect.arrayContaining(values));
  });

  it.each(ENTRIES)("$entry is @wl/plain's own: the same functions and data, not a copy", ({ module, plain }) => {
    for (const [name, value] of Object.entries(plain)) expect((module as Record<string, unknown>)[name]).toBe(value);
  });
});
