// @wl/plain's public API, entry by entry: a name that goes or comes is a decision (a major or a minor of this
// package), so each entry's values and types are listed here. @wl/shared's 5.x entries of the same names re-export
// these (decision 058): its own test checks that they still offer every name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as accounts from './accounts.ts';
import * as address from './address.ts';
import * as calls from './calls.ts';
import * as fetchWithTimeout from './fetch-with-timeout.ts';
import * as format from './format.ts';
import * as frames from './frames.ts';
import * as markup from './markup.ts';
import * as releaseShare from './release-share.ts';
import * as routes from './route-manifest.ts';
import * as startupCalls from './startup-calls.ts';

const DIR = path.resolve(__dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(DIR, 'package.json'), 'utf8')) as { exports: Record<string, string> };

const API = {
  './routes': {
    module: routes,
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
    types: [
      'FirstScreen',
      'MenuEntry',
      'MenuIcon',
      'MenuName',
      'RouteDeclaration',
      'RouteEntry',
      'AnswerImages',
      'RouteCall',
      'RouteGate',
      'RouteLayout',
      'RouteManifest',
      'RouteRedirect',
      'RouteTable',
      'RouteTitles',
      'RouteVariant',
      'ShellSlot',
    ],
  },
  './frames': {
    module: frames,
    values: ['FRAME_KEYS', 'FRAME_LAYOUTS', 'PAGE_SLOT', 'TITLE_MARK', 'frameOf', 'memberFrame', 'recordRows', 'titleMark'],
    types: ['FilledParts', 'FrameKey', 'KeepContext', 'Kept', 'PartFill', 'RecordRow'],
  },
  './release-share': {
    module: releaseShare,
    values: ['DEVICE_COOKIE', 'DEVICE_ID', 'FELL_BACK_COOKIE', 'deviceReleases', 'formatFellBack', 'inShare', 'parseFellBack'],
    types: ['DeviceRelease', 'ReleaseSource'],
  },
  './startup-calls': { module: startupCalls, values: ['STARTUP', 'STARTUP_CALLS', 'flattenFlags'], types: ['FlagNode', 'Flags'] },
  './fetch-with-timeout': { module: fetchWithTimeout, values: ['LOAD_TIMEOUT_MS', 'fetchWithTimeout'], types: ['TimeoutOptions'] },
  './address': { module: address, values: ['fullUrl', 'queryString'], types: [] },
  './calls': {
    module: calls,
    values: ['PLATFORM_TIME_ZONE', 'acceptedParams', 'callParams', 'dayIn', 'daysBefore'],
    types: ['CallParams', 'CallQuery', 'CallValue'],
  },
  './markup': { module: markup, values: ['ADDRESS_ELEMENTS', 'TEXT_ELEMENTS', 'bareMarkup'], types: [] },
  './format': {
    module: format,
    values: [
      'PLATFORM_TIME_ZONE',
      'dateText',
      'daysSince',
      'groupThousands',
      'instantOf',
      'languageDigits',
      'latinDigits',
      'moneyText',
      'numberText',
      'scaled',
      'toNumber',
      'unitsText',
      'wallText',
      'wallTimeAt',
      'wallTimeOf',
      'writersFor',
    ],
    types: ['DateInput', 'DateKind', 'NumberInput', 'WallTime', 'Writers'],
  },
  './accounts': {
    module: accounts,
    values: ['NON_AGENT_TYPES', 'NO_DIVIDEND_TYPES', 'TRIAL_TYPE', 'isAgentType', 'isTrialType'],
    types: [],
  },
} as const;

/** the types a file declares for export, read from its source (types leave nothing at run time) */
const typesOf = (file: string) =>
  [...readFileSync(path.join(DIR, file), 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]!).sort();

describe("@wl/plain's public API", () => {
  it('has these entries, each a file of src/', () => {
    expect(
      Object.keys(pkg.exports)
        .filter((entry) => entry !== './package.json')
        .sort(),
    ).toEqual(Object.keys(API).sort());
  });

  it.each(Object.entries(API))('%s exports these values, no more and no fewer', (_entry, { module, values }) => {
    expect(Object.keys(module).sort()).toEqual([...values].sort());
  });

  it.each(Object.entries(API))('%s exports these types, no more and no fewer', (entry, { types }) => {
    expect(typesOf(pkg.exports[entry]!)).toEqual([...types].sort());
  });
});
