import { ledgerSum } from '../../ledger/index.ts';
import { balanceOfMember, memberCode, newKey, newMember, submit } from '../../test-support/cashier-helpers.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';

// every test client is 127.0.0.1: enough SMS sends for the bindings below (the limit itself is tested elsewhere)
const server = useTestServer('test', { authLimits: { smsClient: { max: 1000, windowMs: 60 * 60 * 1000 } } });

const PIN = '135790';
const client = () => server.client();
const withdraw = (token: string, json: Record<string, unknown>, key?: string) =>
  submit(client(), '/wps/transaction/withdraw', token, json, key);
const heldRows = (memberId: number) =>
  (
    server.api.db.prepare("SELECT COUNT(*) AS n FROM ledger_entries WHERE member_id = ? AND kind = 'withdraw'").get(memberId) as {
      n: number;
    }
  ).n;

describe('withdrawals under concurrency', () => {
  it('50 concurrent withdrawals of an amount that fits 10 times: exactly 10 accepted, the rest INSUFFICIENT_BALANCE', async () => {
    const member = await newMember(server, { balance: 5000, withdrawalPassword: PIN, boundEwallet: true });
    const bankCardId = member.bankCards[0]!.id;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(member.token, { amount: '500', bankCardId, paymentPassword: PIN })),
    );
    const accepted = replies.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(10);
    expect(replies.filter((r) => r.status !== 200).map((r) => r.body.errorCode)).toEqual(Array(40).fill('INSUFFICIENT_BALANCE'));
    expect(await balanceOfMember(client(), member.token)).toBe(0);
    expect(ledgerSum(server.api.db, member.id)).toBe(0);
    expect(heldRows(member.id)).toBe(10);
  });

  it('a repeated Idempotency-Key returns the first reply and holds the amount once, even concurrently', async () => {
    const member = await newMember(server, { balance: 3000, withdrawalPassword: PIN, boundEwallet: true });
    const key = newKey();
    const body = { amount: 1000, bankCardId: member.bankCards[0]!.id, paymentPassword: PIN };
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(member.token, body, key)));
    expect(new Set(replies.map((r) => r.body.value.id)).size).toBe(1);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOfMember(client(), member.token)).toBe(2000);
    expect(heldRows(member.id)).toBe(1);
    const other = await withdraw(member.token, { ...body, amount: 999 }, key);
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
  });

  it('requires the Idempotency-Key header on a submit', async () => {
    const member = await newMember(server, { balance: 3000, withdrawalPassword: PIN, boundEwallet: true });
    const reply = await client().post('/wps/transaction/withdraw', {
      token: member.token,
      json: { amount: 1000, bankCardId: member.bankCards[0]!.id, paymentPassword: PIN },
    });
    expect(reply.body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await balanceOfMember(client(), member.token)).toBe(3000);
  });
});

describe('the withdrawal lifecycle', () => {
  it('holds the amount at once; the operator pays it (gone) or rejects it (given back once)', async () => {
    const member = await newMember(server, { balance: 2000, withdrawalPassword: PIN, boundEwallet: true });
    const bankCardId = member.bankCards[0]!.id;
    const first = await withdraw(member.token, { amount: '600.50', bankCardId, paymentPassword: PIN });
    expect(first.body.value).toMatchObject({ amount: 600.5, status: 'pending', balance: 1399.5, channelCode: 'BKASH' });
    const second = await withdraw(member.token, { amount: 500, bankCardId, paymentPassword: PIN });
    expect(await balanceOfMember(client(), member.token)).toBe(899.5);

    const paid = await client().post('/dev/cashier/withdrawals/pay', { json: { id: first.body.value.id } });
    expect(paid.body.status).toBe('paid');
    expect(await balanceOfMember(client(), member.token)).toBe(899.5);

    const rejected = await client().post('/dev/cashier/withdrawals/reject', {
      json: { id: second.body.value.id, reason: 'Name mismatch' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Name mismatch' });
    expect(await balanceOfMember(client(), member.token)).toBe(1399.5);
    const again = await client().post('/dev/cashier/withdrawals/reject', { json: { id: second.body.value.id } });
    expect(again.body.errorCode).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await client().post('/dev/cashier/withdrawals/pay', { json: { id: second.body.value.id } })).body.errorCode).toBe(
      'WITHDRAWAL_NOT_PENDING',
    );
    expect(await balanceOfMember(client(), member.token)).toBe(1399.5);
  });

  it("answers the settings: withdrawable balance, limits and today's count", async () => {
    const member = await newMember(server, { balance: 1500, withdrawalPassword: PIN, boundEwallet: true });
    await withdraw(member.token, { amount: 500, bankCardId: member.bankCards[0]!.id, paymentPassword: PIN });
    const settings = (await client().get('/wps/relay/MCS2_withdrawSettings', { token: member.token })).body.value;
    expect(settings).toEqual({
      balance: 1000,
      withdrawableBalance: 1000,
      min: 500,
      max: 25000,
      dailyCount: 10,
      dailyCountUsed: 1,
      dailyCountLeft: 9,
      hasWithdrawalPassword: true,
      bankCardCount: 1,
      verifiedMobile: null,
    });
  });

  it('stops at the daily count; a rejected request does not count, and the count starts again the next Dhaka day', async () => {
    const member = await newMember(server, { balance: 10000, withdrawalPassword: PIN, boundEwallet: true });
    const bankCardId = member.bankCards[0]!.id;
    for (let i = 0; i < 10; i += 1)
      expect((await withdraw(member.token, { amount: 500, bankCardId, paymentPassword: PIN })).status).toBe(200);
    expect((await withdraw(member.token, { amount: 500, bankCardId, paymentPassword: PIN })).body.errorCode).toBe('WITHDRAW_DAILY_LIMIT');
    const pending = (await client().get('/dev/cashier/pending')).body.withdrawals as { id: number; username: string }[];
    await client().post('/dev/cashier/withdrawals/reject', { json: { id: pending.find((w) => w.username === member.username)!.id } });
    expect((await withdraw(member.token, { amount: 500, bankCardId, paymentPassword: PIN })).status).toBe(200);
    expect((await withdraw(member.token, { amount: 500, bankCardId, paymentPassword: PIN })).body.errorCode).toBe('WITHDRAW_DAILY_LIMIT');
    server.clock.advance(24 * 60 * 60 * 1000);
    const tomorrow = await client().token(member.username, member.password);
    expect((await withdraw(tomorrow, { amount: 500, bankCardId, paymentPassword: PIN })).status).toBe(200);
  });

  it('refuses bad input with distinct codes and holds nothing', async () => {
    const member = await newMember(server, { balance: 1000, withdrawalPassword: PIN, boundEwallet: true });
    const bankCardId = member.bankCards[0]!.id;
    const codeOf = async (json: Record<string, unknown>) =>
      (await withdraw(member.token, { bankCardId, paymentPassword: PIN, ...json })).body.errorCode;
    expect(await codeOf({ amount: 0 })).toBe('AMOUNT_ZERO');
    expect(await codeOf({ amount: -1 })).toBe('AMOUNT_NEGATIVE');
    expect(await codeOf({ amount: 'abc' })).toBe('AMOUNT_NOT_NUMERIC');
    expect(await codeOf({ amount: '600.123' })).toBe('AMOUNT_TOO_MANY_DECIMALS');
    expect(await codeOf({ amount: 499.99 })).toBe('AMOUNT_BELOW_MIN');
    expect(await codeOf({ amount: 25000.01 })).toBe('AMOUNT_ABOVE_MAX');
    expect(await codeOf({ amount: 1000.01 })).toBe('INSUFFICIENT_BALANCE');
    expect(await codeOf({ amount: 600, bankCardId: 999999 })).toBe('BANK_CARD_NOT_FOUND');
    expect(await codeOf({ amount: 600, paymentPassword: '000000' })).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(await balanceOfMember(client(), member.token)).toBe(1000);
    expect(heldRows(member.id)).toBe(0);
  });

  it('needs a withdrawal password first', async () => {
    const member = await newMember(server, { balance: 1000, boundEwallet: true });
    const reply = await withdraw(member.token, { amount: 600, bankCardId: member.bankCards[0]!.id, paymentPassword: '' });
    expect(reply.status).toBe(403);
    expect(reply.body.errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
  });
});

describe('bound accounts', () => {
  it('adds an e-wallet and a bank account with the withdrawal password and the code, validating their formats', async () => {
    const member = await newMember(server, { withdrawalPassword: PIN, mobile: true });
    const add = async (json: Record<string, unknown>) => {
      const verificationCode = await memberCode(client(), member, 'payoutAccount');
      server.clock.advance(60_000);
      return client().post('/wps/member/bankCard', { token: member.token, json: { paymentPassword: PIN, verificationCode, ...json } });
    };
    expect((await add({ type: 'ewallet', providerCode: 'nagad', accountNumber: '01812345678' })).body.value).toMatchObject({
      type: 'ewallet',
      providerCode: 'NAGAD',
      providerName: 'Nagad',
      accountNumber: '01812345678',
      maskedNumber: '018****5678',
      payeeName: null,
    });
    expect(
      (await add({ type: 'bank', providerCode: 'BRAC', accountNumber: '1501 2045 8791 2001', payeeName: 'মোঃ করিম' })).body.value,
    ).toMatchObject({ providerName: 'BRAC Bank', accountNumber: '1501204587912001', payeeName: 'মোঃ করিম' });
    expect((await add({ type: 'ewallet', providerCode: 'NAGAD', accountNumber: '01812345678' })).body.errorCode).toBe('BANK_CARD_EXISTS');
    expect((await add({ type: 'ewallet', providerCode: 'BKASH', accountNumber: '01212345678' })).body.errorCode).toBe('BANK_CARD_INVALID');
    expect((await add({ type: 'ewallet', providerCode: 'PAYPAL', accountNumber: '01712345678' })).body.errorCode).toBe('BANK_CARD_INVALID');
    expect((await add({ type: 'ewallet', providerCode: 'ROCKET', accountNumber: '01912345678' })).body.errorCode).toBe('BANK_CARD_INVALID');
    expect((await add({ type: 'bank', providerCode: 'DBBL', accountNumber: '1234', payeeName: 'Karim' })).body.errorCode).toBe(
      'BANK_CARD_INVALID',
    );
    expect((await add({ type: 'bank', providerCode: 'DBBL', accountNumber: '1071100099999', payeeName: '' })).body.errorCode).toBe(
      'PAYEE_NAME_INVALID',
    );
    expect((await add({ type: 'bank', providerCode: 'DBBL', accountNumber: '1071100099999', payeeName: '<script>' })).body.errorCode).toBe(
      'PAYEE_NAME_INVALID',
    );
    expect(
      (await add({ type: 'ewallet', providerCode: 'ROCKET', accountNumber: '019123456789', paymentPassword: '111111' })).body.errorCode,
    ).toBe('PAYMENT_PASSWORD_INCORRECT');
    const list = (await client().get('/wps/relay/MCS2_bankCards', { token: member.token })).body.value;
    expect(list.list.map((c: { providerCode: string }) => c.providerCode)).toEqual(['NAGAD', 'BRAC']);
    expect(list.max).toBe(5);
    expect(list.wallets.map((w: { code: string }) => w.code)).toEqual(['BKASH', 'NAGAD', 'ROCKET', 'UPAY']);
  });

  it('keeps at most five accounts', async () => {
    const member = await newMember(server, { withdrawalPassword: PIN, mobile: true });
    const add = async (accountNumber: string) => {
      const verificationCode = await memberCode(client(), member, 'payoutAccount');
      server.clock.advance(60_000);
      return client().post('/wps/member/bankCard', {
        token: member.token,
        json: { type: 'ewallet', providerCode: 'BKASH', accountNumber, paymentPassword: PIN, verificationCode },
      });
    };
    for (const last of [1, 2, 3, 4, 5]) expect((await add(`0171234567${last}`)).status).toBe(200);
    expect((await add('01712345676')).body).toMatchObject({
      errorCode: 'BANK_CARD_LIMIT',
      message: 'You can add at most 5 accounts',
      value: { max: 5 },
    });
  });

  it("shows demo01's seeded bKash account", async () => {
    const token = await client().token();
    const cards = (await client().get('/wps/relay/MCS2_bankCards', { token })).body.value.list;
    expect(cards[0]).toMatchObject({ providerCode: 'BKASH', accountNumber: '01712345678' });
  });
});
