import { balanceOfMember, lastCodeTo, memberCode, newMember, submit, type TestMember } from '../../test-support/cashier-helpers.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

// Issue 21 finding 1: from a stolen session the PIN reset guessed the login password without limit, set a PIN,
// bound the thief's wallet and emptied the balance. Each test here failed before decision 023.
const server = useTestServer();
const client = () => server.client();
const PIN = '135790';
const HOUR = 60 * 60 * 1000;

const reset = (member: TestMember, json: Record<string, unknown>) =>
  client().post('/wps/member/paymentPassword/reset', { token: member.token, json });
const bind = (member: TestMember, json: Record<string, unknown>) =>
  client().post('/wps/member/bankCard', {
    token: member.token,
    json: { type: 'ewallet', providerCode: 'NAGAD', accountNumber: '01812345678', paymentPassword: PIN, ...json },
  });
const withdraw = (member: TestMember, bankCardId: number, pin = PIN) =>
  submit(client(), '/wps/transaction/withdraw', member.token, { amount: 500, bankCardId, paymentPassword: pin });

describe('the PIN reset is no password oracle', () => {
  it('locks at the fifth wrong login password exactly as login does, and the lock holds on login too', async () => {
    const member = await newMember(server, { balance: 5000, withdrawalPassword: PIN, mobile: true });
    const attempt = (loginPassword: string) =>
      reset(member, { loginPassword, verificationCode: '000000', newPassword: '482916', confirmPassword: '482916' });
    const replies = [];
    for (let i = 1; i <= 6; i += 1) replies.push(await attempt(`Wrong@${i}000`));
    expect(replies.map((r) => r.body.errorCode)).toEqual([
      'LOGIN_PASSWORD_INCORRECT',
      'LOGIN_PASSWORD_INCORRECT',
      'LOGIN_PASSWORD_INCORRECT',
      'LOGIN_PASSWORD_INCORRECT',
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
    ]);
    expect(replies[4]!.status).toBe(429);
    expect(replies[4]!.body.value).toMatchObject({ retryAfterSeconds: 900 });
    // the right password is refused on this route and on login while the lock lasts
    expect((await attempt(member.password)).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect((await client().login(member.username, member.password)).body.errorCode).toBe('TOO_MANY_ATTEMPTS');

    // login's own failures count here too: one lock for the one password
    server.clock.advance(15 * 60 * 1000);
    const other = await newMember(server, { withdrawalPassword: PIN, mobile: true });
    const browser = client();
    for (let i = 0; i < 4; i += 1)
      expect((await browser.login(other.username, `Wrong@${i}111`, { captcha: await browser.solveCaptcha() })).body.errorCode).toBe(
        'LOGIN_FAILED',
      );
    const viaReset = await reset(other, {
      loginPassword: 'Wrong@9999',
      verificationCode: '1',
      newPassword: '482916',
      confirmPassword: '482916',
    });
    expect(viaReset.body.errorCode).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('resetting the PIN needs the code sent to the verified number', () => {
  it('refuses a missing, wrong or other-purpose code; the right one replaces the PIN once and tells the number', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, mobile: true });
    const body = { loginPassword: member.password, newPassword: '482916', confirmPassword: '482916' };
    expect((await reset(member, body)).body).toMatchObject({
      errorCode: 'field_invalid',
      value: { fields: [{ field: 'verificationCode', problem: 'required' }] },
    });
    const payoutCode = await memberCode(client(), member, 'payoutAccount');
    expect((await reset(member, { ...body, verificationCode: payoutCode })).body).toMatchObject({
      errorCode: 'VERIFICATION_CODE_ERROR',
      value: { field: 'verificationCode' },
    });
    const code = await memberCode(client(), member, 'pinReset');
    expect((await reset(member, { ...body, verificationCode: code === '000000' ? '000001' : '000000' })).body.errorCode).toBe(
      'VERIFICATION_CODE_ERROR',
    );
    expect((await reset(member, { ...body, verificationCode: code })).body.value).toBe(true);
    // once: sent again, the code is said to be used (issue 35 finding 7)
    expect(
      (await reset(member, { ...body, newPassword: '615243', confirmPassword: '615243', verificationCode: code })).body.errorCode,
    ).toBe('VERIFICATION_CODE_USED');
    const messages = (await client().get(`/dev/outbox?to=${member.mobile}`)).body.messages as { purpose: string; text: string }[];
    expect(messages[0]).toMatchObject({ purpose: 'notice', text: expect.stringContaining('withdrawal PIN was reset') });
    // the new PIN works, the old does not
    expect(
      (
        await client().post('/wps/member/paymentPassword', {
          token: member.token,
          json: { oldPassword: PIN, newPassword: '615243', confirmPassword: '615243' },
        })
      ).body.errorCode,
    ).toBe('PAYMENT_PASSWORD_INCORRECT');
  });

  it('is refused to a member with no verified number, before any password is looked at', async () => {
    const member = await newMember(server, { withdrawalPassword: PIN });
    const reply = await reset(member, {
      loginPassword: 'Wrong@0000',
      verificationCode: '123456',
      newPassword: '482916',
      confirmPassword: '482916',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.errorCode).toBe('MOBILE_NOT_BOUND');
    const sent = await client().post('/wps/verification/sms/member', { token: member.token, json: { purpose: 'pinReset' } });
    expect(sent.body.errorCode).toBe('MOBILE_NOT_BOUND');
  });

  it('lifts the PIN lock it replaces', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, mobile: true, boundEwallet: true });
    const cardId = member.bankCards[0]!.id;
    for (let i = 0; i < 4; i += 1) expect((await withdraw(member, cardId, '000000')).body.errorCode).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect((await withdraw(member, cardId, '000000')).body.errorCode).toBe('PAYMENT_PASSWORD_LOCKED');
    const code = await memberCode(client(), member, 'pinReset');
    expect(
      (await reset(member, { loginPassword: member.password, verificationCode: code, newPassword: '482916', confirmPassword: '482916' }))
        .body.value,
    ).toBe(true);
    expect((await withdraw(member, cardId, '482916')).status).toBe(200);
  });
});

describe('binding a payout account needs the code, and withdrawals to it wait', () => {
  it('refuses without the code or with a wrong one; binds with it, on hold for 24 hours, and tells the number', async () => {
    const member = await newMember(server, { balance: 2000, withdrawalPassword: PIN, mobile: true });
    expect((await bind(member, {})).body.errorCode).toBe('field_invalid');
    expect((await bind(member, { verificationCode: '999999' })).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    const code = await memberCode(client(), member, 'payoutAccount');
    const bound = await bind(member, { verificationCode: code });
    expect(bound.status).toBe(200);
    expect(bound.body.value.onHoldUntil).toBe(new Date(server.clock.now() + 24 * HOUR).toISOString());
    const notice = (await client().get(`/dev/outbox?to=${member.mobile}`)).body.messages[0] as { purpose: string; text: string };
    expect(notice).toMatchObject({ purpose: 'notice', text: expect.stringContaining('018****5678') });
    // one code binds one account
    expect((await bind(member, { accountNumber: '01812345679', verificationCode: code })).body.errorCode).toBe('VERIFICATION_CODE_USED');

    const held = await withdraw(member, bound.body.value.id);
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({
      errorCode: 'PAYOUT_ACCOUNT_ON_HOLD',
      value: { until: bound.body.value.onHoldUntil, field: 'bankCardId' },
    });
    expect(await balanceOfMember(client(), member.token)).toBe(2000);

    server.clock.advance(24 * HOUR);
    const token = await client().token(member.username, member.password);
    const later = { ...member, token };
    const list = (await client().get('/wps/relay/MCS2_bankCards', { token })).body.value.list;
    expect(list[0].onHoldUntil).toBeNull();
    expect((await withdraw(later, bound.body.value.id)).status).toBe(200);
  });

  it('is refused to a member with no verified number', async () => {
    const member = await newMember(server, { withdrawalPassword: PIN });
    expect((await bind(member, { verificationCode: '123456' })).body.errorCode).toBe('MOBILE_NOT_BOUND');
  });

  it('does not hold accounts bound before (seeded ones)', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, boundEwallet: true });
    expect(member.bankCards[0]).toMatchObject({ id: expect.any(Number) });
    expect((await withdraw(member, member.bankCards[0]!.id)).status).toBe(200);
  });
});

describe('SMS codes have one limit per number across routes', () => {
  it('locks the number after five wrong codes, whichever route guessed them', async () => {
    const member = await newMember(server, { withdrawalPassword: PIN, mobile: true });
    const resetBody = { loginPassword: member.password, newPassword: '482916', confirmPassword: '482916' };
    await memberCode(client(), member, 'pinReset');
    const codes = [];
    for (let i = 0; i < 2; i += 1) codes.push((await reset(member, { ...resetBody, verificationCode: `90000${i}` })).body.errorCode);
    for (let i = 0; i < 3; i += 1) codes.push((await bind(member, { verificationCode: `80000${i}` })).body.errorCode);
    expect(codes).toEqual([
      'VERIFICATION_CODE_ERROR',
      'VERIFICATION_CODE_ERROR',
      'VERIFICATION_CODE_ERROR',
      'VERIFICATION_CODE_ERROR',
      'TOO_MANY_ATTEMPTS',
    ]);
    const right = await lastCodeTo(client(), member.mobile!);
    expect((await reset(member, { ...resetBody, verificationCode: right })).body.errorCode).toBe('TOO_MANY_ATTEMPTS');
  });
});
