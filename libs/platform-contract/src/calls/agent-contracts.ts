import * as v from 'valibot';
import { defineCall, type PlatformCall } from '../call.ts';
import { isoTime, money } from './shapes.ts';

// The agent's contracts (dev-api/CONTRACT.md section 18): one address per kind, as the platform's modules
// split them, read with GET and answered with POST { action, contractId }; both answer the kind's state.

export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const contractStatus = v.picklist(['PENDING', 'SIGNED', 'REJECTED', 'SUPERSEDED']);
const kindTag = v.picklist(['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);

/** A salary tier has minTeamValidBet and salary (per day, per hour for the hourly one); a dividend tier minTeamLoss and rate. */
export const contractTier = v.object({
  level: v.number(),
  minActiveMembers: v.number(),
  minTeamValidBet: v.optional(money),
  salary: v.optional(money),
  minTeamLoss: v.optional(money),
  /** percent of the team's loss */
  rate: v.optional(v.number()),
});

export const contract = v.object({
  id: v.number(),
  kind: kindTag,
  status: contractStatus,
  /** null: offered by the platform (a top-level agent has no upline) */
  offeredBy: v.nullable(v.object({ account: v.string(), nickname: v.nullable(v.string()) })),
  offeredAt: isoTime,
  answeredAt: v.nullable(isoTime),
  startDate: v.string(),
  endDate: v.string(),
  activeMemberMinValidBet: money,
  tiers: v.array(contractTier),
  conditions: v.array(v.string()),
});

export const contractState = v.object({
  kind: kindTag,
  pending: v.nullable(contract),
  signed: v.nullable(contract),
  /** rejected and superseded, newest first */
  history: v.array(contract),
});

const answer = v.object({ action: v.picklist(['ACCEPT', 'REJECT']), contractId: v.optional(v.number()) });

/** The spec's module tags (section 7): COMM3 reads the requests, DAILYSALCONT3 answers a daily salary, HOURSAL3 the hourly one. */
const MODULE: Record<ContractKind, { read: string; answer: string }> = {
  dailySalary: { read: 'COMM3', answer: 'DAILYSALCONT3' },
  dividend: { read: 'COMM3', answer: 'COMM3' },
  hourlySalary: { read: 'HOURSAL3', answer: 'HOURSAL3' },
};

const calls = (kind: ContractKind) => {
  const path = `/wps/agent/contract/${kind}`;
  const name = `contract${kind[0]!.toUpperCase()}${kind.slice(1)}`;
  return {
    read: defineCall({ name, method: 'GET', path, moduleId: MODULE[kind].read, value: contractState }),
    answer: defineCall({ name: `${name}Answer`, method: 'POST', path, moduleId: MODULE[kind].answer, body: answer, value: contractState }),
  };
};

export const contractCalls = {
  dailySalary: calls('dailySalary'),
  dividend: calls('dividend'),
  hourlySalary: calls('hourlySalary'),
};

/** Every contract call, for PLATFORM_CALLS. */
export const agentContractCalls: readonly PlatformCall[] = CONTRACT_KINDS.flatMap((kind) => Object.values(contractCalls[kind]));

export type Contract = v.InferOutput<typeof contract>;
export type ContractTier = v.InferOutput<typeof contractTier>;
export type ContractStatus = v.InferOutput<typeof contractStatus>;
export type ContractState = v.InferOutput<typeof contractState>;
