import { startupCalls } from '@wl/platform-contract/calls/startup';

/**
 * The platform calls of every start (the status, the whitelabel flags, the site info), as the contract has them:
 * the shell makes them, and the server that serves the shell starts them from the page's HTML already
 * (server/src/page/critical-path.ts; the HTTP layer then takes those answers, http/early-calls.ts).
 */
export const STARTUP = startupCalls;

/** Their paths. */
export const STARTUP_CALLS = {
  status: startupCalls.status.path,
  flags: startupCalls.flags.path,
  siteInfo: startupCalls.siteInfo.path,
} as const;
