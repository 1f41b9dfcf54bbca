import { setTimeout as sleep } from 'node:timers/promises';
import { accountKey, clientKey, countAttempt, refuseIfLocked } from '../auth/lockout.ts';
import { checkResetCode, newResetCode, storeResetCode } from '../auth/reset-codes.ts';
import { deleteOtherSessions } from '../auth/session-store.ts';
import { checkField, EMAIL_PATTERN, registerSettings } from '../config/register-settings.ts';
import { hashPasswordAsync, verifyPasswordAsync } from '../crypto/passwords.ts';
import { ApiError } from '../http/api-error.ts';
import { secretField, textField } from '../http/body-fields.ts';
import { findMemberByUsername, MEMBER_TYPE, type MemberRow } from '../members/member-repo.ts';
import { addOutboxMessage } from '../outbox/outbox.ts';
import type { Route, RouteContext } from '../server/route.ts';
import { recordSecurityEvent } from '../protection/index.ts';

// Reset by e-mail in two steps (issue 13 finding 12): the request mails a single-use code and changes
// nothing; the code with a new password then sets it. Both steps are limited per account and per client.

function resetKeys(ctx: RouteContext, username: string): [string, string] {
  return [accountKey(ctx, 'reset', username), clientKey(ctx, 'reset')];
}

function countFailure(ctx: RouteContext, keys: [string, string]): void {
  countAttempt(ctx, [
    [keys[0], ctx.state.limits.resetAccount],
    [keys[1], ctx.state.limits.resetClient],
  ]);
}

function resettable(member: MemberRow | undefined): member is MemberRow {
  return member !== undefined && member.status === 'active' && member.type !== MEMBER_TYPE.trial;
}

async function requestCode(ctx: RouteContext) {
  // The reply waits until this moment on every path, so its time does not tell whether the pair matched.
  const replyAt = performance.now() + ctx.state.limits.resetReplyMs;
  const body = await ctx.readBody();
  const username = textField(body, 'username');
  const email = textField(body, 'email');
  const fields = [
    !username && { field: 'username', problem: 'required', patternId: 'LOGIN_USERNAME' },
    !new RegExp(EMAIL_PATTERN).test(email) && { field: 'email', problem: email ? 'pattern' : 'required', patternId: 'EMAIL' },
  ].filter(Boolean);
  if (fields.length > 0) throw new ApiError(400, 'field_invalid', { value: { fields } });
  const keys = resetKeys(ctx, username);
  refuseIfLocked(ctx, keys);
  // every request counts, matched or not: the count itself must not tell either
  countFailure(ctx, keys);

  const member = findMemberByUsername(ctx.db, ctx.merchant.code, username);
  const matched = resettable(member) && member.email?.toLowerCase() === email.toLowerCase();
  const { code, hash } = newResetCode();
  if (matched) {
    storeResetCode(ctx.db, member.id, hash, ctx.now);
    addOutboxMessage(
      ctx.db,
      {
        channel: 'email',
        to: member.email!,
        purpose: 'passwordReset',
        code,
        text: `Dear ${member.username}, your BDWL password reset code is ${code}. It expires in 15 minutes and works once. If you did not ask for it, ignore this e-mail: your password is unchanged.`,
      },
      ctx.now,
    );
  }
  await sleep(Math.max(0, replyAt - performance.now()));
  return { sent: true };
}

async function resetWithCode(ctx: RouteContext) {
  const body = await ctx.readBody();
  const username = textField(body, 'username');
  const code = textField(body, 'code');
  const newPassword = secretField(body, 'newPassword');
  const setting = registerSettings(ctx.state.flags(ctx.merchant)).password!;
  const fields = [
    !username && { field: 'username', problem: 'required', patternId: 'LOGIN_USERNAME' },
    !code && { field: 'code', problem: 'required', patternId: 'VERIFICATION_CODE' },
  ].filter(Boolean);
  const problem = checkField(setting, newPassword, true);
  if (problem) fields.push({ field: 'newPassword', problem, patternId: setting.patternId });
  if (fields.length > 0) throw new ApiError(400, 'field_invalid', { value: { fields } });
  if ('confirmNewPassword' in body && secretField(body, 'confirmNewPassword') !== newPassword)
    throw new ApiError(400, 'PASSWORD_CONFIRM_MISMATCH');

  const keys = resetKeys(ctx, username);
  refuseIfLocked(ctx, keys);
  const member = findMemberByUsername(ctx.db, ctx.merchant.code, username);
  if (!resettable(member) || !checkResetCode(ctx.db, member.id, code, ctx.now, false)) {
    countFailure(ctx, keys);
    throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'code' } });
  }
  // the code stays good: the person only types another password
  if (await verifyPasswordAsync(newPassword, member.password_hash)) throw new ApiError(400, 'modify.new.old.same');
  const hash = await hashPasswordAsync(newPassword);
  // spent after the hash (a full queue leaves it good) and right before the write: of parallel uses one wins
  if (!checkResetCode(ctx.db, member.id, code, ctx.now, true))
    throw new ApiError(400, 'VERIFICATION_CODE_ERROR', { value: { field: 'code' } });
  ctx.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hash, member.id);
  deleteOtherSessions(ctx.db, member.id, null);
  recordSecurityEvent(ctx.db, member.id, 'password', ctx.now);
  ctx.state.attempts.clear(keys[0]);
  return true;
}

export const emailResetRoutes: Route[] = [
  { method: 'POST', path: '/wps/member/password/email', handle: requestCode },
  { method: 'POST', path: '/wps/member/password/email/reset', handle: resetWithCode },
];
