import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The layering is data (.dependency-cruiser.cjs, decision 056), and the router's one copy a Biome rule (decision 005):
// this writes files that break each rule where it applies, checks them with the repository's own configuration, and
// expects every break named by its rule, and what the layering allows to pass. The files sit in the packages
// themselves (the rules are by path), each beside existing files and only for the one run of each tool.
const ROOT = path.resolve(import.meta.dirname, '../../..');

interface Probe {
  /** the folder it is written in, from the root */
  dir: string;
  line: string;
  /** the rules it breaks; none for what the layering allows */
  rules: string[];
  /** written as a test file */
  test?: boolean;
}

const REMOTE = 'mf-cashier/src/features/withdraw';
const PROBES: Probe[] = [
  // issue 41 item 5's three: a remote's internals from another remote, the dev API from server/src, a shell module
  // from a remote
  {
    dir: REMOTE,
    line: "import { useWinners } from '../../../../mf-lobby/src/features/home/index.ts';",
    rules: ['no-remote-imports-another-remote', 'no-relative-path-into-another-package'],
  },
  { dir: 'server/src', line: "import { createDevApi } from '@wl/dev-api';", rules: ['server-imports-no-platform'] },
  { dir: REMOTE, line: "import { routeTable } from '../../../../shell/src/app/route-table.ts';", rules: ['nothing-imports-the-shell'] },

  { dir: REMOTE, line: "import { HomePage } from 'mf-lobby';", rules: ['no-remote-imports-another-remote'] },
  { dir: REMOTE, line: "import { App } from 'shell';", rules: ['nothing-imports-the-shell'] },
  { dir: REMOTE, line: "import { createDevApi } from '@wl/dev-api';", rules: ['dev-api-only-from-tests-and-the-demo'] },
  {
    dir: REMOTE,
    line: "import { http } from '@wl/kit/http';",
    rules: ['kit-entries-a-remote-may-use', 'workspace-packages-by-their-exports'],
  },
  {
    dir: REMOTE,
    line: "import { defineRoutes } from '@wl/kit/routes';",
    rules: ['kit-entries-a-remote-may-use', 'workspace-packages-by-their-exports'],
  },
  // the 5.x facade is for the releases built on it (decision 058): nothing new imports it, in a remote or elsewhere
  {
    dir: REMOTE,
    line: "import { api } from '@wl/shared';",
    rules: ['nothing-new-imports-the-facade', 'workspace-packages-by-their-exports'],
  },
  { dir: 'shell/src/app', line: "import { api } from '@wl/shared';", rules: ['nothing-new-imports-the-facade'] },
  { dir: 'e2e/lib', line: "import { http } from '@wl/kit/legacy';", rules: ['the-kit-s-legacy-entry-is-the-facade-s'] },
  {
    dir: 'shell/src/app',
    line: "import { NavLink } from '@wl/kit/legacy';",
    rules: ['the-kit-s-legacy-entry-is-the-facade-s', 'kit-entries-the-shell-may-use'],
  },
  {
    dir: REMOTE,
    line: "import { buildRouteTable } from '../../../../kit/src/routes/route-table.ts';",
    rules: ['no-relative-path-into-another-package', 'kit-entries-a-remote-may-use'],
  },
  { dir: REMOTE, line: "import { BankPay } from '../deposit/components/bank-pay.tsx';", rules: ['features-through-their-index'] },
  { dir: REMOTE, line: "import { createApp } from '@wl/server';", rules: ['the-browser-imports-no-server-side'] },
  { dir: REMOTE, line: "import { describeExposes } from '@wl/testing';", rules: ['test-kits-in-tests-only'] },
  {
    dir: 'shell/src/app',
    line: "import { infiniteQueryOptions } from '@wl/kit/infinite-query';",
    rules: ['kit-entries-the-shell-may-use'],
  },
  { dir: REMOTE, line: "import { applyTheme } from '@wl/host';", rules: ['host-entries-a-remote-may-use'] },
  { dir: 'kit/src/config', line: "import { fetchRuntimeConfig } from '@wl/host';", rules: ['the-kit-has-no-host'] },
  { dir: 'host/src', line: "import { FormField } from '@wl/kit/forms';", rules: ['the-host-is-below-the-shell'] },
  { dir: 'kit/src/forms', line: "import { required } from '@wl/validation';", rules: ['the-kit-is-below-the-remotes'] },
  { dir: 'libs/platform-contract/src', line: "import { paths } from '@wl/kit';", rules: ['libs-are-the-floor'] },
  { dir: 'libs/validation/src', line: "import { exposes } from 'mf-auth';", rules: ['validation-builds-on-the-kit-only'] },
  { dir: 'server/src', line: "import { createDevApi } from '../../dev-api/src/index.ts';", rules: ['server-imports-no-platform'] },
  { dir: 'server/src', line: "import { paths } from '@wl/kit';", rules: ['the-server-imports-no-kit'] },
  {
    dir: 'server/src',
    line: "import { paths } from '@wl/shared';",
    rules: ['the-server-imports-no-kit', 'nothing-new-imports-the-facade'],
  },
  // @wl/plain is a lib (decision 058): @wl/kit re-exports it, never the reverse; and it holds no state of the page
  { dir: 'libs/plain/src', line: "import { paths } from '@wl/kit';", rules: ['libs-are-the-floor'] },
  {
    dir: 'libs/plain/src',
    line: "import { buildRouteTable } from '../../../kit/src/routes/route-table.ts';",
    rules: ['libs-are-the-floor', 'no-relative-path-into-another-package'],
  },
  { dir: 'libs/plain/src', line: "import { create } from 'zustand';", rules: ['plain-holds-no-page-state'] },
  { dir: 'libs/plain/src', line: "import { useState } from 'react';", rules: ['plain-holds-no-page-state'] },
  { dir: 'server/src', line: "import { required } from '@wl/validation';", rules: ['the-server-builds-on-libs'] },
  { dir: 'server/src', line: "import { federatedConfig } from '@wl/build';", rules: ['the-server-builds-on-libs'] },
  { dir: 'server/src', line: "import { firstScreens } from 'mf-lobby/first-screen';", rules: ['remotes-are-loaded-not-imported'] },
  { dir: 'server/src', line: "import { freePort } from '../../scripts/lib/free-port.ts';", rules: ['scripts-are-the-repositorys-own'] },
  { dir: 'dev-api/src', line: "import { paths } from '@wl/kit';", rules: ['dev-api-is-a-backend'] },
  {
    dir: 'e2e/lib',
    line: "import { inShare } from '../../libs/plain/src/release-share.ts';",
    rules: ['no-relative-path-into-another-package'],
  },
  {
    dir: 'scripts',
    line: "import { releaseOrigin } from '../server/src/release-origin.ts';",
    rules: ['no-relative-path-into-another-package'],
  },
  { dir: 'scripts', line: "import { releaseOrigin } from '@wl/server/release-origin';", rules: ['workspace-packages-by-their-exports'] },

  // what the layering allows, each where it is used: a remote on @wl/kit and another feature's index, the server
  // on @wl/plain, e2e and the scripts by the packages' names, a test on the dev API and the test kits
  { dir: REMOTE, line: "import { paths } from '@wl/kit';\nimport { defineRoutes } from '@wl/plain/routes';", rules: [] },
  {
    dir: 'shared/src',
    line: "import { api } from '@wl/kit';\nimport { http } from '@wl/kit/legacy';\nimport { defineRoutes } from '@wl/plain/routes';",
    rules: [],
  },
  { dir: REMOTE, line: "import * as deposit from '../deposit/index.ts';\nimport { Field } from '@wl/kit/forms';", rules: [] },
  {
    dir: 'server/src',
    line: "import { inShare } from '@wl/plain/release-share';\nimport { pagePolicy } from '@wl/build/security-policy';\nimport { html } from '@wl/http-answers/html-page';",
    rules: [],
  },
  {
    dir: 'e2e/lib',
    line: "import { inShare } from '@wl/plain/release-share';\nimport { precompressFile } from '@wl/build/precompress';",
    rules: [],
  },
  {
    dir: 'shell/src/app',
    line: "import { frameOf } from '@wl/plain/frames';\nimport { defineRoutes } from '@wl/plain/routes';",
    rules: [],
  },
  { dir: 'kit/src/routes', line: "import { defineRoutes } from '@wl/plain/routes';", rules: [] },
  { dir: 'libs/plain/src', line: "import { startupCalls } from '@wl/platform-contract/calls/startup';", rules: [] },
  { dir: 'scripts', line: "import { releaseOrigin } from '@wl/server';\nimport { startDevApi } from '@wl/dev-api';", rules: [] },
  {
    dir: 'kit/src/http',
    line: "import { startDevApi } from '@wl/dev-api';\nimport { fail } from '@wl/jest/msw-routes';",
    rules: [],
    test: true,
  },
];
const fileOf = (probe: Probe, i: number) => path.join(probe.dir, `zz-boundary-probe-${i}${probe.test ? '.test' : ''}.ts`);
const FILES = PROBES.map(fileOf);

interface Violation {
  from: string;
  rule: { name: string };
}

/**
 * One cruise for every probe, of the probes alone and the files they import (under a second): one run for all, as for
 * Biome's probes before (issue 36: a run each made this file jest's slowest).
 */
function cruise(files: [file: string, source: string][]): Violation[] {
  for (const [file, source] of files) writeFileSync(path.join(ROOT, file), source);
  let output: string;
  try {
    output = execFileSync(
      path.join(ROOT, 'node_modules/.bin/depcruise'),
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--max-depth', '1', ...files.map(([file]) => file)],
      { cwd: ROOT, stdio: 'pipe' },
    ).toString();
  } catch (error) {
    output = String((error as { stdout: Buffer }).stdout);
  } finally {
    for (const [file] of files) rmSync(path.join(ROOT, file), { force: true });
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

const violations = cruise(PROBES.map((probe, i): [string, string] => [FILES[i]!, `${probe.line}\n`]));
const rulesOf = (file: string) => violations.filter((v) => v.from === file).map((v) => v.rule.name);

describe('the layering (dependency-cruiser) names every break by its rule', () => {
  it.each(PROBES.flatMap((probe, i) => probe.rules.map((rule) => [probe.dir, probe.line, rule, i] as const)))(
    '%s: %s -> %s',
    (_dir, _line, rule, i) => {
      expect(rulesOf(FILES[i]!)).toContain(rule);
    },
  );

  it('lets through what the layering allows', () => {
    const allowed = FILES.filter((_, i) => PROBES[i]!.rules.length === 0);
    expect(allowed.flatMap((file) => rulesOf(file).map((rule) => `${file}: ${rule}`))).toEqual([]);
  });

  it('probes every rule of the configuration', () => {
    const { forbidden } = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as { forbidden: { name: string }[] };
    const probed = new Set(PROBES.flatMap((probe) => probe.rules));
    expect(forbidden.map((rule) => rule.name).filter((name) => !probed.has(name))).toEqual([]);
  });
});

describe("the router's one copy and the facade's names (Biome)", () => {
  it.each([
    [
      'mf-auth/src',
      "import { useNavigate } from 'react-router';\nexport const used = [useNavigate];\n",
      'The router loads once, inside @wl/kit',
    ],
    [
      'shell/src/app',
      "import { useNavigate } from 'react-router';\nexport const used = [useNavigate];\n",
      'The router loads once, inside @wl/kit',
    ],
    [
      'kit/src/http',
      "import { useNavigate } from 'react-router';\nexport const used = [useNavigate];\n",
      'The router loads once, inside @wl/kit',
    ],
    // decision 058: the kit's namespace of dropped names is the facade's
    ['mf-lobby/src', "import { shared5 } from '@wl/kit';\nexport const used = [shared5];\n", 'shared5 holds the names of @wl/shared 5.x'],
  ])('refuses in %s: %s', (dir, source, message) => {
    const file = path.join(dir, 'zz-boundary-probe-router.ts');
    writeFileSync(path.join(ROOT, file), source);
    let output: string;
    try {
      // the one rule: without the project-wide ones Biome does not scan the project first (7 s)
      output = execFileSync(
        path.join(ROOT, 'node_modules/.bin/biome'),
        ['lint', '--colors=off', '--reporter=json', '--only=style/noRestrictedImports', file],
        { cwd: ROOT, stdio: 'pipe' },
      ).toString();
    } catch (error) {
      output = String((error as { stdout: Buffer }).stdout);
    } finally {
      rmSync(path.join(ROOT, file), { force: true });
    }
    const { diagnostics } = JSON.parse(output) as { diagnostics: { message: string }[] };
    expect(diagnostics.map((d) => d.message).join('\n')).toContain(message);
  });
});
