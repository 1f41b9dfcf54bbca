import { NO_DIVIDEND_TYPES } from '@wl/kit';

/** Spec sections 4 and 9: types 4, 40, 41 and 42 skip the dividend info. */
export const readsDividends = (memberType: number): boolean => !(NO_DIVIDEND_TYPES as readonly number[]).includes(memberType);
