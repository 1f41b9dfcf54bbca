// Every file a test run writes under the system's temp folder goes into one folder of the run's own, removed when the
// run ends (run-temp-teardown.cjs). The tests make their folders with mkdtemp(tmpdir()) and seldom remove them: a
// whole run left about 1,300 folders and 1 GB behind (a real etcd's data is 62 MB), which a CI machine that keeps its
// /tmp piles up run after run. The workers start after the global setup and inherit its TMPDIR.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async () => {
  process.env.WL_RUN_TEMP = mkdtempSync(path.join(tmpdir(), 'wl-jest-'));
  process.env.TMPDIR = process.env.WL_RUN_TEMP;
};
