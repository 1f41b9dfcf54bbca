// Issue 25, beside the cashier's cases (contract-answers.spec.ts): an answer the contract does not describe on
// an agent's, a member's and the lobby's screen. The platform's answer is changed on its way to the page; the
// screen shows its error with a retry, never NaN or a crash, the console names the call and the field, and once
// the platform answers as the contract says, the retry shows the screen.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

type Change = (value: any) => unknown;

/** Answers the calls to this address with the platform's real answer, its value changed; returns the undo. */
async function changeAnswer(page: Page, pattern: string, change: Change) {
  await page.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { success: true, value: change(body.value) } });
  });
  return () => page.unroute(pattern);
}

function consoleLines(page: Page) {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

test.use({ language: 'en' });

const cases: {
  area: string;
  kind: string;
  account?: [string, string];
  path: string;
  pattern: string;
  call: string;
  change: Change;
  field: string;
  shown: (page: Page) => Locator;
}[] = [
  {
    area: 'the agency centre',
    kind: 'a count sent as a string',
    account: ['agent01', 'Agent@1234'],
    path: '/m/agent/team/pnl',
    pattern: '**/wps/relay/ODSFE2_TeamPNL*',
    call: 'ODSFE2_TeamPNL',
    change: (value) => ({ ...value, totals: { ...value.totals, registrations: String(value.totals.registrations) } }),
    field: 'totals.registrations',
    shown: (page) => page.getByRole('heading', { name: 'Totals for the period' }),
  },
  {
    area: 'the member centre',
    kind: 'a list whose rows miss a field',
    account: ['demo01', 'Demo@1234'],
    path: '/m/rewardCenter',
    pattern: '**/wps/relay/REWCEN3_rewards*',
    call: 'REWCEN3_rewards',
    change: (value) => ({ ...value, list: value.list.map(({ status: _status, ...reward }: Record<string, unknown>) => reward) }),
    field: 'list.0.status',
    shown: (page) => page.getByRole('list', { name: 'My promotions' }),
  },
  {
    area: "the lobby's promotions",
    kind: 'a list whose rows miss a field',
    path: '/m/activity',
    pattern: '**/wps/relay/REWCEN3_promotions*',
    call: 'REWCEN3_promotions',
    change: (value) => ({ ...value, list: value.list.map(({ title: _title, ...promotion }: Record<string, unknown>) => promotion) }),
    field: 'list.0.title',
    shown: (page) => page.getByTestId('promotion-list'),
  },
  {
    // checked again since the fetch client paid for its schemas on the first load (decision 041)
    area: 'the lobby',
    kind: 'a list whose rows miss a field',
    path: '/m/gameList?gameType=RNG',
    pattern: '**/wps/relay/GCSGAME_list*',
    call: 'GCSGAME_list',
    change: (value) => ({ ...value, games: value.games.map(({ gameName: _name, ...game }: Record<string, unknown>) => game) }),
    field: 'games.0.gameName',
    shown: (page) => page.getByTestId('game-tile').first(),
  },
];

for (const c of cases) {
  test(`${c.area}, ${c.kind}: the screen shows its error with a retry, the console names the call, the retry recovers`, async ({
    page,
    login,
    pageErrors,
    allowPageErrors,
  }) => {
    // the console line this test looks for: the malformed answer named by its call
    allowPageErrors(new RegExp(`^console: \\[contract\\] ${c.call}: `));
    if (c.account) await login(...c.account);
    const lines = consoleLines(page);
    const restore = await changeAnswer(page, c.pattern, c.change);
    await page.goto(c.path);
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' }).first();
    await expect(retry).toBeVisible();
    await expect(page.getByText('NaN')).toHaveCount(0);
    expect(lines.find((line) => line.startsWith(`[contract] ${c.call}: ${c.field}`))).toBeTruthy();
    await restore();
    await retry.click();
    await expect(c.shown(page)).toBeVisible();
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

// The start-up answers are checked too (decision 035, their valibot shared with the remotes): a status the contract
// does not describe stops the start as a failed one does, with the shell's message and its retry, never a blank.
test('the start, a status with a flag sent as a string: the start-up error with its retry, the console names the call, the retry starts the site', async ({
  page,
  pageErrors,
  allowPageErrors,
}) => {
  allowPageErrors(/^console: \[contract\] systemStatus: maintenance: /);
  allowPageErrors(/^console: \[shell\] start failed/);
  const lines = consoleLines(page);
  const restore = await changeAnswer(page, '**/wps/system/status*', (value) => ({ ...value, maintenance: String(value.maintenance) }));
  await page.goto('/m/home');
  const failed = page.getByTestId('startup-failed');
  await expect(failed.getByText('The site could not start. Check your connection and try again.')).toBeVisible();
  expect(lines.find((line) => line.startsWith('[contract] systemStatus: maintenance: '))).toBeTruthy();
  await restore();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
