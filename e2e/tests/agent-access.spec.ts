// The agency centre's door (issue 11 item 1), as the one gate table holds it (decision 026): a guest is asked to log
// in where it asked to go, a member who is not an agent is told the page is an agent's, and neither loads the page.
// The agent home itself sends both home, as spec section 4 says (issue 34: e2e/tests/spec-doors.spec.ts).
import { expect, test } from '../fixtures/test.ts';
import { AGENT_ROUTES } from '../lib/agent-helpers.ts';

/** The agent routes that keep the gate's message: all but the agent home, which sends a guest and a member home. */
const AGENT_PAGES = AGENT_ROUTES.filter((route) => route !== '/m/agent');

test('a guest opening any agent route is asked to log in there, and no agent call is made', async ({ page, pageErrors }) => {
  const agentCalls: string[] = [];
  page.on('request', (r) => /\/wps\/(agent|relay\/(MCS2_|ODSFE2_|COMM3_))/.test(r.url()) && agentCalls.push(r.url()));
  for (const route of AGENT_PAGES) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
    await expect(page.getByTestId('route-closed'), route).toHaveAttribute('data-reason', 'signIn');
    // the login dialog opens at once, over the gate's message
    await expect(page.getByRole('dialog'), route).toBeVisible();
  }
  expect(agentCalls).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('demo01 (a member, type 0) opening any agent route is told it is an agent’s, with a way home', async ({ page, login, pageErrors }) => {
  await login('demo01', 'Demo@1234');
  for (const route of AGENT_PAGES) {
    await page.goto(route);
    await expect(page.getByTestId('route-closed'), route).toHaveAttribute('data-reason', 'agentOnly');
    await expect(page.getByRole('heading', { name: 'এই পাতাটি এজেন্টদের জন্য' }), route).toBeVisible();
  }
  await page.getByRole('button', { name: 'ফিরে যান' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(pageErrors).toEqual([]);
});

test('a guest who logs in as an agent at the gate gets the agent page in place', async ({ page }) => {
  await page.goto('/m/agent/team/overview');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'ব্যবহারকারীর নাম', exact: true }).fill('agent01');
  await dialog.getByRole('textbox', { name: 'পাসওয়ার্ড', exact: true }).fill('Agent@1234');
  await dialog.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page.locator('[data-remote-page="mf-agent"]')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
});
