import type { Page } from '@playwright/test';

/** Every route of the agency centre (issue 11). */
export const AGENT_ROUTES = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/member/team',
  '/m/member/teamRebate',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
] as const;

/** Offers an agent contracts of these kinds (dev-api CONTRACT section 18, dev only). */
export async function offerContracts(page: Page, username: string, kinds: string[]) {
  const reply = await page.request.post('/dev/agent/offers', { data: { username, kinds } });
  if (!reply.ok()) throw new Error(`POST /dev/agent/offers: ${reply.status()} ${await reply.text()}`);
}
