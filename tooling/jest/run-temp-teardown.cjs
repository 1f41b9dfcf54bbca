// The run's temp folder goes, with everything its tests left in it (run-temp-setup.cjs).
const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.WL_RUN_TEMP) rmSync(process.env.WL_RUN_TEMP, { recursive: true, force: true });
};
