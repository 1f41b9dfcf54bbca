import { api, platformLanguage, useConfigStore, useSessionStore } from '@wl/shared';

export interface Banner {
  id: number;
  groupName: string;
  url: string;
  title: string;
  link: string | null;
}

/** Decimal odds of a match's outcomes; no draw in a sport without one. */
export interface MatchOdds {
  home: number;
  draw: number | null;
  away: number;
}

export interface HotMatch {
  id?: number;
  matchTime: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  vendor: string;
  roomId: string;
  nodeId: number;
  /** where the platform gives them */
  odds?: MatchOdds | null;
}

export interface Winner {
  iconUrl: string;
  gameName: string;
  customerName: string;
  winAmount: number;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
  startDate: string;
  endDate: string | null;
  noExpiry: number;
  type?: string;
  announcementImages: { url: string; sequence: number }[];
}

export interface LoginPopup {
  id: number;
  execution: 'A' | 'B';
  title: string;
  content: string;
  imageUrl: string | null;
}

export interface ContractRequests {
  dailysalreqtype: number;
  divtypecompperiodreq: number;
  contracthoursalreq: number;
}

const language = () => platformLanguage();
const merchantCode = () => useConfigStore.getState().config?.merchantCode ?? '';

export const fetchBanners = () => api.get<Banner[]>('/wps/relay/MCSFE_getBanners', { silent: true, params: { groupName: 'm_home' } });
export const fetchHotMatches = () => api.get<HotMatch[]>('/wps/relay/GCSGAME_hotMatches', { silent: true });

/** Winners board: gameCategory ALL, language, limitNum 20 (spec section 7). */
export async function fetchWinners(): Promise<Winner[]> {
  const value = await api.get<{ list: { vo: Winner }[] }>('/wps/relay/GCSGAME_rank', {
    silent: true,
    params: { gameCategory: 'ALL', language: language(), limitNum: 20 },
  });
  return (value.list ?? []).map((item) => item.vo);
}

/** Announcements of the home slot: types, merchantCode, platform M, groupName, token (spec section 7). */
export const fetchAnnouncements = (types: string, groupName = 'm_home') =>
  api.get<Announcement[]>('/wps/relay/MCSFE_getListAnnouncements', {
    silent: true,
    params: { types, merchantCode: merchantCode(), platform: 'M', groupName, token: useSessionStore.getState().session?.token ?? '' },
  });

export const fetchLoginPopups = (execution: 'A' | 'B') =>
  api.get<LoginPopup[]>('/wps/relay/MCSFE_getLoginPopups', { silent: true, params: { execution } });

export const fetchContractRequests = () =>
  api.get<ContractRequests>('/wps/relay/COMM3_contractRequests', { silent: true, moduleId: 'COMM3' });
