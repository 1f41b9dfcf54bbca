/**
 * The platform calls of every start (the status, the whitelabel flags, the site info), in one place: the
 * shell makes them, and the server that serves the shell starts them from the page's HTML already
 * (server/src/page/critical-path.ts; the HTTP layer then takes those answers, http/early-calls.ts).
 */
export const STARTUP_CALLS = {
  status: '/wps/system/status',
  flags: '/wps/system/whitelabel',
  siteInfo: '/wps/system/settings/consolidated',
} as const;
