// Issue 24 item 3, decision 028: at most one pop-up on arrival. The others wait for the next arrival (each still
// once a session) or go where a person looks for them: the popup notice on the notice list, the contract offers as
// badges on the agent home.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/cashier.ts';
import { offerContracts } from '../lib/agent-helpers.ts';

test.use({ homePopups: true });

const LOGIN_POPUP_A = 'দৈনিক চেক-ইন পুরস্কার';
const POPUP_NOTICE = 'বিপিএল ২০২৬: প্রতিটি ম্যাচে বিশেষ অডস';

/** The dialogs that stand open over the page after it has had time to open any more (the popups wait for the banner). */
async function dialogsAfterArrival(page: Page): Promise<string[]> {
  await page.waitForTimeout(2500);
  return page
    .getByRole('dialog')
    .evaluateAll((dialogs) =>
      dialogs.map(
        (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ?? d.getAttribute('aria-label') ?? '',
      ),
    );
}

/** A new arrival at the home, as a tap on the bottom menu makes one. */
async function arriveHome(page: Page) {
  const menu = page.getByRole('navigation', { name: 'প্রধান' });
  await menu.getByRole('link', { name: 'ইভেন্ট' }).click();
  await expect(page).toHaveURL(/\/m\/activity/);
  await page.getByRole('button', { name: 'পিছনে' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function close(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'বন্ধ করুন' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a member: one pop-up an arrival, the login popup first, the notice on the next arrival, each once a session', async ({
  page,
  devMember,
  pageErrors,
}) => {
  await devMember();
  await page.goto('/m/home');
  await expect(page.getByRole('dialog', { name: LOGIN_POPUP_A })).toBeVisible();
  expect(await dialogsAfterArrival(page)).toHaveLength(1);
  await close(page);
  // the notice did not follow it: it waits for the next arrival
  expect(await dialogsAfterArrival(page)).toEqual([]);

  await arriveHome(page);
  await expect(page.getByRole('dialog', { name: POPUP_NOTICE })).toBeVisible();
  expect(await dialogsAfterArrival(page)).toHaveLength(1);
  await close(page);

  // both were shown once this session: no more, on an arrival or a reload
  await arriveHome(page);
  expect(await dialogsAfterArrival(page)).toEqual([]);
  await page.reload();
  expect(await dialogsAfterArrival(page)).toEqual([]);
  // the notice is where a person looks for it
  await page.goto('/m/notice');
  await expect(page.getByRole('main').getByText(POPUP_NOTICE).first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('an agent holding three contract offers: one question on arrival, then badges on the agent home; the popups follow on later arrivals', async ({
  page,
  devMember,
  pageErrors,
}) => {
  const agent = await devMember({ type: 1 });
  await offerContracts(page, agent.username, ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY']);
  await page.goto('/m/home');
  const question = page.getByRole('dialog', { name: 'চুক্তির অনুরোধ' });
  await expect(question).toContainText('দৈনিক বেতন, লভ্যাংশ, ঘণ্টাভিত্তিক বেতন');
  expect(await dialogsAfterArrival(page)).toHaveLength(1);
  await question.getByRole('button', { name: 'বাতিল' }).click();
  expect(await dialogsAfterArrival(page)).toEqual([]);

  // where the agent looks for them: a badge on each contract of the agency centre
  await page.goto('/m/agent');
  const grid = page.getByRole('navigation', { name: 'এজেন্সি সেন্টার মেনু' });
  for (const contract of ['দৈনিক বেতন চুক্তি', 'ডিভিডেন্ড চুক্তি', 'ঘণ্টাভিত্তিক বেতন চুক্তি']) {
    await expect(grid.getByRole('link', { name: `${contract} ১টি প্রস্তাব অপেক্ষায়` })).toBeVisible();
  }

  // the question was asked once this session; the login popup and the notice take the next arrivals, one each
  await page.goto('/m/home');
  await expect(page.getByRole('dialog', { name: LOGIN_POPUP_A })).toBeVisible();
  expect(await dialogsAfterArrival(page)).toHaveLength(1);
  await close(page);
  await arriveHome(page);
  await expect(page.getByRole('dialog', { name: POPUP_NOTICE })).toBeVisible();
  await close(page);
  await arriveHome(page);
  expect(await dialogsAfterArrival(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('one offer: the question leads to its contract, as the spec says', async ({ page, devMember }) => {
  const agent = await devMember({ type: 1 });
  await offerContracts(page, agent.username, ['HOURLY_SALARY']);
  await page.goto('/m/home');
  const question = page.getByRole('dialog', { name: 'চুক্তির অনুরোধ' });
  await expect(question).toContainText('একটি ঘণ্টাভিত্তিক বেতন চুক্তি আপনার উত্তরের অপেক্ষায়');
  await question.getByRole('button', { name: 'নিশ্চিত', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
});
