import { type ContractKind, contractCalls } from '@wl/platform-contract/calls/agent-contracts';
import { api } from '@wl/kit';

// The agent's contracts, checked against the contract (decision 035); each kind has its own address and
// module tags (COMM3 reads, DAILYSALCONT3 answers a daily salary, HOURSAL3 the hourly one).
export type { Contract, ContractKind, ContractState, ContractTier } from '@wl/platform-contract/calls/agent-contracts';

export const fetchContract = (kind: ContractKind) => api.call(contractCalls[kind].read, {}, { silent: true });

export const answerContract = (kind: ContractKind, action: 'ACCEPT' | 'REJECT', contractId: number, idempotencyKey: string) =>
  api.call(contractCalls[kind].answer, { body: { action, contractId } }, { idempotencyKey });
