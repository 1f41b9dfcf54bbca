import { postMovement } from '../../ledger/index.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';
import { AGENT } from '../test-kit.ts';
import { maskAccount } from './referral-repo.ts';
import { FRIEND_PASSWORD } from './seed-referrals.ts';

const server = useTestServer();

describe('maskAccount', () => {
  it('keeps enough to recognise a friend', () => {
    expect(['arif1995', 'lima4u', 'abcde', 'ab'].map(maskAccount)).toEqual(['ar****95', 'li****4u', 'a****e', 'a****']);
  });
});

describe('GET /wps/relay/AFFMAN3_inviteInfo', () => {
  it("answers demo01's code, the register link on the site's origin, the bonus text and the totals", async () => {
    const client = server.client();
    const value = (await client.get('/wps/relay/AFFMAN3_inviteInfo', { token: await client.token() })).body.value;
    expect(value).toEqual({
      enabled: true,
      code: 'RAHIM22',
      registerPath: '/m/register?code=RAHIM22',
      link: `${server.url}/m/register?code=RAHIM22`,
      maxBonus: 2222,
      promotionId: 1006,
      bonusText: 'Invite friends and earn up to ৳2,222 for each friend',
      rules: expect.arrayContaining([expect.stringContaining('up to ৳2,222 per friend')]),
      friendCount: 12,
      depositedFriendCount: 8,
      totalBonus: 4599,
    });
  });

  it("answers the agent's own affiliate code, and REFERRAL switched off", async () => {
    const client = server.client({ Merchant: 'BDWL' });
    const token = await client.token(AGENT.username, AGENT.password);
    await client.post('/dev/whitelabel', { json: { REFERRAL: false } });
    const value = (await client.get('/wps/relay/AFFMAN3_inviteInfo', { token })).body.value;
    expect(value).toMatchObject({ enabled: false, code: 'AFF123', friendCount: 0, totalBonus: 0 });
    expect(value.bonusText).toBe('বন্ধুকে আমন্ত্রণ জানান, প্রতি বন্ধুতে ৳২,২২২ পর্যন্ত বোনাস');
  });

  it('makes a code once for a member without one, and a friend who registers with it is listed', async () => {
    const client = server.client();
    const token = await client.token('nusrat99', 'Nusrat@2024');
    const { code } = (await client.get('/wps/relay/AFFMAN3_inviteInfo', { token })).body.value;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await client.get('/wps/relay/AFFMAN3_inviteInfo', { token })).body.value.code).toBe(code);
    expect((await client.get(`/wps/relay/AFFMAN3_checkCode?code=${code}`)).body.value.valid).toBe(true);

    const friend = server.client();
    const captcha = await friend.solveCaptcha();
    const registered = await friend.call('PUT', '/wps/member/register', {
      encrypted: {
        username: 'newfriend01',
        password: 'Friend@123',
        confirmPassword: 'Friend@123',
        captcha,
        affiliateCode: code.toLowerCase(),
        registerMethod: 'H5',
      },
    });
    expect(registered.status).toBe(200);
    const friends = (await client.get('/wps/relay/AFFMAN3_invitedFriends', { token })).body.value;
    expect(friends).toMatchObject({ total: 1, currentPage: 1, totalPages: 1 });
    expect(friends.list).toEqual([
      { account: 'ne****01', registeredAt: expect.any(String), firstDeposit: false, firstDepositAt: null, bonus: 0 },
    ]);

    // the friend's first approved deposit is the ledger's
    server.clock.advance(60_000);
    postMovement(server.api.db, {
      memberId: registered.body.value.id,
      kind: 'deposit',
      amountPaisa: 50_000,
      reference: 'deposit:test',
      now: server.clock.now(),
    });
    const after = (await client.get('/wps/relay/AFFMAN3_invitedFriends', { token })).body.value.list[0];
    expect(after).toMatchObject({ firstDeposit: true, firstDepositAt: new Date(server.clock.now()).toISOString() });
    expect((await client.get('/wps/relay/AFFMAN3_inviteInfo', { token })).body.value).toMatchObject({
      friendCount: 1,
      depositedFriendCount: 1,
    });
  });
});

describe('GET /wps/relay/AFFMAN3_invitedFriends', () => {
  it("pages demo01's twelve friends, newest first, accounts masked", async () => {
    const client = server.client();
    const token = await client.token();
    const first = (await client.get('/wps/relay/AFFMAN3_invitedFriends?pageNo=1&pageSize=10', { token })).body.value;
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, showPageSize: 10, total: 12 });
    expect(first.list[0]).toEqual({
      account: 'li****4u',
      registeredAt: expect.any(String),
      firstDeposit: false,
      firstDepositAt: null,
      bonus: 0,
    });
    expect(first.list[1]).toMatchObject({ account: 'sa****33', firstDeposit: true, bonus: 125 });
    const all = [...first.list, ...(await client.get('/wps/relay/AFFMAN3_invitedFriends?pageNo=2&pageSize=10', { token })).body.value.list];
    expect(all).toHaveLength(12);
    expect(all.every((friend: { account: string }) => friend.account.includes('****'))).toBe(true);
    expect(all.find((friend: { account: string }) => friend.account === 'na****21').bonus).toBe(2222);
  });

  it('seeds friends who can log in with the documented password', async () => {
    expect((await server.client().login('arif1995', FRIEND_PASSWORD)).body.value).toMatchObject({ userName: 'arif1995', customerType: 0 });
  });
});
