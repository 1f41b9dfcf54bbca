import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../config/merchants.ts';
import { ApiError } from '../http/api-error.ts';
import { findMemberByUsername, type MemberRow } from '../members/member-repo.ts';

// The dev-only routes (the operator's side, driven by end-to-end tests) tell the test what was wrong with its body.

export const invalidDevBody = (message: string) => new ApiError(400, 'request_body_invalid', { message });

/** The member of the main merchant that a dev route's body names in `username`, if any. */
export function memberNamedIn(db: DatabaseSync, body: { username?: unknown }): MemberRow | undefined {
  return typeof body.username === 'string' ? findMemberByUsername(db, MAIN_MERCHANT, body.username.trim()) : undefined;
}
