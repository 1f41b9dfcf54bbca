import type { MemberInfo } from '@wl/kit';

/** The member type that may not transfer to its upline (spec section 6). */
const UPLINE_EXCLUDED_TYPE = 2;

export type UplineRefusal = 'TYPE_NOT_ALLOWED' | 'NO_UPLINE';

/**
 * Why a member may not transfer to an upline, as far as the client knows before it asks: type 2 never
 * may; member info without `toUpline` has no upline. Null: ask the platform (it has the last word).
 */
export function uplineRefusal(type: number, member: Pick<MemberInfo, 'toUpline'> | null): UplineRefusal | null {
  if (type === UPLINE_EXCLUDED_TYPE) return 'TYPE_NOT_ALLOWED';
  if (member && member.toUpline === false) return 'NO_UPLINE';
  return null;
}
