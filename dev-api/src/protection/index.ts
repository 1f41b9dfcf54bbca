// Player protection's part of the dev API (decision 033, CONTRACT.md section 27).
export { protectionRoutes } from './protection-routes.ts';
export { refuseOverLimits } from './limits.ts';
export { activeExclusion } from './exclusions.ts';
export { refuseNewAccountOfExcluded, refuseOnExcludedDevice, type Door } from './covers-the-person.ts';
export { recordLogin } from './logins.ts';
export { recordSecurityEvent } from './security-events.ts';
export { playerExcluded } from './protection-errors.ts';
