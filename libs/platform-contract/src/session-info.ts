import type { LoginValue } from './calls/auth.ts';

/**
 * What the site keeps of a login (spec section 3; sessionStorage only, never localStorage). It lives beside the
 * login's answer because two sides write it: the site (mf-auth, into `@wl/kit`'s session store) and the e2e tests
 * that put a seeded member's session in the browser; one shape keeps a test's session one the site would have made.
 */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** The session of a way in's answer (login, a remembered login, free play, register) for the brand that asked. */
export function toSession(value: LoginValue, merchantCode: string): SessionInfo {
  return {
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: Boolean(value.firstTimeLogin),
  };
}
