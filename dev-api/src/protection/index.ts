// Player protection's part of the dev API (decision 033, CONTRACT.md section 27).
export { protectionRoutes } from './protection-routes.ts';
export { ensureProtectionData } from './ensure-protection-data.ts';
export { refuseOverLimits } from './limits.ts';
export { activeExclusion, canonicalEmail, canonicalMobile, exclusionByContact, exclusionByDevice } from './exclusions.ts';
export { refuseExcludedContact, refuseNewAccountOfExcluded, refuseOnExcludedDevice, type Door } from './covers-the-person.ts';
export { recordLogin, DEVICE_COOKIE } from './logins.ts';
export { listOperatorEvents, recordSecurityEvent } from './security-events.ts';
export { playerExcluded } from './protection-errors.ts';
