import { DEMO, smallPng } from '../member-centre/test-kit.ts';
import { lastCodeTo, memberCode, newKey, newMember } from '../test-support/cashier-helpers.ts';
import { ok, unanswered } from '../test-support/contract-answers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

// Every member-centre call of the contract, answered once by the dev API: demo01's seeded records, mail
// and rewards, and fresh members for what changes an account. The test client checks each answer against
// the call's schema (contract-check.ts); this fails on a member call with no case here.

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.client().token(DEMO.username, DEMO.password);
});
afterAll(() => server.close());

const get = (path: string, as = token) => server.client().get(path, { token: as });
const post = (path: string, json: unknown, as = token) => server.client().post(path, { token: as, json });
const range = 'startDate=2026-10-22&endDate=2026-11-20&pageNo=1&pageSize=10';
const png = `data:image/png;base64,${smallPng().toString('base64')}`;

it('answers the member centre, its records and the reward centre as the contract says', async () => {
  await ok(get('/wps/member/info'));
  await ok(get('/wps/member/protection/limits'));
  await ok(get(`/wps/relay/ODS2_MemberTransaction?${range}&types=all`));
  await ok(get('/wps/relay/GLS2_TxCodeList'));
  await ok(get(`/wps/relay/ODS2_MemberBetRecord?${range}&gameType=ALL&vendor=ALL&status=ALL`));
  await ok(get('/wps/relay/ODS2_BetRecordFilters'));
  await ok(get('/wps/relay/ODSFE2_MemPNL?startDate=2026-10-22&endDate=2026-11-20'));
  await ok(get(`/wps/relay/ODSFE2_MemRebateReport?${range}`));
  await ok(get('/wps/relay/MCS2_manualRebate'));
  await ok(server.client().post('/wps/relay/MCS2_manualRebate', { token, json: {}, headers: { 'Idempotency-Key': newKey() } }));
  await ok(get('/wps/relay/MEMCLUB3_benefits'));
  await ok(get('/wps/relay/AFFMAN3_inviteInfo'));
  await ok(get('/wps/relay/AFFMAN3_invitedFriends?pageNo=1&pageSize=10'));

  await ok(get('/wps/relay/REWCEN3_unclaimedCount'));
  const rewards = await ok(get('/wps/relay/REWCEN3_rewards'));
  const joinable = rewards.body.value.list.find((reward: { canJoin: boolean }) => reward.canJoin);
  await ok(post('/wps/relay/REWCEN3_join', { id: joinable.id }));
  const claimable = rewards.body.value.list.find((reward: { canClaim: boolean }) => reward.canClaim);
  await ok(post('/wps/relay/REWCEN3_claim', { id: claimable.id }));
});

it('answers the inbox, the notices and feedback as the contract says', async () => {
  const inbox = await ok(get('/wps/relay/CSP_getInbox?pageNo=1&pageSize=10'));
  const [first, second] = inbox.body.value.list as { id: number }[];
  await ok(get(`/wps/relay/CSP_getInboxDetail?id=${first!.id}`));
  await ok(post('/wps/relay/CSP_deleteInbox', { ids: [second!.id] }));
  await ok(post('/wps/relay/CSP_readAllInbox', {}));
  await ok(get('/wps/relay/MCSFE_getListAnnouncements?types=A&platform=M'));

  await ok(get('/wps/feedback/types'));
  await ok(
    server
      .client()
      .call('PUT', '/wps/feedback', { token, json: { type: 'GAME', remark: 'The game froze', images: [png], requestId: newKey() } }),
  );
  await ok(get('/wps/feedback?pageNo=1&pageSize=10'));
});

it('answers player protection as the contract says', async () => {
  const fresh = await newMember(server, { balance: 10 });
  await ok(get('/wps/member/protection/limits', fresh.token));
  await ok(post('/wps/member/protection/limits', { daily: '500', weekly: '' }, fresh.token));
  await ok(get('/wps/member/protection/realityCheck', fresh.token));
  await ok(post('/wps/member/protection/realityCheck', { minutes: 30 }, fresh.token));
  await ok(get('/wps/member/protection/session', fresh.token));
  const logins = await ok(get('/wps/member/protection/logins', fresh.token));
  const other = (logins.body.value.list as { id: number; current: boolean }[]).find((login) => !login.current);
  await ok(post('/wps/member/protection/logins/signOut', { id: other?.id ?? 0 }, fresh.token));
  await ok(post('/wps/member/protection/logins/signOutOthers', {}, fresh.token));
  await ok(get('/wps/member/protection/securityEvents', fresh.token));
  await ok(post('/wps/member/protection/exclusion', { period: '24h', password: fresh.password }, fresh.token));
});

it('answers the security centre as the contract says', async () => {
  await ok(get('/wps/member/securityConfig'));
  await ok(get('/wps/system/setting/register'));
  const fresh = await newMember(server, { balance: 10 });
  await ok(post('/wps/member/info/nickname', { nickname: 'Rahim' }, fresh.token));
  await ok(post('/wps/member/info/email', { email: 'rahim@example.test', password: fresh.password }, fresh.token));
  await ok(post('/wps/member/info/payeename', { payeeName: 'Rahim Uddin', password: fresh.password }, fresh.token));
  await ok(get('/wps/member/info/icon', fresh.token));
  await ok(post('/wps/member/info/icon', { icon: png }, fresh.token));

  const questions = await ok(get('/wps/member/securityQuestions', fresh.token));
  await ok(get('/wps/member/customerSecurityQuestions', fresh.token));
  const answers = (questions.body.value as { id: number }[]).slice(0, 3).map((q) => ({ questionId: q.id, answer: 'Cumilla' }));
  await ok(post('/wps/member/customerSecurityQuestions', { password: fresh.password, answers }, fresh.token));

  await ok(post('/wps/verification/sms/bind', { mobileNum: '1712345670', countryDialingCode: '880' }, fresh.token));
  const bindCode = await lastCodeTo(server.client(), '8801712345670');
  const bound = { mobileNum: '1712345670', countryDialingCode: '880', verificationCode: bindCode, password: fresh.password };
  await ok(post('/wps/member/info/mobile', bound, fresh.token));

  const PIN = '975310';
  const owner = await newMember(server, { balance: 10, withdrawalPassword: PIN, mobile: true });
  await ok(post('/wps/member/paymentPassword', { oldPassword: PIN, newPassword: '864201', confirmPassword: '864201' }, owner.token));
  const code = await memberCode(server.client(), owner, 'pinReset');
  const reset = { loginPassword: owner.password, verificationCode: code, newPassword: '135792', confirmPassword: '135792' };
  await ok(post('/wps/member/paymentPassword/reset', reset, owner.token));

  expect(unanswered('member')).toEqual([]);
});
