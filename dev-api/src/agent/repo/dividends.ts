import type { DividendPeriod } from '@wl/platform-contract';
import type { DatabaseSync } from 'node:sqlite';
import { postMovement } from '../../ledger/index.ts';
import { DAY_MS, dayLabel, dayStartMs, dhakaDay, HOUR_MS, MAX_RANGE_DAYS, periodOfDays } from '../../records/period.ts';
import { figureCells, groupFigures, netProfit, sumFigures } from '../../records/repo/figures.ts';
import { reachedTier, type DividendTier } from './contract-terms.ts';
import { contractInForce, termsOf, type ContractRow } from './contracts.ts';
import { teamIds } from './team-tree.ts';

interface HalfMonth {
  startDay: number;
  endDay: number;
}

/** The dividend period holding a day: the 1st-15th or the 16th-end of its month (Dhaka dates). */
function halfMonthOf(day: number): HalfMonth {
  const date = new Date(day * DAY_MS);
  const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()];
  return date.getUTCDate() <= 15
    ? { startDay: Date.UTC(year, month, 1) / DAY_MS, endDay: Date.UTC(year, month, 15) / DAY_MS }
    : { startDay: Date.UTC(year, month, 16) / DAY_MS, endDay: Date.UTC(year, month + 1, 0) / DAY_MS };
}

interface DividendFigures {
  teamLossPaisa: number;
  activeMembers: number;
  tier: DividendTier | null;
  amountPaisa: number;
}

/** The dividend a period earns under a contract, from the team's records (see the contract's conditions). */
function computeDividend(db: DatabaseSync, agentId: number, period: HalfMonth, contract: ContractRow): DividendFigures {
  const terms = termsOf(contract);
  if (terms.kind !== 'DIVIDEND') throw new Error(`contract ${contract.id} is not a dividend contract`);
  const cells = figureCells(db, teamIds(db, agentId), periodOfDays(period.startDay, period.endDay));
  const teamLossPaisa = -netProfit(sumFigures(cells));
  const activeMembers = [...groupFigures(cells, (c) => c.memberId).values()].filter((m) => m.validBets >= terms.activeMinValidBet).length;
  const tier = teamLossPaisa > 0 ? reachedTier(terms.tiers, activeMembers, (t) => teamLossPaisa >= t.minTeamLoss) : null;
  return { teamLossPaisa, activeMembers, tier, amountPaisa: tier ? Math.floor((teamLossPaisa * tier.rateBp) / 10_000) : 0 };
}

/** Settles a closed period: its row, and the payment as a `dividend` ledger row when there is one. */
function settleDividend(db: DatabaseSync, agentId: number, period: HalfMonth, contract: ContractRow, now: number): void {
  const figures = computeDividend(db, agentId, period, contract);
  const entry =
    figures.amountPaisa > 0
      ? postMovement(db, {
          memberId: agentId,
          kind: 'dividend',
          amountPaisa: figures.amountPaisa,
          idempotencyKey: `dividend:${period.startDay}`,
          reference: `dividend:${dayLabel(period.startDay)}`,
          now,
        })
      : null;
  db.prepare(`INSERT INTO agent_dividends (agent_id, contract_id, start_day, end_day, team_loss_paisa, active_members, rate_bp, amount_paisa, status, ledger_entry_id, settled_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    agentId,
    contract.id,
    period.startDay,
    period.endDay,
    figures.teamLossPaisa,
    figures.activeMembers,
    figures.tier?.rateBp ?? 0,
    figures.amountPaisa,
    entry ? 'PAID' : 'NONE',
    entry?.id ?? null,
    now,
  );
}

interface StoredDividend {
  contract_id: number;
  team_loss_paisa: number;
  active_members: number;
  rate_bp: number;
  amount_paisa: number;
  status: 'PAID' | 'NONE';
  settled_at: number;
}

/**
 * The agent's dividend periods of the last 90 days under a dividend contract, newest first: settled ones
 * (PAID, or NONE when the team did not earn one), closed ones awaiting settlement (PENDING) and the
 * current one (ACCRUING, an estimate so far).
 */
export function dividendPeriods(db: DatabaseSync, agentId: number, now: number): DividendPeriod[] {
  const today = dhakaDay(now);
  const stored = db.prepare('SELECT * FROM agent_dividends WHERE agent_id = ? AND start_day = ?');
  const periods: DividendPeriod[] = [];
  for (let period = halfMonthOf(today); period.endDay >= today - MAX_RANGE_DAYS; period = halfMonthOf(period.startDay - 1)) {
    const contract = contractInForce(db, agentId, 'DIVIDEND', Math.min(period.endDay, today));
    if (!contract) continue;
    const row = stored.get(agentId, period.startDay) as StoredDividend | undefined;
    const base = { startDate: dayLabel(period.startDay), endDate: dayLabel(period.endDay) };
    if (row) {
      periods.push({
        ...base,
        status: row.status,
        teamLoss: row.team_loss_paisa / 100,
        activeMembers: row.active_members,
        tierLevel: row.rate_bp ? tierLevelOf(contract, row.rate_bp) : null,
        rate: row.rate_bp / 100,
        amount: row.amount_paisa / 100,
        settledAt: new Date(row.settled_at).toISOString(),
        contractId: row.contract_id,
      });
      continue;
    }
    const figures = computeDividend(db, agentId, period, contract);
    periods.push({
      ...base,
      status: period.endDay < today ? 'PENDING' : 'ACCRUING',
      teamLoss: figures.teamLossPaisa / 100,
      activeMembers: figures.activeMembers,
      tierLevel: figures.tier?.level ?? null,
      rate: (figures.tier?.rateBp ?? 0) / 100,
      amount: figures.amountPaisa / 100,
      settledAt: null,
      contractId: contract.id,
    });
  }
  return periods;
}

function tierLevelOf(contract: ContractRow, rateBp: number): number | null {
  const terms = termsOf(contract);
  return terms.kind === 'DIVIDEND' ? (terms.tiers.find((t) => t.rateBp === rateBp)?.level ?? null) : null;
}

/**
 * Seeds the settled history: every closed period of the last 90 days under a signed dividend contract,
 * except the latest (still awaiting settlement), settled two days after it closed.
 */
export function seedDividends(db: DatabaseSync, now: number): void {
  const agents = db.prepare("SELECT DISTINCT agent_id FROM agent_contracts WHERE kind = 'DIVIDEND' AND status = 'SIGNED'").all() as {
    agent_id: number;
  }[];
  const today = dhakaDay(now);
  const latestClosed = halfMonthOf(halfMonthOf(today).startDay - 1);
  for (const { agent_id: agentId } of agents) {
    const closed: HalfMonth[] = [];
    for (let p = halfMonthOf(latestClosed.startDay - 1); p.endDay >= today - MAX_RANGE_DAYS; p = halfMonthOf(p.startDay - 1))
      closed.push(p);
    for (const period of closed.reverse()) {
      const contract = contractInForce(db, agentId, 'DIVIDEND', period.endDay);
      if (contract) settleDividend(db, agentId, period, contract, dayStartMs(period.endDay + 2) + 10 * HOUR_MS);
    }
  }
}
