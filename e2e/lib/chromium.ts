import { existsSync } from 'node:fs';

// Debian's Chromium as every browser run here launches it: the full browser for the perf gate, the bundle report,
// the screens and the dev-mode check; the Playwright suite's shell below.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // without the background-networking flags Chromium floods the closed network (docs/toolchain-facts.md)
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The Playwright suite's browser: Debian's chromium-headless-shell, the same Chromium without the full browser's
 * layers, which is what Playwright's own headless runs use. The whole suite on this 2-core machine, same session:
 * 596 s and 966 CPU-seconds in the full browser, 462 s and 696 CPU-seconds in the shell, every test passing in both
 * (decision 044's stop 44 addendum). The perf gate, the bundle report and the screens keep the full browser players
 * run: the gate's ratios and false-failure rate were measured on it (decision 039).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const suiteLaunch = {
  ...chromiumLaunch,
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunch.executablePath),
};

/** The same without V8's JIT, for the memory soak: its warm-up grows the heap (perf/memory-soak.ts says why). */
export const JITLESS = { ...suiteLaunch, args: [...suiteLaunch.args, '--js-flags=--jitless'] };
