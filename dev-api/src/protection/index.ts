// Player protection's part of the dev API (decision 033, CONTRACT.md section 27).
export { protectionRoutes } from './protection-routes.ts';
export { ensureProtectionData } from './ensure-protection-data.ts';
export { refuseOverLimits } from './limits.ts';
export { activeExclusion, exclusionByContact, exclusionByDevice } from './exclusions.ts';
export { recordLogin, DEVICE_COOKIE } from './logins.ts';
export { recordSecurityEvent } from './security-events.ts';
export { playerExcluded } from './protection-errors.ts';
