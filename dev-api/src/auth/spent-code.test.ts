import type { TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// Issue 35 finding 7: a double tap with a valid SMS code counted the extra submits as wrong guesses; ten parallel
// submits locked the number's codes, SMS login included, for 15 minutes. A code the number already spent, sent again,
// now answers "already used" and counts as no guess.

const server = useTestServer('test', { authLimits: { smsClient: { max: 1000, windowMs: 60 * 60 * 1000 } } });

async function memberWithNumber() {
  const created = (await server.client().post('/dev/members', { json: { mobile: true } })).body as {
    username: string;
    password: string;
    mobile: string;
  };
  return { ...created, national: created.mobile.slice(3) };
}

/** Asks for a login code to the number and reads it from the outbox (a minute after the last, as the resend wait says). */
async function loginCode(client: TestClient, member: { mobile: string; national: string }) {
  server.clock.advance(61_000);
  const sent = await client.post('/wps/verification/sms/noLogin', { json: { mobileNum: member.national, countryDialingCode: '880' } });
  expect(sent.status).toBe(200);
  const messages = (await client.get(`/dev/outbox?to=${member.mobile}`)).body.messages as { purpose: string; code: string | null }[];
  return messages.find((message) => message.purpose === 'noLogin' && message.code)!.code!;
}

const smsLogin = (client: TestClient, national: string, verificationCode: string) =>
  client.login('', '', { type: 'sms', mobileNum: national, countryDialingCode: '880', verificationCode });

describe('a spent SMS code sent again', () => {
  it('ten parallel submits of one valid code: one logs in, nine answer "already used", and the number is not locked', async () => {
    const member = await memberWithNumber();
    const phone = server.client();
    const code = await loginCode(phone, member);
    const replies = await Promise.all(Array.from({ length: 10 }, () => smsLogin(phone, member.national, code)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const others = replies.filter((reply) => reply.status !== 200);
    expect(others.map((reply) => [reply.status, reply.body.errorCode])).toEqual(Array(9).fill([409, 'VERIFICATION_CODE_USED']));
    expect(others[0]!.body).toMatchObject({
      message: 'This code was already used. If you still need one, ask for a new code',
      value: { field: 'verificationCode' },
    });
    const bn = await smsLogin(server.client({ Merchant: 'BDWL', Language: 'BN', Device: 'MOBILE' }), member.national, code);
    expect(bn.body.message).toBe('এই কোডটি আগেই ব্যবহার করা হয়েছে। এখনও প্রয়োজন হলে নতুন কোড নিন');

    // none of them was a guess: a fresh code still takes four wrong guesses before the right one, and logs in
    const fresh = await loginCode(phone, member);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 4; guess += 1)
      expect((await smsLogin(phone, member.national, wrong)).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
    const login = await smsLogin(phone, member.national, fresh);
    expect(login.status).toBe(200);
    expect(login.body.value.userName).toBe(member.username);
  });

  it('says "already used" on the other routes that spend a code: the reset by phone and the PIN reset', async () => {
    const member = await memberWithNumber();
    const phone = server.client();
    const code = await loginCode(phone, member);
    const reset = () =>
      phone.post('/wps/member/password/mobile', {
        json: {
          mobileNum: member.national,
          countryDialingCode: '880',
          verificationCode: code,
          newPassword: 'Fresh@1234',
          confirmNewPassword: 'Fresh@1234',
        },
      });
    expect((await reset()).status).toBe(200);
    expect((await reset()).body.errorCode).toBe('VERIFICATION_CODE_USED');

    const token = await phone.token(member.username, 'Fresh@1234');
    server.clock.advance(61_000);
    await phone.post('/wps/verification/sms/member', { token, json: { purpose: 'pinReset' } });
    const messages = (await phone.get(`/dev/outbox?to=${member.mobile}`)).body.messages as { purpose: string; code: string | null }[];
    const pinCode = messages.find((message) => message.purpose === 'pinReset')!.code!;
    const pinReset = () =>
      phone.post('/wps/member/paymentPassword/reset', {
        token,
        json: { loginPassword: 'Fresh@1234', verificationCode: pinCode, newPassword: '482916', confirmPassword: '482916' },
      });
    expect((await pinReset()).status).toBe(200);
    const again = await pinReset();
    expect([again.status, again.body.errorCode, again.body.value]).toEqual([409, 'VERIFICATION_CODE_USED', { field: 'verificationCode' }]);
  });

  it('a code replaced by a newer one is not "already used": it is a wrong guess, as any other', async () => {
    const member = await memberWithNumber();
    const phone = server.client();
    const old = await loginCode(phone, member);
    const current = await loginCode(phone, member);
    if (old === current) return; // one chance in a million: nothing to tell apart
    expect((await smsLogin(phone, member.national, old)).body.errorCode).toBe('VERIFICATION_CODE_ERROR');
  });
});
