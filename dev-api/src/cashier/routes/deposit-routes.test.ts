import { DEPOSIT_CHANNELS } from '../catalogue.ts';
import { ledgerSum, listMovements } from '../../ledger/index.ts';
import { balanceOfMember, newKey, newMember, submit, type TestMember } from '../../test-support/cashier-helpers.ts';
import { startTestServer, START_TIME, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
let member: TestMember;
beforeEach(async () => {
  server = await startTestServer();
  member = await newMember(server, { balance: 100 });
});
afterEach(() => server.close());

const client = () => server.client();
const manual = (json: Record<string, unknown>, key?: string) => submit(client(), '/wps/relay/MCS2_manualTransfer', member.token, json, key);
const confirm = (json: Record<string, unknown>) => submit(client(), '/wps/relay/MCS2_manualTransferConfirm', member.token, json);
const approve = (id: number) => client().post('/dev/cashier/deposits/approve', { json: { id } });
const reject = (id: number) => client().post('/dev/cashier/deposits/reject', { json: { id, reason: 'Payment not received' } });
const balance = () => balanceOfMember(client(), member.token);
const requestCount = () =>
  (server.api.db.prepare('SELECT COUNT(*) AS n FROM deposit_requests WHERE member_id = ?').get(member.id) as { n: number }).n;

describe('deposit channels', () => {
  it("lists the merchant's channels with limits, quick amounts, window and formats, in the request's language", async () => {
    const list = (await client().get('/wps/relay/MCS2_depositChannels', { token: member.token })).body.value.list;
    expect(list.map((c: { code: string }) => c.code)).toEqual(['BKASH', 'NAGAD', 'ROCKET', 'UPAY', 'LOCAL_BANK', 'ONLINE_GATEWAY']);
    // the catalogue's bKash, its paisa in taka
    const bkash = DEPOSIT_CHANNELS[0]!;
    expect(list[0]).toMatchObject({
      flow: 'ewallet',
      name: 'bKash',
      min: bkash.minPaisa / 100,
      max: bkash.maxPaisa / 100,
      quickAmounts: bkash.quickPaisa.map((paisa) => paisa / 100),
      windowMinutes: bkash.windowMinutes,
      receivingNumber: bkash.receivingNumber,
      accountType: bkash.accountType,
      senderPattern: bkash.numberPattern,
      trxIdPattern: bkash.trxIdPattern,
    });
    const bn = (await server.client({ Merchant: 'BDWL', Language: 'BN' }).get('/wps/relay/MCS2_depositChannels', { token: member.token }))
      .body.value.list;
    expect(bn[1].name).toBe('নগদ');
    const banks = (await client().get('/wps/relay/MCS2_bankListByVendor?vendor=LOCAL_BANK', { token: member.token })).body.value;
    expect(banks.list[0]).toMatchObject({
      bankCode: 'DBBL',
      bankName: 'Dutch-Bangla Bank',
      accountName: 'Khela24 Entertainment Ltd',
      accountNumber: '1071100045821',
    });
    expect((await client().get('/wps/relay/MCS2_bankListByVendor?vendor=BKASH', { token: member.token })).body.errorCode).toBe(
      'CHANNEL_NOT_FOUND',
    );
  });
});

describe('manual e-wallet deposit', () => {
  it('is pending with a window; the proof follows; the operator approves it once and the balance rises by exactly the amount', async () => {
    const created = (await manual({ channelCode: 'BKASH', amount: '1000.50' })).body.value;
    expect(created).toMatchObject({
      status: 'pending',
      amount: 1000.5,
      proofSubmitted: false,
      payTo: { receivingNumber: '01711223344', accountType: 'personal' },
    });
    expect(Date.parse(created.expiresAt)).toBe(START_TIME + 15 * 60 * 1000);
    expect((await confirm({ depositId: created.id, senderNumber: '01912345678', trxId: 'bka7q2m9xz' })).body.value).toMatchObject({
      proofSubmitted: true,
      trxId: 'BKA7Q2M9XZ',
    });
    expect(await balance()).toBe(100);
    expect((await approve(created.id)).body.status).toBe('approved');
    expect(await balance()).toBe(1100.5);
    const second = await approve(created.id);
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('DEPOSIT_NOT_PENDING');
    expect((await reject(created.id)).body.errorCode).toBe('DEPOSIT_NOT_PENDING');
    expect(await balance()).toBe(1100.5);
  });

  it("takes the proof with the request, in the wallet's formats, and a TrxID only once", async () => {
    const codeOf = async (json: Record<string, unknown>) => (await manual({ channelCode: 'NAGAD', amount: 500, ...json })).body.errorCode;
    expect(await codeOf({ senderNumber: '0171234567', trxId: '7K3ND9QA' })).toBe('SENDER_NUMBER_INVALID');
    expect(await codeOf({ senderNumber: '01712345678', trxId: '7K3ND9Q' })).toBe('TRXID_INVALID');
    expect(await codeOf({ senderNumber: '01712345678', trxId: '7K3ND9QA!' })).toBe('TRXID_INVALID');
    expect(
      (await manual({ channelCode: 'NAGAD', amount: 500, senderNumber: '01712345678', trxId: '7K3ND9QA' })).body.value.proofSubmitted,
    ).toBe(true);
    expect(await codeOf({ senderNumber: '01712345678', trxId: '7k3nd9qa' })).toBe('TRXID_USED');
    expect(requestCount()).toBe(1);
  });

  it('reads Rocket numbers with their check digit (12 digits)', async () => {
    const rocket = (senderNumber: string) => manual({ channelCode: 'ROCKET', amount: 500, senderNumber, trxId: '3049187265' });
    expect((await rocket('01712345678')).body).toMatchObject({ errorCode: 'SENDER_NUMBER_INVALID', value: { pattern: '^01[3-9]\\d{9}$' } });
    expect((await rocket('017123456789')).body.value.senderNumber).toBe('017123456789');
  });

  it("refuses amounts outside the channel's limits with their figures, and creates nothing", async () => {
    const refused = await manual({ channelCode: 'ROCKET', amount: 299.99 });
    expect(refused.body).toMatchObject({
      errorCode: 'AMOUNT_BELOW_MIN',
      message: 'The minimum amount is ৳300.00',
      value: { min: 300, max: 20000 },
    });
    expect((await manual({ channelCode: 'ROCKET', amount: '20000.01' })).body.errorCode).toBe('AMOUNT_ABOVE_MAX');
    expect((await manual({ channelCode: 'ROCKET', amount: '1.234' })).body.errorCode).toBe('AMOUNT_TOO_MANY_DECIMALS');
    expect((await manual({ channelCode: 'PAYPAL', amount: 500 })).body.errorCode).toBe('CHANNEL_NOT_FOUND');
    expect(requestCount()).toBe(0);
  });

  it('expires when the window passes without proof (on read, with the clock), and then takes neither proof nor approval', async () => {
    const created = (await manual({ channelCode: 'BKASH', amount: 500 })).body.value;
    server.clock.advance(15 * 60 * 1000 - 1);
    expect((await client().get(`/wps/relay/MCS2_depositDetail?depositId=${created.id}`, { token: member.token })).body.value.status).toBe(
      'pending',
    );
    server.clock.advance(1);
    const token = await client().token(member.username, member.password);
    expect((await client().get(`/wps/relay/MCS2_depositDetail?depositId=${created.id}`, { token })).body.value.status).toBe('expired');
    const late = await submit(client(), '/wps/relay/MCS2_manualTransferConfirm', token, {
      depositId: created.id,
      senderNumber: '01712345678',
      trxId: 'BKA7Q2M9XZ',
    });
    expect(late.body.errorCode).toBe('DEPOSIT_EXPIRED');
    expect((await approve(created.id)).body.errorCode).toBe('DEPOSIT_EXPIRED');
    expect(ledgerSum(server.api.db, member.id)).toBe(100_00);
  });

  it('does not expire once the proof is in: it waits for the operator', async () => {
    const created = (await manual({ channelCode: 'UPAY', amount: 500, senderNumber: '01512345678', trxId: 'UP8H2K4M7Q1Z' })).body.value;
    server.clock.advance(60 * 60 * 1000);
    expect((await approve(created.id)).body.status).toBe('approved');
  });

  it("the operator's rejection credits nothing", async () => {
    const created = (await manual({ channelCode: 'BKASH', amount: 700 })).body.value;
    expect((await reject(created.id)).body).toMatchObject({ status: 'rejected', reason: 'Payment not received' });
    expect((await approve(created.id)).body.errorCode).toBe('DEPOSIT_NOT_PENDING');
    expect(await balance()).toBe(100);
  });

  it('a repeated Idempotency-Key (a double tap, a retry) creates one request and answers the same reply', async () => {
    const key = newKey();
    const replies = await Promise.all(Array.from({ length: 8 }, () => manual({ channelCode: 'BKASH', amount: 800 }, key)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(new Set(replies.map((r) => r.body.value.reference)).size).toBe(1);
    expect(requestCount()).toBe(1);
    // a refused submit keeps nothing, so the same key may carry the corrected request
    const fixKey = newKey();
    expect((await manual({ channelCode: 'BKASH', amount: 100 }, fixKey)).body.errorCode).toBe('AMOUNT_BELOW_MIN');
    expect((await manual({ channelCode: 'BKASH', amount: 300 }, fixKey)).status).toBe(200);
    expect(requestCount()).toBe(2);
  });
});

describe('bank transfer deposit', () => {
  it("names the receiving account and a reference; the payer's name is the proof", async () => {
    const created = (await manual({ channelCode: 'LOCAL_BANK', amount: 5000, bankCode: 'brac' })).body.value;
    expect(created).toMatchObject({
      flow: 'bank',
      bankCode: 'BRAC',
      payTo: { bankName: 'BRAC Bank', accountName: 'Khela24 Entertainment Ltd', accountNumber: '1501204587912001' },
    });
    expect(created.reference).toMatch(/^K24-[A-HJ-NP-Z2-9]{6}$/);
    expect(Date.parse(created.expiresAt)).toBe(START_TIME + 30 * 60 * 1000);
    expect((await confirm({ depositId: created.id, payerName: '' })).body.errorCode).toBe('PAYER_NAME_INVALID');
    expect((await confirm({ depositId: created.id, payerName: 'Abdul Karim' })).body.value.payerName).toBe('Abdul Karim');
    expect((await confirm({ depositId: created.id, payerName: 'Abdul Karim' })).body.errorCode).toBe('DEPOSIT_PROOF_SUBMITTED');
    await approve(created.id);
    expect(await balance()).toBe(5100);
    expect((await manual({ channelCode: 'LOCAL_BANK', amount: 5000, bankCode: 'HSBC' })).body.errorCode).toBe('BANK_NOT_FOUND');
  });
});

describe('promotions with a deposit', () => {
  it("lists the channel's promotions, quotes the bonus, and credits it as a bonus row on approval", async () => {
    const promos = (await client().get('/wps/relay/MCS2_promoList?channelCode=BKASH', { token: member.token })).body.value.list;
    expect(promos.map((p: { id: number }) => p.id)).toEqual([501, 502]);
    const quote = await client().post('/wps/relay/MCS2_acceptPromo', {
      token: member.token,
      json: { promoId: 501, channelCode: 'BKASH', amount: '1200' },
    });
    expect(quote.body.value).toMatchObject({ id: 501, amount: 1200, bonus: 1200, total: 2400 });
    expect(
      (
        await client().post('/wps/relay/MCS2_acceptPromo', {
          token: member.token,
          json: { promoId: 501, channelCode: 'BKASH', amount: '300' },
        })
      ).body,
    ).toMatchObject({ errorCode: 'PROMO_NOT_AVAILABLE', value: { min: 500 } });
    expect(
      (
        await client().post('/wps/relay/MCS2_acceptPromo', {
          token: member.token,
          json: { promoId: 503, channelCode: 'BKASH', amount: '3000' },
        })
      ).body.errorCode,
    ).toBe('PROMO_NOT_AVAILABLE');

    const created = (await manual({ channelCode: 'BKASH', amount: 1200, promoId: 501 })).body.value;
    expect(created).toMatchObject({ promoId: 501, bonus: 1200 });
    await approve(created.id);
    expect(await balance()).toBe(100 + 1200 + 1200);
    const rows = listMovements(server.api.db, member.id, {
      from: 0,
      to: START_TIME,
      kinds: ['deposit', 'bonus'],
      page: 1,
      pageSize: 10,
    }).items;
    expect(rows.map((r) => [r.kind, r.amountPaisa, r.reference])).toEqual(
      expect.arrayContaining([
        ['deposit', 1200_00, `deposit:${created.id}`],
        ['bonus', 1200_00, `deposit:${created.id}`],
      ]),
    );
    // a first-deposit promotion is gone once a deposit was approved
    expect(
      (await client().get('/wps/relay/MCS2_promoList?channelCode=BKASH', { token: member.token })).body.value.list.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([502]);
  });

  it('drops a first-deposit bonus when another deposit was approved first', async () => {
    const withPromo = (await manual({ channelCode: 'BKASH', amount: 1000, promoId: 501 })).body.value;
    const plain = (await manual({ channelCode: 'NAGAD', amount: 500 })).body.value;
    await approve(plain.id);
    expect((await approve(withPromo.id)).body.bonus).toBe(0);
    expect(await balance()).toBe(1600);
  });
});

describe('open deposit claims are capped per member (issue 21 finding 2)', () => {
  const trxId = (i: number) => `K${String(i).padStart(9, '0')}`;
  const claim = (i: number) => manual({ channelCode: 'BKASH', amount: '500', senderNumber: '01912345678', trxId: trxId(i) });

  it('takes 5 of 20 concurrent claims with made-up TrxIDs, names the cap, and takes one more once the operator closes one', async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => claim(i)));
    const accepted = replies.filter((reply) => reply.status === 200);
    expect(accepted).toHaveLength(5);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(refused.map((reply) => reply.body.errorCode)).toEqual(Array(15).fill('DEPOSIT_OPEN_LIMIT'));
    expect(refused[0]!.status).toBe(409);
    expect(refused[0]!.body).toMatchObject({
      message: 'You already have 5 deposits waiting to be checked; wait until one is done before making another',
      value: { max: 5 },
    });
    const pending = (await client().get('/dev/cashier/pending')).body.deposits.filter(
      (d: { username: string }) => d.username === member.username,
    );
    expect(pending).toHaveLength(5);
    expect((await claim(100)).body.errorCode).toBe('DEPOSIT_OPEN_LIMIT');
    await reject(accepted[0]!.body.value.id);
    expect((await claim(101)).status).toBe(200);
  });

  it('counts a request whose payment window passed without proof as closed', async () => {
    for (let i = 0; i < 5; i += 1) expect((await manual({ channelCode: 'BKASH', amount: '500' })).status).toBe(200);
    expect((await manual({ channelCode: 'BKASH', amount: '500' })).body.errorCode).toBe('DEPOSIT_OPEN_LIMIT');
    server.clock.advance(DEPOSIT_CHANNELS[0]!.windowMinutes * 60_000);
    member = { ...member, token: await client().token(member.username, member.password) };
    expect((await manual({ channelCode: 'BKASH', amount: '500' })).status).toBe(200);
  });
});
