import { fetchUnreadCount, loadMember, loadWallet } from '@wl/kit';
import { readsDividends } from '../../access/index.ts';
import type { Offers } from '../model/grid.ts';
import {
  type AgentMenu,
  fetchContractRequests,
  type DividendInfo,
  fetchAgentMenu,
  fetchAgentNoticeUnread,
  fetchDividendInfo,
  fetchTodayTeam,
  type TeamFooter,
} from '../api/home-api.ts';

export interface AgentHomeData {
  unreadMail: number;
  unreadNotices: number;
  team: TeamFooter;
  menu: AgentMenu;
  dividend: DividendInfo;
  /** contract offers waiting, as badges on their entries (decision 028) */
  offers: Offers;
}

// a badge that cannot load is no reason to hide the agent's home: it shows no badge
const orZero = (p: Promise<number>) => p.then((n) => Number(n) || 0).catch(() => 0);

// no dividend entry: the type earns none, or its summary cannot load
const NO_DIVIDEND: DividendInfo = { enabled: false, current: null, paidTotal: 0 };

/**
 * The agent home's calls in the order of spec section 4: wallet, unread mail, agent notice unread, today's team KPI,
 * refresh member info, then dividend info unless the type is 4, 40, 41 or 42. The menu flags come with the KPI.
 */
export async function loadAgentHome(memberType: number): Promise<AgentHomeData> {
  await loadWallet().catch(() => null);
  const unreadMail = await orZero(fetchUnreadCount());
  const unreadNotices = await orZero(fetchAgentNoticeUnread());
  const [{ footer }, menu] = await Promise.all([fetchTodayTeam(), fetchAgentMenu()]);
  await loadMember().catch(() => null);
  const dividend = readsDividends(memberType) ? await fetchDividendInfo().catch(() => NO_DIVIDEND) : NO_DIVIDEND;
  // the offers the home's prompt asks about once a session stay here, where the agent looks for them; types that
  // skip contract checks (spec section 4) have none
  const requests = readsDividends(memberType) ? await fetchContractRequests().catch(() => null) : null;
  const offers: Offers = {
    salaryContract: Number(requests?.dailysalreqtype) > 0 ? 1 : 0,
    dividendContract: Number(requests?.divtypecompperiodreq) > 0 ? 1 : 0,
    hourContract: Number(requests?.contracthoursalreq) > 0 ? 1 : 0,
  };
  return { unreadMail, unreadNotices, team: footer, menu, dividend, offers };
}
