import { announcementsCall } from '@wl/platform-contract/calls/announcements';
import { bannersCall, hotMatchesCall, loginPopupsCall, winnersCall } from '@wl/platform-contract/calls/lobby-home';
import { api, platformLanguage, useConfigStore } from '@wl/kit';

// The home's calls, checked against the platform contract (decision 035).

export type { Announcement } from '@wl/platform-contract/calls/announcements';
export type { ContractRequests } from '@wl/platform-contract/calls/contract-requests';
export type { Banner, HotMatch, LoginPopup, MatchOdds, Winner } from '@wl/platform-contract/calls/lobby-home';

const language = () => platformLanguage();
const merchantCode = () => useConfigStore.getState().config?.merchantCode ?? '';
const silent = { silent: true } as const;

export const fetchBanners = () => api.call(bannersCall, { params: { groupName: 'm_home' } }, silent);
export const fetchHotMatches = () => api.call(hotMatchesCall, {}, silent);

/** Winners board: gameCategory ALL, language, limitNum 20 (spec section 7). */
export async function fetchWinners() {
  const value = await api.call(winnersCall, { params: { gameCategory: 'ALL', language: language(), limitNum: 20 } }, silent);
  return value.list.map((item) => item.vo);
}

/** Announcements of the home slot: types, merchantCode, platform M, groupName (spec section 7; the token travels as a header). */
export const fetchAnnouncements = (types: string, groupName = 'm_home') =>
  api.call(announcementsCall, { params: { types, merchantCode: merchantCode(), platform: 'M', groupName } }, silent);

export const fetchLoginPopups = (execution: 'A' | 'B') => api.call(loginPopupsCall, { params: { execution } }, silent);
