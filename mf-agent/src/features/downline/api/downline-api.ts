import { agentTeamCalls } from '@wl/platform-contract/calls/agent-team';
import { api } from '@wl/kit';

// The downline, checked against the contract (decision 035), which names its shapes.
export type { DownlineMember, DownlinePage } from '@wl/platform-contract/calls/agent-team';

export interface DownlineFilter {
  parentId: string;
  account: string;
  /** '' all, 'member' or 'agent' */
  type: string;
  /** '' all, '1' online, '0' offline */
  online: string;
  page: number;
}

const given = (v: string) => (v === '' ? undefined : v);

export const fetchDownline = (f: DownlineFilter) =>
  api.call(
    agentTeamCalls.downline,
    {
      params: {
        parentId: given(f.parentId),
        account: given(f.account.trim()),
        type: given(f.type),
        online: given(f.online),
        pageNo: f.page,
        pageSize: 10,
      },
    },
    { silent: true },
  );
