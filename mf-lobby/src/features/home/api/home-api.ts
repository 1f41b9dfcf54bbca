import type { announcementsCall } from '@wl/platform-contract/calls/announcements';
import type { bannersCall, hotMatchesCall, loginPopupsCall, winnersCall } from '@wl/platform-contract/calls/lobby-home';
import { api, type CallValue, platformLanguage, useConfigStore } from '@wl/shared';

// The home's calls. Their answers are typed by the platform contract but read unchecked (decision 035, addendum
// of issue 25's third stop): the guest's first load of /m/home cannot yet pay the 2.7 KB gzip that their schemas
// and valibot's functions cost (200 KB budget). The dev API's answers to them are checked against the same
// schemas (dev-api answers-lobby.test.ts); every later lobby screen checks its answers.

export type { Announcement } from '@wl/platform-contract/calls/announcements';
import type { ContractRequests } from '@wl/platform-contract/calls/contract-requests';

export type { ContractRequests };
export type { Banner, HotMatch, LoginPopup, MatchOdds, Winner } from '@wl/platform-contract/calls/lobby-home';

const language = () => platformLanguage();
const merchantCode = () => useConfigStore.getState().config?.merchantCode ?? '';

export const fetchBanners = () =>
  api.get<CallValue<typeof bannersCall>>('/wps/relay/MCSFE_getBanners', { silent: true, params: { groupName: 'm_home' } });
export const fetchHotMatches = () => api.get<CallValue<typeof hotMatchesCall>>('/wps/relay/GCSGAME_hotMatches', { silent: true });

/** Winners board: gameCategory ALL, language, limitNum 20 (spec section 7). */
export async function fetchWinners() {
  const value = await api.get<CallValue<typeof winnersCall>>('/wps/relay/GCSGAME_rank', {
    silent: true,
    params: { gameCategory: 'ALL', language: language(), limitNum: 20 },
  });
  return value.list.map((item) => item.vo);
}

/** Announcements of the home slot: types, merchantCode, platform M, groupName (spec section 7; the token travels as a header). */
export const fetchAnnouncements = (types: string, groupName = 'm_home') =>
  api.get<CallValue<typeof announcementsCall>>('/wps/relay/MCSFE_getListAnnouncements', {
    silent: true,
    params: { types, merchantCode: merchantCode(), platform: 'M', groupName },
  });

export const fetchLoginPopups = (execution: 'A' | 'B') =>
  api.get<CallValue<typeof loginPopupsCall>>('/wps/relay/MCSFE_getLoginPopups', { silent: true, params: { execution } });

/** An agent's waiting contracts (the COMM3 module's relay). */
export const fetchContractRequests = () =>
  api.get<ContractRequests>('/wps/relay/COMM3_contractRequests', { silent: true, moduleId: 'COMM3' });
