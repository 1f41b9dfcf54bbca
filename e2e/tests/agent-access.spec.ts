// The agency centre's door (issue 11 item 1): a guest and a member who is not an agent land on the home page.
import { expect, test } from '../fixtures/test.ts';
import { AGENT_ROUTES } from '../lib/agent-helpers.ts';

test('a guest opening any agent route lands on /m/home', async ({ page, pageErrors }) => {
  for (const route of AGENT_ROUTES) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/m\/home$/);
  }
  expect(pageErrors).toEqual([]);
});

test('demo01 (a member, type 0) opening any agent route lands on /m/home', async ({ page, login, pageErrors }) => {
  await login('demo01', 'Demo@1234');
  for (const route of AGENT_ROUTES) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/m\/home$/);
  }
  expect(pageErrors).toEqual([]);
});
