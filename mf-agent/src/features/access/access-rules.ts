import { NON_AGENT_TYPES, NO_DIVIDEND_TYPES } from '@wl/shared';

/** Spec section 6: who may open the agency centre. No session, or type 0, 4 or 40: not an agent. */
export const mayEnterAgencyCentre = (memberType: number | null | undefined): boolean =>
  memberType != null && !(NON_AGENT_TYPES as readonly number[]).includes(memberType);

/** Spec sections 4 and 9: types 4, 40, 41 and 42 skip the dividend info. */
export const readsDividends = (memberType: number): boolean => !(NO_DIVIDEND_TYPES as readonly number[]).includes(memberType);
