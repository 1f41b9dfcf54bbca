import { api } from '@wl/shared';

export interface DownlineMember {
  id: number;
  account: string;
  nickname?: string | null;
  type: number;
  isAgent: boolean;
  level: number;
  parentAccount: string;
  regDate: string;
  lastLoginAt: string | null;
  balance: number;
  online: boolean;
  directCount: number;
  teamCount: number;
}

export interface DownlinePage {
  parent: { id: number; account: string; type: number }[];
  footer: { memberCount: number; onlineCount: number; balance: number };
  list: DownlineMember[];
  currentPage: number;
  totalPages: number;
}

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
  api.get<DownlinePage>('/wps/agent/team/members', {
    params: {
      parentId: given(f.parentId),
      account: given(f.account.trim()),
      type: given(f.type),
      online: given(f.online),
      pageNo: f.page,
      pageSize: 10,
    },
    silent: true,
  });
