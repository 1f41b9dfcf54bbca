import { rmSync } from 'node:fs';

/** The run's temp folder goes, with everything the run left in it (playwright.config.ts). */
export default function removeRunTemp() {
  if (process.env.WL_RUN_TEMP) rmSync(process.env.WL_RUN_TEMP, { recursive: true, force: true });
}
