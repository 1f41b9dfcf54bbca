import type { MobileNumber } from '../members/mobile-number.ts';
import type { RouteContext } from '../server/route.ts';
import { exclusionByContact, exclusionByDevice, type ExcludedPerson } from './exclusions.ts';
import { DEVICE_COOKIE } from './logins.ts';
import { playerExcluded } from './protection-errors.ts';
import { recordOperatorEvent, type OperatorEventKind } from './security-events.ts';

// A break or self-exclusion covers the person, not one account (issue 35 finding 1, decision 033): no account is
// opened and no session is started on a device the excluded player used, and no account is opened with their
// number (verified or not, in any spelling) or their e-mail (in its canonical form). Every refusal is told to
// the operator as a security event on the excluded member.

/** The ways in: each way to open an account and each kind of login. */
export type Door = 'register' | 'socialRegister' | 'freePlay' | 'password' | 'sms' | 'phone' | 'social' | 'remembered';

const KIND_OF: Record<Door, OperatorEventKind> = {
  register: 'excludedRegistration',
  socialRegister: 'excludedRegistration',
  freePlay: 'excludedRegistration',
  social: 'excludedLogin',
  password: 'excludedLogin',
  sms: 'excludedLogin',
  phone: 'excludedLogin',
  remembered: 'excludedLogin',
};

function refuse(ctx: RouteContext, excluded: ExcludedPerson, door: Door, username: string | undefined): never {
  recordOperatorEvent(ctx.db, excluded.memberId, KIND_OF[door], { by: excluded.by, door, ...(username ? { username } : {}) }, ctx.now);
  throw playerExcluded(excluded.kind, excluded.endsAt, excluded.by);
}

/**
 * Refuses a new account or a login from a device an excluded member used (the `wps_device` cookie the platform
 * sets at every login). `username`: the account a login is for, or the one a registration asks for.
 */
export function refuseOnExcludedDevice(ctx: RouteContext, door: Door, username?: string): void {
  const excluded = exclusionByDevice(ctx.db, ctx.cookies[DEVICE_COOKIE], ctx.now);
  if (excluded) refuse(ctx, excluded, door, username);
}

/** Refuses a new account with the mobile number or e-mail of an excluded member of the merchant. */
function refuseExcludedContact(ctx: RouteContext, door: Door, mobile: MobileNumber | null, email: string | null, username?: string) {
  const excluded = exclusionByContact(ctx.db, ctx.merchant.code, mobile, email, ctx.now);
  if (excluded) refuse(ctx, excluded, door, username);
}

/** A new account's checks, in one call: the device first (it needs no contact details), then number and e-mail. */
export function refuseNewAccountOfExcluded(
  ctx: RouteContext,
  door: Door,
  mobile: MobileNumber | null,
  email: string | null,
  username?: string,
) {
  refuseOnExcludedDevice(ctx, door, username);
  refuseExcludedContact(ctx, door, mobile, email, username);
}
