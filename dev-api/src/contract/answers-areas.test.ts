import { readdirSync } from 'node:fs';
import { PLATFORM_AREAS, PLATFORM_CALLS } from '@wl/platform-contract/calls';

// Each area of the contract has its answers test (answers-<area>.test.ts), which fails on a call of its
// area with no case: together they answer every call of PLATFORM_CALLS.

it('has an answers test for exactly the areas of the contract', () => {
  const tested = readdirSync(new URL('.', import.meta.url))
    .map((file) => /^answers-(.+)\.test\.ts$/.exec(file)?.[1])
    .filter((area) => area !== undefined && area !== 'areas');
  expect(tested.sort()).toEqual(Object.keys(PLATFORM_AREAS).sort());
});

it('puts every call in one area, under a name of its own', () => {
  const names = PLATFORM_CALLS.map((call) => call.name);
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBe(names.length);
  const routes = PLATFORM_CALLS.map((call) => `${call.method} ${call.path}`);
  expect(new Set(routes).size).toBe(routes.length);
});
