import { commissionCalls as calls } from '@wl/platform-contract/calls/agent-commission';
import { api, type DateRange } from '@wl/kit';

// The agent's commission and dividends, checked against the contract (decision 035), which names their shapes.
export type { AgentRebate, DividendPeriod, DividendStatus } from '@wl/platform-contract/calls/agent-commission';

export const fetchAgentRebate = (range: DateRange) =>
  api.call(calls.agentRebate, { params: { startDate: range.from, endDate: range.to } }, { silent: true });

export const fetchDividendInfo = () => api.call(calls.dividendInfo, {}, { silent: true });

export const fetchDividendHistory = (page: number) =>
  api.call(calls.dividendHistory, { params: { pageNo: page, pageSize: 10 } }, { silent: true });
