import { idTokenFor } from '../test-support/idp-flow.ts';
import type { Reply, TestClient } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { canonicalEmail, canonicalMobile } from './exclusions.ts';

// Issue 35 finding 1: a break or self-exclusion covers the person, not one account. A member on a break came back
// with a new account from the same phone (its wps_device cookie still there), with the number typed at the first
// registration (kept unverified, so never matched), or with the e-mail written with a +tag or without its dot.

const server = useTestServer('test', { authLimits: { smsClient: { max: 1000, windowMs: 60 * 60 * 1000 } } });
const PASSWORD = 'Newp@ss123';

/** Registers by username on `client` (a phone: its cookie jar), with what `fields` adds. */
async function register(client: TestClient, fields: Record<string, string> = {}, path = '/wps/member/register'): Promise<Reply> {
  const captcha = await client.solveCaptcha();
  const payload = { password: PASSWORD, confirmPassword: PASSWORD, captcha, registerMethod: 'H5', type: 0, ...fields };
  return client.call('PUT', path, { encrypted: payload });
}

/** A member made by the operator's route, not logged in anywhere yet. */
async function devMember(options: Record<string, unknown> = {}) {
  const created = await server.client().post('/dev/members', { json: options });
  return created.body as { id: number; username: string; password: string; mobile: string | null };
}

/** The phone an excluded member used: they log in on it, then take a break (the cookie stays in its jar). */
async function excludedPhone(period = '7d') {
  const phone = server.client();
  const member = await devMember();
  const token = await phone.token(member.username, member.password);
  expect(phone.cookies.get('wps_device')).toBeTruthy();
  const started = await phone.post('/wps/member/protection/exclusion', { token, json: { period, password: member.password } });
  expect(started.status).toBe(200);
  return { phone, member };
}

const refusedOnDevice = (reply: Reply) => {
  expect(reply.status).toBe(403);
  expect(reply.body.errorCode).toBe('PLAYER_EXCLUDED');
  expect(reply.body.value).toMatchObject({ kind: 'break', endsAt: '2026-11-27T06:00:00.000Z', by: 'device' });
};

const operatorEvents = async (username: string) =>
  (await server.client().get(`/dev/protection/securityEvents?member=${username}`)).body.list as Record<string, unknown>[];

const membersNamed = (username: string) =>
  (server.api.db.prepare('SELECT COUNT(*) AS n FROM members WHERE lower(username) = lower(?)').get(username) as { n: number }).n;

describe('on a device an excluded member used', () => {
  it('refuses registration by username and by phone, opens no account, and tells the operator', async () => {
    const { phone, member } = await excludedPhone();
    const byUsername = await register(phone, { username: 'comeback01' });
    refusedOnDevice(byUsername);
    expect(byUsername.body.message).toBe(
      'A player who is on a break until 2026-11-27 12:00 (Dhaka time) used this phone: until then no account can be opened or logged in from it. For help, contact customer service or see "Responsible gaming" in the help centre.',
    );
    expect(membersNamed('comeback01')).toBe(0);
    // refused before the code is looked at: the device says enough
    const byPhone = await register(
      phone,
      { mobileNum: '01755512345', countryDialingCode: '880', verificationCode: '123456' },
      '/wps/member/register/mobile',
    );
    refusedOnDevice(byPhone);
    // in Bengali too, through the same protection messages
    phone.headers.Language = 'BN';
    const bn = await register(phone, { username: 'comeback02' });
    expect(bn.body.message).toContain('এই ফোনে এমন একজন খেলোয়াড় লগইন করেছেন যিনি 2026-11-27 12:00 (ঢাকা সময়) পর্যন্ত বিরতিতে আছেন');

    expect(await operatorEvents(member.username)).toEqual([
      expect.objectContaining({ kind: 'excludedRegistration', by: 'device', door: 'register', username: 'comeback02' }),
      expect.objectContaining({ kind: 'excludedRegistration', by: 'device', door: 'register' }),
      expect.objectContaining({ kind: 'excludedRegistration', by: 'device', door: 'register', username: 'comeback01' }),
    ]);
    // the excluded member's own account activity does not list them: they are the operator's
    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    const token = await server.client().token(member.username, member.password);
    const own = (await server.client().get('/wps/member/protection/securityEvents', { token })).body.value.list as { kind: string }[];
    expect(own.map((event) => event.kind)).toEqual(['break']);
  });

  it('refuses a password login to another account, which other phones still open', async () => {
    const { phone, member } = await excludedPhone();
    const friend = await devMember();
    refusedOnDevice(await phone.login(friend.username, friend.password));
    expect((await server.client().login(friend.username, friend.password)).status).toBe(200);
    expect(await operatorEvents(member.username)).toEqual([
      expect.objectContaining({ kind: 'excludedLogin', by: 'device', door: 'password', username: friend.username }),
    ]);
    // the break ends, and the phone is an ordinary phone again
    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await phone.login(friend.username, friend.password)).status).toBe(200);
  });

  it('refuses an SMS login to another account', async () => {
    const { phone } = await excludedPhone();
    const friend = await devMember({ mobile: true });
    const national = friend.mobile!.slice(3);
    await phone.post('/wps/verification/sms/noLogin', { json: { mobileNum: national, countryDialingCode: '880' } });
    const messages = (await phone.get(`/dev/outbox?to=${friend.mobile}`)).body.messages as { code: string | null }[];
    const code = messages.find((message) => message.code)!.code!;
    refusedOnDevice(await phone.login('', '', { type: 'sms', mobileNum: national, countryDialingCode: '880', verificationCode: code }));
  });

  it('refuses a remembered login of another account kept on the phone', async () => {
    const phone = server.client();
    const friend = await devMember();
    const friendToken = await phone.token(friend.username, friend.password);
    expect((await phone.post('/wps/session/remember', { token: friendToken })).status).toBe(200);
    const member = await devMember();
    const token = await phone.token(member.username, member.password);
    await phone.post('/wps/member/protection/exclusion', { token, json: { period: '7d', password: member.password } });
    refusedOnDevice(await phone.post('/wps/session/login/remembered'));
  });

  it('refuses social sign-in, for a linked account and for a first sign-in that would open one', async () => {
    await server.client().post('/dev/whitelabel', { json: { GOOGLELOGIN3: true } });
    const { phone, member } = await excludedPhone();
    const social = async (index: number) =>
      phone.login('', '', { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: await idTokenFor(server.url, 'google', index) });
    refusedOnDevice(await social(0));
    refusedOnDevice(await social(1));
    expect(server.api.db.prepare("SELECT COUNT(*) AS n FROM members WHERE username LIKE 'rahimuddin%'").get()).toEqual({ n: 0 });
    expect(await operatorEvents(member.username)).toEqual([
      expect.objectContaining({ kind: 'excludedRegistration', by: 'device', door: 'socialRegister' }),
      expect.objectContaining({ kind: 'excludedLogin', by: 'device', door: 'social', username: 'demo02' }),
    ]);
  });

  it('refuses the phone-verification provider login to another account', async () => {
    await server.client().post('/dev/whitelabel', { json: { FIREBASEPHONE3: true } });
    const { phone } = await excludedPhone();
    const friend = await devMember({ mobile: true });
    const { sessionInfo } = (await phone.post('/dev-idp/phone/send', { json: { phoneNumber: `+${friend.mobile}` } })).body;
    const code = (await phone.get(`/dev/outbox?to=${friend.mobile}`)).body.messages[0].code;
    const idToken = (await phone.post('/dev-idp/phone/verify', { json: { sessionInfo, code } })).body.idToken;
    const reply = await phone.call('POST', '/wps/session/login', {
      encrypted: {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: idToken,
        firebaseMobileNo: friend.mobile,
        countryDialingCode: '880',
      },
    });
    refusedOnDevice(reply);
  });

  it('refuses free play, as before, and says so in the device words; the operator hears of repeats once', async () => {
    const { phone, member } = await excludedPhone();
    for (let tap = 0; tap < 3; tap += 1)
      refusedOnDevice(await phone.post('/wps/session/login/freeplay', { headers: { Merchant: 'BDWL_TRIAL' } }));
    expect(await operatorEvents(member.username)).toEqual([
      expect.objectContaining({ kind: 'excludedRegistration', by: 'device', door: 'freePlay' }),
    ]);
  });
});

describe("an excluded member's number and e-mail", () => {
  /** The member registered by username with a number (kept unverified) and an e-mail, then took a break. */
  async function excludedWithContacts(mobileNum: string, email: string) {
    const first = await register(server.client(), { username: 'rahim01', mobileNum, countryDialingCode: '880', email });
    expect(first.status).toBe(200);
    const started = await server
      .client()
      .post('/wps/member/protection/exclusion', { token: first.body.value.token, json: { period: '7d', password: PASSWORD } });
    expect(started.status).toBe(200);
  }

  const refusedBy = async (by: 'mobile' | 'email', fields: Record<string, string>) => {
    const reply = await register(server.client(), { username: `again${Math.floor(Math.random() * 1e6)}`, ...fields });
    expect([reply.status, reply.body.errorCode, reply.body.value?.by]).toEqual([403, 'PLAYER_EXCLUDED', by]);
  };

  it.each([
    ['+8801712345678', '880'],
    ['8801712345678', '880'],
    ['01712345678', '880'],
    ['1712345678', '880'],
    ['+880 1712-345678', '880'],
    ['017-1234-5678', '+880'],
    ['880 1712 345 678', '00880'],
  ])('refuses the unverified number typed at registration, spelled %s (dialing code %s)', async (mobileNum, countryDialingCode) => {
    await excludedWithContacts('01712345678', 'rahim@example.com');
    await refusedBy('mobile', { mobileNum, countryDialingCode });
  });

  it('refuses the verified number in any spelling', async () => {
    const member = await devMember({ mobile: true });
    const token = await server.client().token(member.username, member.password);
    await server.client().post('/wps/member/protection/exclusion', { token, json: { period: '6m', password: member.password } });
    const national = member.mobile!.slice(3);
    for (const mobileNum of [`+${member.mobile}`, `0${national}`, `${national.slice(0, 4)}-${national.slice(4)}`]) {
      const reply = await register(server.client(), {
        username: `v${mobileNum.replace(/\D/g, '').slice(-8)}`,
        mobileNum,
        countryDialingCode: '880',
      });
      expect([reply.body.errorCode, reply.body.value?.kind, reply.body.value?.by]).toEqual(['PLAYER_EXCLUDED', 'exclusion', 'mobile']);
    }
  });

  it.each([
    ['Rahim.Uddin@Gmail.com', ' rahimuddin@gmail.com '],
    ['Rahim.Uddin@Gmail.com', 'RAHIM.UDDIN+again@gmail.com'],
    ['Rahim.Uddin@Gmail.com', 'r.a.h.i.m.uddin@googlemail.com'],
    ['rahimuddin@googlemail.com', 'Rahim.Uddin+x@gmail.com'],
    ['karim.h@example.com', 'Karim.H+promo@Example.com'],
  ])('refuses the e-mail %s written as %s', async (stored, typed) => {
    await excludedWithContacts('01712345678', stored);
    await refusedBy('email', { email: typed });
  });

  it('still opens accounts for other people: dots count outside Gmail, and another number is another number', async () => {
    await excludedWithContacts('01712345678', 'karim.h@example.com');
    expect((await register(server.client(), { username: 'karimh01', email: 'karimh@example.com' })).status).toBe(200);
    expect((await register(server.client(), { username: 'other01', mobileNum: '01712345679', countryDialingCode: '880' })).status).toBe(
      200,
    );
  });

  it('tells the operator of a registration with the number or the e-mail', async () => {
    await excludedWithContacts('01712345678', 'rahim@example.com');
    await refusedBy('mobile', { mobileNum: '+8801712345678' });
    await refusedBy('email', { email: 'Rahim+1@example.com' });
    expect((await operatorEvents('rahim01')).map((event) => [event.kind, event.by, event.door])).toEqual([
      ['excludedRegistration', 'email', 'register'],
      ['excludedRegistration', 'mobile', 'register'],
    ]);
  });
});

describe('the canonical forms', () => {
  it('of an e-mail: trimmed, lower case, no +tag, no dots at Gmail (under both names)', () => {
    expect(canonicalEmail(' First.Last+Promo@GoogleMail.com ')).toBe('firstlast@gmail.com');
    expect(canonicalEmail('first.last+x@outlook.com')).toBe('first.last@outlook.com');
    expect(canonicalEmail('not-an-address')).toBeNull();
    expect(canonicalEmail('')).toBeNull();
  });

  it('of a number: the dialing code and the national number, digits only, no leading zeros', () => {
    const canonical = '8801712345678';
    expect(canonicalMobile({ dialingCode: '880', national: '1712345678' })).toBe(canonical);
    expect(canonicalMobile({ dialingCode: '+880', national: '01712345678' })).toBe(canonical);
    expect(canonicalMobile({ dialingCode: '00880', national: '880 1712-345678' })).toBe(canonical);
    expect(canonicalMobile({ dialingCode: null, national: '1712345678' })).toBeNull();
  });
});
