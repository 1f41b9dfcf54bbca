import { newMember, submit } from '../../test-support/cashier-helpers.ts';
import { START_TIME } from '../../test-support/test-server.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';
import { dhakaDate } from '../dates.ts';

const server = useTestServer('file');
let token: string;
beforeAll(async () => {
  token = await server.client().token();
});

const DAY = 24 * 60 * 60 * 1000;
const get = (path: string, as = token) => server.client().get(path, { token: as });
const today = dhakaDate(START_TIME);
const daysAgo = (n: number) => dhakaDate(START_TIME - n * DAY);

describe('deposit and withdrawal reports', () => {
  it("page demo01's seeded deposits (more than one page) newest first, with totals over the filter", async () => {
    const first = (await get(`/wps/relay/MCS2_DepositTransactionReport?startDate=${daysAgo(60)}&endDate=${today}`)).body.value;
    expect(first).toMatchObject({
      currentPage: 1,
      totalPages: 2,
      showPageSize: 10,
      totalCount: 16,
      startDate: daysAgo(60),
      endDate: today,
      status: 'all',
    });
    expect(first.totals).toEqual({ amount: 40_200, doneAmount: 29_500 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({
      status: 'pending',
      channelCode: 'BKASH',
      amount: 1000,
      orderNo: expect.stringMatching(/^D\d{8}$/),
    });
    const times = first.list.map((d: { createdAt: string }) => Date.parse(d.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await get(`/wps/relay/MCS2_DepositTransactionReport?startDate=${daysAgo(60)}&endDate=${today}&pageNo=2`)).body.value;
    expect(second.list).toHaveLength(6);
    const statuses = new Set([...first.list, ...second.list].map((d: { status: string }) => d.status));
    expect(statuses).toEqual(new Set(['pending', 'approved', 'rejected', 'expired']));
  });

  it('filter by status and by date range; the default range is the last 30 days', async () => {
    const approved = (await get(`/wps/relay/MCS2_DepositTransactionReport?startDate=${daysAgo(60)}&endDate=${today}&status=approved`)).body
      .value;
    expect(approved.totalCount).toBe(10);
    expect(approved.list.every((d: { status: string }) => d.status === 'approved')).toBe(true);
    const recent = (await get('/wps/relay/MCS2_DepositTransactionReport')).body.value;
    expect(recent).toMatchObject({ startDate: daysAgo(29), endDate: today });
    expect(recent.totalCount).toBe(8);
    const withdrawals = (await get(`/wps/relay/MCS2_WithdrawTransactionReport?startDate=${daysAgo(60)}&endDate=${today}&pageSize=5`)).body
      .value;
    expect(withdrawals).toMatchObject({ totalPages: 3, totalCount: 14, showPageSize: 5 });
    expect(withdrawals.list[0]).toMatchObject({ status: 'pending', amount: 700, channelCode: 'BKASH', maskedNumber: '017****5678' });
    expect(
      (await get(`/wps/relay/MCS2_WithdrawTransactionReport?startDate=${daysAgo(60)}&endDate=${today}&status=rejected`)).body.value
        .totalCount,
    ).toBe(3);
  });

  it('refuse a range over 90 days, a reversed or impossible one, and an unknown status', async () => {
    expect((await get(`/wps/relay/MCS2_DepositTransactionReport?startDate=${daysAgo(90)}&endDate=${today}`)).body.errorCode).toBe(
      'DATE_RANGE_TOO_LONG',
    );
    expect((await get(`/wps/relay/MCS2_DepositTransactionReport?startDate=${daysAgo(89)}&endDate=${today}`)).status).toBe(200);
    expect((await get(`/wps/relay/MCS2_DepositTransactionReport?startDate=${today}&endDate=${daysAgo(1)}`)).body.errorCode).toBe(
      'DATE_RANGE_INVALID',
    );
    expect((await get('/wps/relay/MCS2_DepositTransactionReport?startDate=2026-02-31&endDate=2026-03-02')).body.errorCode).toBe(
      'DATE_RANGE_INVALID',
    );
    expect((await get('/wps/relay/MCS2_WithdrawTransactionReport?status=approved')).body.errorCode).toBe('STATUS_INVALID');
  });

  it('answer an empty page for a new member, and survive absurd paging', async () => {
    const member = await newMember(server);
    expect((await get('/wps/relay/MCS2_DepositTransactionReport', member.token)).body.value).toMatchObject({
      list: [],
      totalPages: 0,
      totalCount: 0,
      totals: { amount: 0, doneAmount: 0 },
    });
    const absurd = await get('/wps/relay/MCS2_DepositTransactionReport?pageNo=1e18&pageSize=-3');
    expect(absurd.status).toBe(200);
    expect(absurd.body.value.showPageSize).toBe(10);
  });
});

describe('the account record ODS2_MemberTransaction', () => {
  it('lists the ledger rows with names, signed amounts and the balance after each, and filters by kind', async () => {
    const all = (await get(`/wps/relay/ODS2_MemberTransaction?startDate=${daysAgo(89)}&endDate=${today}`)).body.value;
    expect(all.totalCount).toBeGreaterThan(30);
    expect(all.list[0]).toMatchObject({
      type: expect.any(String),
      typeName: expect.any(String),
      amount: expect.any(Number),
      balanceAfter: expect.any(Number),
    });
    const deposits = (await get(`/wps/relay/ODS2_MemberTransaction?startDate=${daysAgo(89)}&endDate=${today}&types=deposit,bonus`)).body
      .value;
    expect(deposits.totalCount).toBe(12);
    expect(deposits.totals).toEqual({ credit: 31_625, debit: 0, net: 31_625 });
    expect(deposits.list.find((e: { type: string }) => e.type === 'bonus').typeName).toBe('Bonus');
    expect((await get('/wps/relay/ODS2_MemberTransaction?types=A')).status).toBe(200);
    expect((await get('/wps/relay/ODS2_MemberTransaction?types=deposit,steal')).body.errorCode).toBe('TX_TYPE_INVALID');
  });

  it('shows a withdrawal as held, then released when rejected', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: '975310', boundEwallet: true });
    const withdrawal = await submit(server.client(), '/wps/transaction/withdraw', member.token, {
      amount: 600,
      bankCardId: member.bankCards[0]!.id,
      paymentPassword: '975310',
    });
    await server.client().post('/dev/cashier/withdrawals/reject', { json: { id: withdrawal.body.value.id } });
    const rows = (await get('/wps/relay/ODS2_MemberTransaction', member.token)).body.value.list;
    expect(
      rows.map((r: { type: string; amount: number; status: string; balanceAfter: number }) => [r.type, r.amount, r.status, r.balanceAfter]),
    ).toEqual([
      ['withdraw_release', 600, 'completed', 1000],
      ['withdraw', -600, 'released', 400],
      ['adjust', 1000, 'completed', 1000],
    ]);
  });

  it("GLS2_TxCodeList names every kind in the request's language", async () => {
    const en = (await get('/wps/relay/GLS2_TxCodeList')).body.value.list;
    expect(en.map((k: { code: string }) => k.code)).toEqual([
      'deposit',
      'withdraw',
      'withdraw_release',
      'transfer_upline_out',
      'transfer_upline_in',
      'bonus',
      'rebate',
      'bet',
      'win',
      'lottery_refund',
      'dividend',
      'red_rain',
      'adjust',
    ]);
    expect(en[0]).toEqual({ code: 'deposit', name: 'Deposit', direction: 'credit' });
    const bn = (await server.client({ Merchant: 'BDWL', Language: 'BN' }).get('/wps/relay/GLS2_TxCodeList', { token })).body.value.list;
    expect(bn[0].name).toBe('ডিপোজিট');
  });
});
