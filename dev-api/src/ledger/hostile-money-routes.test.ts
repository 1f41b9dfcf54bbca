import type { DatabaseSync } from 'node:sqlite';
import { RED_RAIN_MAX_TAKA } from '../lobby/red-rain.ts';
import { newKey, newMember, submit, type TestMember } from '../test-support/cashier-helpers.ts';
import { fire, HOSTILE_AMOUNTS, HOSTILE_IDS } from '../test-support/hostile-values.ts';
import type { Reply, TestServer } from '../test-support/test-server.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { ledgerSum, unbalancedMembers } from './index.ts';

// Issue 13's acceptance, over every route that moves money (the ledger's postMovement callers reachable by a
// request): 50 concurrent calls with hostile input (repeated ids, another member's ids, negative, zero, huge,
// fractional amounts, strings, wrong types, one reused idempotency key) answer no 5xx, every balance stays the
// sum of its ledger rows, no item is credited twice, and the acting member gains at most what the valid calls allow.
const server = useTestServer('file');
const PIN = '975310';
const CALLS = 50;

interface Actor {
  memberId: number;
  /** One call, the i-th of the burst. */
  call(i: number): Promise<Reply>;
  /** The most the actor's balance may rise, in paisa. */
  maxGainPaisa: number;
  /** How many of the calls are valid and must succeed (so the burst tests more than refusals). */
  minAccepted: number;
}

interface MoneyRoute {
  route: string;
  setup(server: TestServer): Promise<Actor>;
}

const pick = <T>(list: T[], i: number) => list[i % list.length]!;
const demo01 = (db: DatabaseSync) => (db.prepare("SELECT id FROM members WHERE username = 'demo01'").get() as { id: number }).id;
/** Every third call reuses one key, the rest bring their own. */
const keyFor = (shared: string, i: number) => (i % 3 === 0 ? shared : newKey());

interface Prepared {
  member: TestMember;
  /** The item ids the calls pick from, for a route about an item. */
  ids?: unknown[];
}

const fresh =
  (options: Record<string, unknown> = {}) =>
  async (s: TestServer) => ({ member: await newMember(s, options) });

/**
 * A member's burst at a cashier route through `submit`; the member may gain nothing. With `sharedKey`, every
 * third call reuses one idempotency key (the rest bring their own); otherwise each call has its own.
 */
function memberRoute(
  path: string,
  prepare: (s: TestServer) => Promise<Prepared>,
  body: (i: number, prepared: Prepared) => unknown,
  { minAccepted = 1, sharedKey = true } = {},
): MoneyRoute {
  return {
    route: `POST ${path}`,
    setup: async (s) => {
      const prepared = await prepare(s);
      const shared = newKey();
      return {
        memberId: prepared.member.id,
        maxGainPaisa: 0,
        minAccepted,
        call: (i) => submit(s.client(), path, prepared.member.token, body(i, prepared), sharedKey ? keyFor(shared, i) : newKey()),
      };
    },
  };
}

async function withDeposit(s: TestServer, amount = 600) {
  const member = await newMember(s);
  const deposit = (await submit(s.client(), '/wps/relay/MCS2_manualTransfer', member.token, { channelCode: 'BKASH', amount })).body.value;
  return { member, id: deposit.id as number };
}

async function withWithdrawal(s: TestServer) {
  const member = await newMember(s, { balance: 1000, withdrawalPassword: PIN, boundEwallet: true });
  const body = { amount: 500, bankCardId: member.bankCards[0]!.id, paymentPassword: PIN };
  const withdrawal = (await submit(s.client(), '/wps/transaction/withdraw', member.token, body)).body.value;
  return { member, id: withdrawal.id as number };
}

const ROUTES: MoneyRoute[] = [
  memberRoute('/wps/transaction/withdraw', fresh({ balance: 1000, withdrawalPassword: PIN, boundEwallet: true }), (i, { member }) => ({
    amount: pick(HOSTILE_AMOUNTS, i),
    bankCardId: i % 2 ? member.bankCards[0]!.id : pick(HOSTILE_IDS, i),
    paymentPassword: PIN,
  })),
  // deposit create
  memberRoute('/wps/relay/MCS2_manualTransfer', fresh(), (i) => ({
    channelCode: i % 4 ? 'BKASH' : pick(HOSTILE_IDS, i),
    amount: pick(HOSTILE_AMOUNTS, i),
    promoId: pick(HOSTILE_IDS, i),
  })),
  // deposit confirm, of the member's own deposit, another member's, or none
  memberRoute(
    '/wps/relay/MCS2_manualTransferConfirm',
    async (s) => {
      const { member, id } = await withDeposit(s);
      const other = await withDeposit(s);
      return { member, ids: [id, other.id, ...HOSTILE_IDS] };
    },
    (i, { ids = [] }) => ({
      depositId: pick(ids, i),
      trxId: i % 2 ? `TRX${i}ABCDEF` : pick(HOSTILE_AMOUNTS, i),
      senderNumber: pick(['01712345678', '0', null, '+8801712345678', 'x'.repeat(500)], i),
    }),
    { minAccepted: 0, sharedKey: false },
  ),
  memberRoute(
    '/wps/relay/MCS2_gatewayDeposit',
    fresh(),
    (i) => ({
      amount: pick(HOSTILE_AMOUNTS, i),
      channelCode: i % 3 ? 'ONLINE_GATEWAY' : pick(HOSTILE_IDS, i),
      returnUrl: pick(['/cashier', 'https://evil.example/', '//evil.example', 'javascript:alert(1)'], i),
    }),
    { minAccepted: 0, sharedKey: false },
  ),
  // The operator's decisions: [path, what the call decides on, the most the member may gain (paisa)]
  ...(
    [
      ['/dev/cashier/deposits/approve', withDeposit, 600_00],
      ['/dev/cashier/deposits/reject', withDeposit, 0],
      ['/dev/cashier/withdrawals/pay', withWithdrawal, 0],
      // a rejected withdrawal's 500 comes back once
      ['/dev/cashier/withdrawals/reject', withWithdrawal, 500_00],
    ] as const
  ).map(
    ([path, prepare, maxGainPaisa]): MoneyRoute => ({
      route: `POST ${path}`,
      setup: async (s) => {
        const { member, id } = await prepare(s);
        const ids = [id, ...HOSTILE_IDS];
        return {
          memberId: member.id,
          maxGainPaisa,
          minAccepted: 1,
          call: (i) => s.client().post(path, { json: { id: pick(ids, i), note: pick(HOSTILE_AMOUNTS, i) } }),
        };
      },
    }),
  ),
  memberRoute('/wps/relay/MCS2_transferToUpline', fresh({ balance: 1000, withdrawalPassword: PIN, upline: 'agent01' }), (i) => ({
    amount: pick(HOSTILE_AMOUNTS, i),
    paymentPassword: i % 5 ? PIN : pick(HOSTILE_IDS, i),
    uplineId: pick(HOSTILE_IDS, i),
  })),
  {
    route: 'POST /lgw/orders/suborders/cancel',
    setup: async (s) => {
      const token = await s.client().token();
      const lists: unknown[] = [[1, 1, 1], ['2', 2, '2.0'], [1, 2, 99], [3], Array(5000).fill(2), [1, 2], ...HOSTILE_IDS];
      return {
        memberId: demo01(s.api.db),
        // sub-orders 1 and 2 of order 1: stakes of 50 and 20
        maxGainPaisa: 70_00,
        minAccepted: 1,
        call: (i) =>
          s.client().post('/lgw/orders/suborders/cancel', {
            token,
            json: { orderId: i % 3 ? 1 : pick(HOSTILE_IDS, i), subOrderIds: pick(lists, i) },
          }),
      };
    },
  },
  {
    route: 'POST /wps/relay/REWCEN3_redRain',
    setup: async (s) => {
      const member = await newMember(s);
      return {
        memberId: member.id,
        maxGainPaisa: RED_RAIN_MAX_TAKA * 100,
        minAccepted: 1,
        call: (i) => s.client().post('/wps/relay/REWCEN3_redRain', { token: member.token, json: { amount: pick(HOSTILE_AMOUNTS, i) } }),
      };
    },
  },
  {
    route: 'POST /wps/relay/REWCEN3_claim',
    setup: async (s) => {
      const token = await s.client().token();
      const rewards = (await s.client().get('/wps/relay/REWCEN3_promotions', { token })).body.value.list as { id: number }[];
      const ids = [...rewards.map((r) => r.id), ...HOSTILE_IDS];
      return {
        memberId: demo01(s.api.db),
        // bounded by "no item credited twice" below; the reward amounts are the seed's
        maxGainPaisa: Number.POSITIVE_INFINITY,
        minAccepted: 0,
        call: (i) => s.client().post('/wps/relay/REWCEN3_claim', { token, json: { id: pick(ids, i) } }),
      };
    },
  },
  {
    route: 'POST /wps/relay/MCS2_manualRebate',
    setup: async (s) => {
      const token = await s.client().token();
      const available = (await s.client().get('/wps/relay/MCS2_manualRebate', { token })).body.value.available as number;
      const shared = newKey();
      return {
        memberId: demo01(s.api.db),
        maxGainPaisa: Math.round(available * 100),
        minAccepted: available > 0 ? 1 : 0,
        call: (i) =>
          s.client().post('/wps/relay/MCS2_manualRebate', {
            token,
            json: { amount: pick(HOSTILE_AMOUNTS, i) },
            headers: i % 2 ? { 'Idempotency-Key': keyFor(shared, i) } : {},
          }),
      };
    },
  },
];

/** Credits posted since `afterId` that share member, kind and reference: an item paid twice. */
function doubleCredits(db: DatabaseSync, afterId: number): unknown[] {
  return db
    .prepare(
      `SELECT member_id, kind, reference, COUNT(*) AS n FROM ledger_entries WHERE id > ? AND amount_paisa > 0 AND reference IS NOT NULL
       GROUP BY member_id, kind, reference HAVING n > 1`,
    )
    .all(afterId);
}

const lastLedgerId = (db: DatabaseSync) => (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM ledger_entries').get() as { id: number }).id;

describe('every money-moving route under 50 concurrent hostile calls', () => {
  it.each(ROUTES.map((r) => [r.route, r] as const))(
    '%s',
    async (_name, route) => {
      const actor = await route.setup(server);
      const db = server.api.db;
      const before = ledgerSum(db, actor.memberId);
      const since = lastLedgerId(db);
      const replies = await fire(CALLS, (i) => actor.call(i));
      expect(replies.filter((r) => r.status >= 500).map((r) => r.text)).toEqual([]);
      expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(actor.minAccepted);
      expect(unbalancedMembers(db)).toEqual([]);
      expect(doubleCredits(db, since)).toEqual([]);
      const gain = ledgerSum(db, actor.memberId) - before;
      expect(gain).toBeLessThanOrEqual(actor.maxGainPaisa);
      expect(ledgerSum(db, actor.memberId)).toBeGreaterThanOrEqual(0);
    },
    60_000,
  );
});
