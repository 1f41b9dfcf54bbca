// Debian's Chromium as every browser run here launches it: the tests, the bundle report, the dev-mode check.
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

/** The same without V8's JIT, for the memory soak: its warm-up grows the heap (perf/memory-soak.ts says why). */
export const JITLESS = { ...chromiumLaunch, args: [...chromiumLaunch.args, '--js-flags=--jitless'] };
