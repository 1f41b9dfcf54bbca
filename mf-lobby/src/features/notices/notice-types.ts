/** The platform notices of the mobile site: bulletins, platform and home notices, popups. No imports: routes.ts reads it. */
export const NOTICE_TYPES = 'B,PL,PU,H';
