import { api } from '@wl/shared';

export type ContractKind = 'dailySalary' | 'dividend' | 'hourlySalary';
export type ContractStatus = 'PENDING' | 'SIGNED' | 'REJECTED' | 'SUPERSEDED';

export interface ContractTier {
  level: number;
  minActiveMembers: number;
  /** salary contracts: the team's valid bets a day (an hour) must reach */
  minTeamValidBet?: number;
  /** salary contracts: paid per day (per hour for the hourly one) */
  salary?: number;
  /** dividend contracts: the team's loss in the half month */
  minTeamLoss?: number;
  /** dividend contracts: percent of the loss */
  rate?: number;
}

export interface Contract {
  id: number;
  kind: 'DAILY_SALARY' | 'DIVIDEND' | 'HOURLY_SALARY';
  status: ContractStatus;
  offeredBy: { account: string; nickname?: string | null } | null;
  offeredAt: string;
  answeredAt: string | null;
  startDate: string;
  endDate: string;
  activeMemberMinValidBet: number;
  tiers: ContractTier[];
  conditions: string[];
}

export interface ContractState {
  kind: Contract['kind'];
  pending: Contract | null;
  signed: Contract | null;
  history: Contract[];
}

/** The spec's module tags (section 7): COMM3 reads the requests, DAILYSALCONT3 processes a daily salary, HOURSAL3 the hourly one. */
const MODULE: Record<ContractKind, { read: string; answer: string }> = {
  dailySalary: { read: 'COMM3', answer: 'DAILYSALCONT3' },
  dividend: { read: 'COMM3', answer: 'COMM3' },
  hourlySalary: { read: 'HOURSAL3', answer: 'HOURSAL3' },
};

export const fetchContract = (kind: ContractKind) =>
  api.get<ContractState>(`/wps/agent/contract/${kind}`, { moduleId: MODULE[kind].read, silent: true });

export const answerContract = (kind: ContractKind, action: 'ACCEPT' | 'REJECT', contractId: number, idempotencyKey: string) =>
  api.post<ContractState>(`/wps/agent/contract/${kind}`, { action, contractId }, { moduleId: MODULE[kind].answer, idempotencyKey });
