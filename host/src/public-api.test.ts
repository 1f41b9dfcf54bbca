// The host's public API, as its README lists it (decision 075): a name added or dropped is a change of the README too.
import * as host from './index.ts';
import * as standalone from './standalone/index.ts';

it("exports the host's services and the runner of a remote alone, and nothing else", () => {
  expect(Object.keys(host).sort()).toEqual([
    'applyTheme',
    'fetchRuntimeConfig',
    'followLanguage',
    'loadPlatformSettings',
    'resolveRemoteUrl',
    'startupMode',
  ]);
  expect(Object.keys(standalone)).toEqual(['runStandalone']);
});
