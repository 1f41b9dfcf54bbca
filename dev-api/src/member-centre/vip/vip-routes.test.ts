import { postMovement } from '../../ledger/index.ts';
import { useTestServer } from '../../test-support/use-test-server.ts';
import { AGENT, expectSwitchedOff } from '../test-kit.ts';
import { VIP_LEVELS } from './vip-levels.ts';
import { percentOf } from './vip-progress.ts';

const server = useTestServer('file');

describe('percentOf', () => {
  it('is exact to 2 decimals, never above 100, and 100 for a reached or empty target', () => {
    expect(percentOf(1_245_000, 2_000_000)).toBe(62.25);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2_000_001, 2_000_000)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
    expect(percentOf(-5, 100)).toBe(0);
  });
});

describe('the VIP levels', () => {
  it('go from 0 to 9 with thresholds and benefits that only grow', () => {
    expect(VIP_LEVELS.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let i = 1; i < VIP_LEVELS.length; i++) {
      const [before, level] = [VIP_LEVELS[i - 1]!, VIP_LEVELS[i]!];
      expect(level.deposit).toBeGreaterThan(before.deposit);
      expect(level.validBet).toBeGreaterThan(before.validBet);
      expect(level.rebateBasisPoints).toBeGreaterThan(before.rebateBasisPoints);
      expect(level.upgradeBonus).toBeGreaterThanOrEqual(before.upgradeBonus);
    }
  });
});

describe('GET /wps/relay/MEMCLUB3_benefits', () => {
  it('answers every level with its benefits, and demo01 at Silver on the way to Gold (deposits met, bets not yet)', async () => {
    const client = server.client();
    const value = (await client.get('/wps/relay/MEMCLUB3_benefits', { token: await client.token() })).body.value;
    expect(value.levels).toHaveLength(10);
    expect(value.levels[2]).toEqual({
      level: 2,
      name: 'Silver',
      depositRequired: 5000,
      validBetRequired: 30000,
      benefits: { upgradeBonus: 58, monthlyBonus: 28, rebateRate: 1.4, dailyWithdrawCount: 5, dailyWithdrawLimit: 100000 },
    });
    expect(value.levels[9].benefits.dailyWithdrawLimit).toBeNull();
    expect(value.member).toEqual({
      level: 2,
      name: 'Silver',
      // ৳6,200 from before the ledger's history and ৳29,500 of approved deposits in the ledger
      deposits: 35700,
      validBets: 64300,
      next: {
        level: 3,
        name: 'Gold',
        depositRequired: 20000,
        validBetRequired: 120000,
        depositNeeded: 0,
        validBetNeeded: 55700,
        depositProgress: 100,
        validBetProgress: 53.58,
      },
    });
  });

  it('counts a new deposit in the ledger towards the next level', async () => {
    const client = server.client();
    const token = await client.token('nusrat99', 'Nusrat@2024');
    const before = (await client.get('/wps/relay/MEMCLUB3_benefits', { token })).body.value.member;
    expect(before).toMatchObject({ level: 1, deposits: 2350.5, next: { level: 2, depositNeeded: 2649.5, depositProgress: 47.01 } });
    const nusrat = (server.api.db.prepare("SELECT id FROM members WHERE username = 'nusrat99'").get() as { id: number }).id;
    postMovement(server.api.db, {
      memberId: nusrat,
      kind: 'deposit',
      amountPaisa: 100_050,
      reference: 'deposit:test',
      now: server.clock.now(),
    });
    const after = (await client.get('/wps/relay/MEMCLUB3_benefits', { token })).body.value.member;
    expect(after).toMatchObject({ deposits: 3351, next: { depositNeeded: 1649, depositProgress: 67.02 } });
  });

  it('names levels in Bengali by default, and the agent at Diamond', async () => {
    const client = server.client({ Merchant: 'BDWL' });
    const value = (await client.get('/wps/relay/MEMCLUB3_benefits', { token: await client.token(AGENT.username, AGENT.password) })).body
      .value;
    expect(value.levels[0].name).toBe('নবাগত');
    expect(value.member).toMatchObject({ level: 5, name: 'ডায়মন্ড', next: { level: 6, name: 'ক্রাউন' } });
  });

  it('is switched off with MEMCLUB3', () => expectSwitchedOff(server, 'MEMCLUB3', 'GET', '/wps/relay/MEMCLUB3_benefits'));
});
