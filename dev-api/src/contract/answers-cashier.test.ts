import { memberCode, newKey, newMember, submit, type TestMember } from '../test-support/cashier-helpers.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { ok, unanswered } from '../test-support/contract-answers.ts';

// Every cashier call of the contract, answered once by the dev API; the test client checks each answer
// against the call's schema (contract-check.ts), so this fails when the fake drifts from what the front end
// reads, and when a call joins the cashier's area with no case here.

const PIN = '975310';
let server: TestServer;
let member: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  member = await newMember(server, { balance: 5000, upline: 'agent01', withdrawalPassword: PIN, boundEwallet: true, mobile: true });
});
afterAll(() => server.close());

const get = (path: string) => server.client().get(path, { token: member.token });
const post = (path: string, json: unknown) => server.client().post(path, { token: member.token, json });

it('answers every cashier call of the contract as its schema says', async () => {
  await ok(get('/wps/relay/MCS2_depositChannels'));
  await ok(get('/wps/relay/MCS2_bankListByVendor?vendor=LOCAL_BANK'));
  await ok(get('/wps/relay/MCS2_promoList?channelCode=BKASH'));
  await ok(post('/wps/relay/MCS2_acceptPromo', { promoId: 501, channelCode: 'BKASH', amount: '1200' }));
  const manual = await ok(submit(server.client(), '/wps/relay/MCS2_manualTransfer', member.token, { channelCode: 'BKASH', amount: '500' }));
  const depositId = manual.body.value.id as number;
  await ok(
    submit(server.client(), '/wps/relay/MCS2_manualTransferConfirm', member.token, {
      depositId,
      senderNumber: '01712345678',
      trxId: 'AB12CD34EF',
    }),
  );
  await ok(get(`/wps/relay/MCS2_depositDetail?depositId=${depositId}`));
  await ok(
    submit(server.client(), '/wps/relay/MCS2_gatewayDeposit', member.token, {
      channelCode: 'ONLINE_GATEWAY',
      amount: '500',
      returnUrl: '/m/voucherCenter',
    }),
  );

  await ok(get('/wps/relay/MCS2_withdrawSettings'));
  const accounts = await ok(get('/wps/relay/MCS2_bankCards'));
  const code = await memberCode(server.client(), member, 'payoutAccount');
  await ok(
    post('/wps/member/bankCard', {
      type: 'ewallet',
      providerCode: 'NAGAD',
      accountNumber: '01812345678',
      paymentPassword: PIN,
      verificationCode: code,
    }),
  );
  const bankCardId = accounts.body.value.list[0].id as number;
  await ok(
    submit(server.client(), '/wps/transaction/withdraw', member.token, { amount: '600', bankCardId, paymentPassword: PIN }, newKey()),
  );
  const fresh = await newMember(server, { balance: 10 });
  await ok(
    server.client().post('/wps/member/paymentPassword', { token: fresh.token, json: { newPassword: '135792', confirmPassword: '135792' } }),
  );

  const range = 'startDate=2026-11-01&endDate=2026-11-30&status=all&pageNo=1&pageSize=10';
  await ok(get(`/wps/relay/MCS2_DepositTransactionReport?${range}`));
  await ok(get(`/wps/relay/MCS2_WithdrawTransactionReport?${range}`));

  await ok(get('/wps/relay/MCS2_uplineInfo'));
  await ok(submit(server.client(), '/wps/relay/MCS2_transferToUpline', member.token, { amount: '500', paymentPassword: PIN }));

  expect(unanswered('cashier')).toEqual([]);
});
