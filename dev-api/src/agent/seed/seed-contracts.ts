import type { DatabaseSync } from 'node:sqlite';
import { MAIN_MERCHANT } from '../../config/merchants.ts';
import { DAY_MS, dhakaDay, HOUR_MS } from '../../records/period.ts';
import type { ContractKind, ContractTerms } from '../repo/contract-terms.ts';

const T = 100; // paisa per taka: the terms below read in taka

/** Salary terms: a member is active at this valid bet (taka); tiers [min active members, min team valid bet, salary]. */
const salaryTerms = (
  kind: 'DAILY_SALARY' | 'HOURLY_SALARY',
  activeMinValidBet: number,
  tiers: [number, number, number][],
): ContractTerms => ({
  kind,
  activeMinValidBet: activeMinValidBet * T,
  tiers: tiers.map(([minActiveMembers, minTeamValidBet, pay], i) => ({
    level: i + 1,
    minActiveMembers,
    minTeamValidBet: minTeamValidBet * T,
    salary: pay * T,
  })),
});

/** Dividend terms: tiers [min active members, min team loss (taka), rate in basis points]. */
const dividendTerms = (activeMinValidBet: number, tiers: [number, number, number][]): ContractTerms => ({
  kind: 'DIVIDEND',
  activeMinValidBet: activeMinValidBet * T,
  tiers: tiers.map(([minActiveMembers, minTeamLoss, rateBp], i) => ({
    level: i + 1,
    minActiveMembers,
    minTeamLoss: minTeamLoss * T,
    rateBp,
  })),
});

const TERMS = {
  dailyOld: salaryTerms('DAILY_SALARY', 500, [
    [3, 5_000, 100],
    [5, 15_000, 300],
    [10, 40_000, 800],
  ]),
  dailyNew: salaryTerms('DAILY_SALARY', 500, [
    [3, 5_000, 150],
    [5, 15_000, 400],
    [10, 40_000, 1_000],
    [20, 100_000, 2_500],
  ]),
  hourly: salaryTerms('HOURLY_SALARY', 100, [
    [2, 2_000, 20],
    [4, 6_000, 70],
    [8, 15_000, 200],
  ]),
  dividendOld: dividendTerms(1_000, [
    [3, 2_000, 1_000],
    [8, 10_000, 1_500],
    [15, 30_000, 2_000],
  ]),
  dividendNew: dividendTerms(1_000, [
    [3, 2_000, 1_200],
    [8, 10_000, 1_700],
    [15, 30_000, 2_200],
    [25, 80_000, 2_800],
  ]),
};

interface ContractSeed {
  agent: string;
  /** null: the platform */
  offeredBy: string | null;
  terms: ContractTerms;
  status: 'PENDING' | 'SIGNED';
  offeredDaysAgo: number;
  /** days from today; negative: in the past */
  startIn: number;
  lengthDays: number;
}

// agent01 has signed daily-salary and dividend contracts and a newer offer of each kind waiting, the
// hourly one its first; the home prompts ask about the three. Its sub-agents' contracts come from it.
const CONTRACTS: ContractSeed[] = [
  { agent: 'agent01', offeredBy: null, terms: TERMS.dailyOld, status: 'SIGNED', offeredDaysAgo: 101, startIn: -100, lengthDays: 365 },
  { agent: 'agent01', offeredBy: null, terms: TERMS.dividendOld, status: 'SIGNED', offeredDaysAgo: 151, startIn: -150, lengthDays: 365 },
  { agent: 'agent01', offeredBy: null, terms: TERMS.dailyNew, status: 'PENDING', offeredDaysAgo: 1, startIn: 1, lengthDays: 365 },
  { agent: 'agent01', offeredBy: null, terms: TERMS.dividendNew, status: 'PENDING', offeredDaysAgo: 2, startIn: 1, lengthDays: 365 },
  { agent: 'agent01', offeredBy: null, terms: TERMS.hourly, status: 'PENDING', offeredDaysAgo: 0, startIn: 0, lengthDays: 180 },
  { agent: 'rubelagent', offeredBy: 'agent01', terms: TERMS.dailyOld, status: 'SIGNED', offeredDaysAgo: 60, startIn: -58, lengthDays: 365 },
  { agent: 'joyagent', offeredBy: 'agent01', terms: TERMS.hourly, status: 'PENDING', offeredDaysAgo: 3, startIn: 0, lengthDays: 180 },
  { agent: 'agent02', offeredBy: null, terms: TERMS.dailyNew, status: 'PENDING', offeredDaysAgo: 4, startIn: 1, lengthDays: 365 },
];

/** The newest terms of each kind: what a fresh offer (POST /dev/agent/offers) proposes. */
export const OFFER_TERMS: Record<ContractKind, ContractTerms> = {
  DAILY_SALARY: TERMS.dailyNew,
  DIVIDEND: TERMS.dividendNew,
  HOURLY_SALARY: TERMS.hourly,
};

export function seedContracts(db: DatabaseSync, now: number): void {
  const idOf = (username: string) =>
    (
      db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').get(MAIN_MERCHANT, username) as
        | { id: number }
        | undefined
    )?.id;
  const insert =
    db.prepare(`INSERT INTO agent_contracts (agent_id, offered_by, kind, status, terms, start_day, end_day, offered_at, answered_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const today = dhakaDay(now);
  for (const seed of CONTRACTS) {
    const agent = idOf(seed.agent);
    if (agent === undefined) continue;
    const offeredAt = now - seed.offeredDaysAgo * DAY_MS - 2 * HOUR_MS;
    const startDay = today + seed.startIn;
    const kind: ContractKind = seed.terms.kind;
    insert.run(
      agent,
      seed.offeredBy === null ? null : (idOf(seed.offeredBy) ?? null),
      kind,
      seed.status,
      JSON.stringify(seed.terms),
      startDay,
      startDay + seed.lengthDays - 1,
      offeredAt,
      seed.status === 'SIGNED' ? offeredAt + DAY_MS : null,
    );
  }
}
