import type { PlatformCall } from '../call.ts';
import { cashierRecordCalls } from './cashier-records.ts';
import { depositCalls } from './cashier-deposit.ts';
import { uplineCalls } from './cashier-upline.ts';
import { withdrawCalls } from './cashier-withdraw.ts';
import { verificationCalls } from './verification.ts';

/**
 * Every call in the contract, for the dev API's checks and the OpenAPI document. The remotes import their
 * area's file instead, so that a bundle carries only its own schemas.
 */
export const PLATFORM_CALLS: readonly PlatformCall[] = [
  ...Object.values(depositCalls),
  ...Object.values(withdrawCalls),
  ...Object.values(cashierRecordCalls),
  ...Object.values(uplineCalls),
  ...Object.values(verificationCalls),
];

/** The call a request goes to, by method and path (query string ignored). */
export function findCall(method: string, path: string): PlatformCall | undefined {
  const bare = path.split('?')[0];
  return PLATFORM_CALLS.find((c) => c.method === method && c.path === bare);
}
