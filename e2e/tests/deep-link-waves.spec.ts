// A deep link on a cold load (issue 22): the route table comes with the runtime file the shell fetches first
// (the server writes each remote's routes into it from the remote's build), so reaching another remote's
// page costs no more sequential request waves than when the table was compiled into the shell. Counted on
// the slow phone's network (e2e/lib/waves.ts): the waves whose answers had ended when the page's slot
// first showed the remote's page.
import { apiLogin } from '../lib/api-login.ts';
import { keepSession } from '../fixtures/test.ts';
import { expect, test } from '@playwright/test';
import { formatWaves, recordNetwork, watchFirstAppearance, wavesBefore } from '../lib/waves.ts';

/**
 * Measured on main before issue 22 (the route table compiled into the shell and @wl/shared), 6 runs: vouReport
 * 3 3 3 3 4 3, team overview 5 3 4 3 3 3, game list 3 every time (a member's header parts and the page's
 * chunks end on either side of a wave's edge). The bound is the most seen then.
 */
const BEFORE = { '/m/vouReport': 4, '/m/agent/team/overview': 5, '/m/gameList': 3 } as const;

const CASES = [
  { path: '/m/vouReport', remote: 'mf-cashier', account: ['demo01', 'Demo@1234'] },
  { path: '/m/agent/team/overview', remote: 'mf-agent', account: ['agent01', 'Agent@1234'] },
  { path: '/m/gameList', remote: 'mf-lobby', account: null },
] as const;

for (const c of CASES) {
  test(`a cold deep link to ${c.path} reaches its page in no more waves than before`, async ({ context, page, baseURL }) => {
    test.setTimeout(60_000);
    if (c.account) await keepSession(page, await apiLogin(baseURL!, c.account[0], c.account[1]));
    const network = await recordNetwork(context, page, { throttle: true });
    const shown = await watchFirstAppearance(page, `[data-remote-page="${c.remote}"]`);
    await page.goto(c.path);
    const at = network.toMonotonic(await shown());
    const requests = network.requests();
    await network.stop();
    const waves = wavesBefore(requests, at);
    const report = `${c.path}: the page after ${waves} waves (before issue 22: ${BEFORE[c.path]})\n${formatWaves(requests)}`;
    test.info().annotations.push({ type: 'waves', description: report });
    console.log(report);
    expect(waves).toBeGreaterThan(0);
    expect(waves).toBeLessThanOrEqual(BEFORE[c.path]);
  });
}
