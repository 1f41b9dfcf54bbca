// The recipe runs in Node (rspack.config.ts), so its tests do too. Rspack 2 ships ESM only: the test
// script runs jest with --experimental-vm-modules, which lets Node 24 require it (docs/toolchain-facts.md).
module.exports = require('@wl/jest/preset.cjs')(__dirname, { testEnvironment: 'node' });
