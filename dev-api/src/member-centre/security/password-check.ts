import { ApiError } from '../../http/api-error.ts';
import { checkLoginPassword } from '../../auth/credentials.ts';
import { badRequest } from '../../http/api-error.ts';
import { secretField } from '../../http/body-fields.ts';
import type { MemberRow } from '../../members/member-repo.ts';
import type { RouteContext } from '../../server/route.ts';

// Changing what can recover an account (e-mail, payee name, security questions, the mobile number) needs the
// login password, so a borrowed session cannot take the account over. Guesses count with login's (decision 023).

/** Checks body.password against the member's login password; throws the refusal the client shows. */
export async function requireLoginPassword(ctx: RouteContext, member: MemberRow, body: Record<string, unknown>): Promise<void> {
  const password = secretField(body, 'password');
  if (password === '') throw badRequest('field_invalid', { fields: [{ field: 'password', problem: 'required' }] });
  if (!(await checkLoginPassword(ctx, member, password))) throw new ApiError(400, 'LOGIN_PASSWORD_INCORRECT');
}
