// Issue 24 item 3, decision 028: at most one pop-up on arrival. The others wait for the next arrival (each still
// once a session) or go where a person looks for them: the popup notice on the notice list, the contract offers as
// badges on the agent home.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/cashier.ts';
import { offerContracts } from '../lib/agent-helpers.ts';
import { arrivalSettled } from '../lib/lobby-helpers.ts';
import { languagesInTurn, NAMES, type Names } from '../lib/names.ts';

test.use({ homePopups: true });

/** The dialogs that stand open over the page once the arrival can open no more (the popups wait for the banner). */
async function dialogsAfterArrival(page: Page): Promise<string[]> {
  await arrivalSettled(page);
  return page
    .getByRole('dialog')
    .evaluateAll((dialogs) =>
      dialogs.map(
        (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ?? d.getAttribute('aria-label') ?? '',
      ),
    );
}

/** A new arrival at the home, as a tap on the bottom menu makes one. */
async function arriveHome(page: Page, n: Names) {
  const menu = page.getByRole('navigation', { name: n.bottomMenu });
  await menu.getByRole('link', { name: n.events }).click();
  await expect(page).toHaveURL(/\/m\/activity/);
  await page.getByRole('button', { name: n.back }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function close(page: Page, n: Names) {
  await page.getByRole('dialog').getByRole('button', { name: n.close }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

// which pop-up comes on which arrival does not depend on the language: each journey runs once, in the next language in
// turn (decision 071)
const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });
    const n = NAMES[lng];

    test('a member: one pop-up an arrival, the login popup first, the notice on the next arrival, each once a session', async ({
      page,
      devMember,
      pageErrors,
    }) => {
      await devMember();
      await page.goto('/m/home');
      await expect(page.getByRole('dialog', { name: n.loginPopup })).toBeVisible();
      expect(await dialogsAfterArrival(page)).toHaveLength(1);
      await close(page, n);
      // the notice did not follow it: it waits for the next arrival
      expect(await dialogsAfterArrival(page)).toEqual([]);

      await arriveHome(page, n);
      await expect(page.getByRole('dialog', { name: n.popupNotice })).toBeVisible();
      expect(await dialogsAfterArrival(page)).toHaveLength(1);
      await close(page, n);

      // both were shown once this session: no more, on an arrival or a reload
      await arriveHome(page, n);
      expect(await dialogsAfterArrival(page)).toEqual([]);
      await page.reload();
      expect(await dialogsAfterArrival(page)).toEqual([]);
      // the notice is where a person looks for it
      await page.goto('/m/notice');
      await expect(page.getByRole('main').getByText(n.popupNotice).first()).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });
}

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });
    const n = NAMES[lng];

    test('an agent holding three contract offers: one question on arrival, then badges on the agent home; the popups follow on later arrivals', async ({
      page,
      devMember,
      pageErrors,
    }) => {
      const agent = await devMember({ type: 1 });
      await offerContracts(page, agent.username, ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);
      await page.goto('/m/home');
      const question = page.getByRole('dialog', { name: n.contractRequest });
      await expect(question).toContainText(n.threeContractKinds);
      expect(await dialogsAfterArrival(page)).toHaveLength(1);
      await question.getByRole('button', { name: n.cancel }).click();
      expect(await dialogsAfterArrival(page)).toEqual([]);

      // where the agent looks for them: a badge on each contract of the agency centre
      await page.goto('/m/agent');
      const grid = page.getByRole('navigation', { name: n.agencyMenu });
      for (const contract of [n.dailySalaryContract, n.dividendContract, n.hourlySalaryContract]) {
        await expect(grid.getByRole('link', { name: `${contract} ${n.oneOfferWaiting}` })).toBeVisible();
      }

      // the question was asked once this session; the login popup and the notice take the next arrivals, one each
      await page.goto('/m/home');
      await expect(page.getByRole('dialog', { name: n.loginPopup })).toBeVisible();
      expect(await dialogsAfterArrival(page)).toHaveLength(1);
      await close(page, n);
      await arriveHome(page, n);
      await expect(page.getByRole('dialog', { name: n.popupNotice })).toBeVisible();
      await close(page, n);
      await arriveHome(page, n);
      expect(await dialogsAfterArrival(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
}

{
  const lng = nextLanguage();
  test.describe(lng, () => {
    test.use({ language: lng });
    const n = NAMES[lng];

    test('one offer: the question leads to its contract, as the spec says', async ({ page, devMember }) => {
      const agent = await devMember({ type: 1 });
      await offerContracts(page, agent.username, ['HOURLY_SALARY']);
      await page.goto('/m/home');
      const question = page.getByRole('dialog', { name: n.contractRequest });
      await expect(question).toContainText(n.oneHourlyContract);
      await question.getByRole('button', { name: n.confirm, exact: true }).click();
      await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    });
  });
}
