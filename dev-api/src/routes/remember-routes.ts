import { startSession } from '../auth/login-session.ts';
import {
  clearRememberCookie,
  issueRememberToken,
  REMEMBER_COOKIE,
  redeemRememberToken,
  rememberCookie,
  revokeRememberToken,
  revokeSessionRememberTokens,
} from '../auth/remember-tokens.ts';
import { ApiError } from '../http/api-error.ts';
import { findMemberById, MEMBER_TYPE } from '../members/member-repo.ts';
import { signedInRoute, type Route, type RouteContext } from '../server/route.ts';

/** Sign-out's part: the session's remembered login ends here and in the browser. */
export function forgetRememberedLogin(ctx: RouteContext, sessionToken: string): void {
  revokeSessionRememberTokens(ctx.db, sessionToken);
  ctx.addHeader('Set-Cookie', clearRememberCookie());
}

export const rememberRoutes: Route[] = [
  // After a login with 'Remember me': a token for this session, in an HttpOnly cookie only the route
  // below receives. Asked again, the session's previous series ends first (one per session).
  signedInRoute('POST', '/wps/session/remember', (ctx, { token, member }) => {
    // a trial account lives only as long as its session: nothing to come back to
    if (member.type === MEMBER_TYPE.trial) throw new ApiError(403, 'function.not.available');
    revokeSessionRememberTokens(ctx.db, token);
    const issued = issueRememberToken(ctx.db, { memberId: member.id, merchantCode: member.merchant_code, sessionToken: token }, ctx.now);
    ctx.addHeader('Set-Cookie', rememberCookie(issued.token, issued.expiresAt - ctx.now));
    return { expiresAt: issued.expiresAt };
  }),
  {
    // Signs back in with the cookie: the token is spent and the next one of its series is set.
    method: 'POST',
    path: '/wps/session/login/remembered',
    handle: (ctx) => {
      const redeemed = redeemRememberToken(ctx.db, ctx.cookies[REMEMBER_COOKIE] ?? '', ctx.merchant.code, ctx.now);
      const member = redeemed.ok ? findMemberById(ctx.db, redeemed.memberId) : null;
      if (!redeemed.ok || member?.status !== 'active') {
        ctx.addHeader('Set-Cookie', clearRememberCookie());
        throw new ApiError(400, 'REMEMBER_INVALID');
      }
      const login = startSession(ctx, member, 'remembered');
      const next = issueRememberToken(
        ctx.db,
        { memberId: member.id, merchantCode: member.merchant_code, sessionToken: login.token, series: redeemed.series },
        ctx.now,
      );
      ctx.addHeader('Set-Cookie', rememberCookie(next.token, next.expiresAt - ctx.now));
      return login;
    },
  },
  {
    // 'Remember me' unticked, no session needed: this browser's remembered login ends.
    method: 'DELETE',
    path: '/wps/session/login/remembered',
    handle: (ctx) => {
      revokeRememberToken(ctx.db, ctx.cookies[REMEMBER_COOKIE] ?? '');
      ctx.addHeader('Set-Cookie', clearRememberCookie());
      return true;
    },
  },
];
