import { clientKey, refuseIfLocked } from '../auth/lockout.ts';
import { MEMBER_CODE_PURPOSES, sendMemberCode, type MemberCodePurpose } from '../auth/member-codes.ts';
import { RESEND_AFTER_MINUTES, sendAccountExistsNotice, sendSmsCode, type SmsPurpose } from '../auth/sms-codes.ts';
import { ApiError } from '../http/api-error.ts';
import { textField } from '../http/body-fields.ts';
import { findMemberByMobile, MEMBER_TYPE } from '../members/member-repo.ts';
import { parseMobileNumber } from '../members/mobile-number.ts';
import { sessionRoute, type Route, type RouteContext } from '../server/route.ts';

async function requestCode(ctx: RouteContext, purpose: SmsPurpose) {
  const body = await ctx.readBody();
  const mobileText = textField(body, 'mobileNum') || textField(body, 'mobileNo');
  if (!mobileText) throw new ApiError(400, 'field_invalid', { value: { fields: [{ field: 'mobileNum', problem: 'required' }] } });
  const number = parseMobileNumber(mobileText, textField(body, 'countryDialingCode'));
  if (!number) throw new ApiError(400, 'MOBILE_INVALID');
  if (purpose === 'register' && !ctx.state.flags(ctx.merchant).MOBILENUMREG3) throw new ApiError(403, 'function.not.available');
  // Every SMS costs the operator and reaches a stranger's phone: limited per client (issue 13 finding 13).
  const client = clientKey(ctx, 'sms');
  refuseIfLocked(ctx, [client]);
  // Both purposes answer the same whether or not the number has an account: the reply must not reveal which.
  if (purpose === 'register' && findMemberByMobile(ctx.db, ctx.merchant.code, number)) sendAccountExistsNotice(ctx.db, number, ctx.now);
  else sendSmsCode(ctx.db, ctx.merchant.code, purpose, number, ctx.now);
  countSend(ctx, client);
  return { expiredMinutes: RESEND_AFTER_MINUTES };
}

// counted once sent: the send that reaches the limit still goes, the next is refused
const countSend = (ctx: RouteContext, client: string) => ctx.state.attempts.record(client, ctx.state.limits.smsClient, ctx.now);

export const verificationRoutes: Route[] = [
  { method: 'POST', path: '/wps/verification/sms/noLogin', handle: (ctx) => requestCode(ctx, 'noLogin') },
  { method: 'POST', path: '/wps/verification/sms/register', handle: (ctx) => requestCode(ctx, 'register') },
  // The security centre's number binding: signed in; the same answer whether or not another account has the
  // number (the bind step says so only to the holder of the code).
  sessionRoute('POST', '/wps/verification/sms/bind', (ctx, member) => {
    if (member.type === MEMBER_TYPE.trial) throw new ApiError(403, 'function.not.available');
    return requestCode(ctx, 'bind');
  }),
  // A code to the member's own verified number, for what moves money (decision 023): { purpose: pinReset | payoutAccount }.
  sessionRoute('POST', '/wps/verification/sms/member', async (ctx, member) => {
    if (member.type === MEMBER_TYPE.trial) throw new ApiError(403, 'function.not.available');
    const purpose = textField(await ctx.readBody(), 'purpose') as MemberCodePurpose;
    if (!MEMBER_CODE_PURPOSES.includes(purpose))
      throw new ApiError(400, 'field_invalid', { value: { fields: [{ field: 'purpose', problem: 'invalid' }] } });
    const client = clientKey(ctx, 'sms');
    refuseIfLocked(ctx, [client]);
    const sent = sendMemberCode(ctx, member, purpose);
    countSend(ctx, client);
    return sent;
  }),
];
