import { memberCode, newMember } from '../../test-support/cashier-helpers.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

const server = useTestServer();

const client = () => server.client();
const setPin = (token: string, json: Record<string, unknown>) => client().post('/wps/member/paymentPassword', { token, json });

describe('the withdrawal password', () => {
  it('is set when missing, then changed only with the old one', async () => {
    const member = await newMember(server);
    expect((await client().get('/wps/member/hasWithdrawalPassword', { token: member.token })).body.value).toBe(false);
    expect((await setPin(member.token, { newPassword: '12345', confirmPassword: '12345' })).body.errorCode).toBe('PAYMENT_PASSWORD_FORMAT');
    expect((await setPin(member.token, { newPassword: '123456', confirmPassword: '123456' })).body.errorCode).toBe('PAYMENT_PASSWORD_WEAK');
    expect((await setPin(member.token, { newPassword: '777777', confirmPassword: '777777' })).body.errorCode).toBe('PAYMENT_PASSWORD_WEAK');
    expect((await setPin(member.token, { newPassword: '975310', confirmPassword: '975311' })).body.errorCode).toBe(
      'PASSWORD_CONFIRM_MISMATCH',
    );
    expect((await setPin(member.token, { newPassword: '975310', confirmPassword: '975310' })).body.value).toBe(true);
    expect((await client().get('/wps/member/hasWithdrawalPassword', { token: member.token })).body.value).toBe(true);
    expect((await setPin(member.token, { newPassword: '482916', confirmPassword: '482916' })).body.errorCode).toBe(
      'PAYMENT_PASSWORD_ALREADY_SET',
    );
    expect((await setPin(member.token, { oldPassword: '000000', newPassword: '482916', confirmPassword: '482916' })).body.errorCode).toBe(
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect((await setPin(member.token, { oldPassword: '975310', newPassword: '975310', confirmPassword: '975310' })).body.errorCode).toBe(
      'modify.new.old.same',
    );
    expect((await setPin(member.token, { oldPassword: '975310', newPassword: '482916', confirmPassword: '482916' })).body.value).toBe(true);
    const stored = server.api.db.prepare('SELECT password_hash FROM payment_passwords WHERE member_id = ?').get(member.id) as {
      password_hash: string;
    };
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('482916');
  });

  it('locks for 15 minutes after 5 wrong tries, and a reset with the login password and the code lifts it', async () => {
    const member = await newMember(server, { withdrawalPassword: '975310', mobile: true });
    const change = (old: string) => setPin(member.token, { oldPassword: old, newPassword: '482916', confirmPassword: '482916' });
    for (let left = 4; left >= 1; left -= 1)
      expect((await change('111111')).body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_INCORRECT', value: { attemptsLeft: left } });
    const locked = await change('111111');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_LOCKED', value: { retryAt: expect.any(String) } });
    expect((await change('975310')).body.errorCode).toBe('PAYMENT_PASSWORD_LOCKED');
    const reset = (json: Record<string, unknown>) => client().post('/wps/member/paymentPassword/reset', { token: member.token, json });
    const verificationCode = await memberCode(client(), member, 'pinReset');
    expect(
      (await reset({ loginPassword: 'wrong', verificationCode, newPassword: '482916', confirmPassword: '482916' })).body.errorCode,
    ).toBe('LOGIN_PASSWORD_INCORRECT');
    expect(
      (await reset({ loginPassword: member.password, verificationCode, newPassword: '482916', confirmPassword: '482916' })).body.value,
    ).toBe(true);
    expect((await setPin(member.token, { oldPassword: '482916', newPassword: '615243', confirmPassword: '615243' })).body.value).toBe(true);
  });

  it('unlocks by itself when the 15 minutes are over', async () => {
    const member = await newMember(server, { withdrawalPassword: '975310' });
    for (let i = 0; i < 5; i += 1) await setPin(member.token, { oldPassword: '111111', newPassword: '482916', confirmPassword: '482916' });
    server.clock.advance(15 * 60 * 1000);
    const token = await client().token(member.username, member.password);
    expect((await setPin(token, { oldPassword: '975310', newPassword: '482916', confirmPassword: '482916' })).body.value).toBe(true);
  });
});
