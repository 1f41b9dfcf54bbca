// The member's records and rewards (issue 10 items 7 and 8): a manual rebate claimed once adds to the balance
// once; a reward claim pays its bonus; axe is clean on every one of these screens, in the language of the file's
// turn (decision 071). The records screens' rows, 2-decimal amounts, totals and pages are one screen's behaviour
// each: mf-member's record-screens.test.tsx shows them.
import { expect, test, useLanguage } from '../fixtures/cashier.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { expectHeaderBalance } from '../lib/cashier-helpers.ts';
import { languagesInTurn } from '../lib/names.ts';

const MONEY = /^[+-]?৳\d{1,3}(,\d{3})*\.\d{2}$/;

/** "1,234.56" as integer paisa, from the text (no floating point). */
const paisa = (text: string) => Number(text.replace(/[^\d.-]/g, '').replace('.', ''));

const SCREENS = [
  '/m/transaction/record?types=A',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/member/rebateReport',
  '/m/member/manualRebate',
  '/m/rewardCenter',
];

const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test(`axe finds nothing serious on the records and rewards screens in ${lng}`, async ({ page, login }) => {
    test.setTimeout(90_000);
    await useLanguage(page, lng);
    await login();
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('#main [data-amount], #main article').first()).toBeVisible();
      expect(await seriousAxeFindings(page, { include: '#main' }), `${lng} ${path}`).toEqual([]);
    }
  });
}

test('claiming a manual rebate once adds to the balance once', async ({ page, login }) => {
  // karimbd01 (agent02's tree) has unclaimed rebate in the seed, and no other test claims it
  await useLanguage(page, 'en');
  await login('karimbd01', 'Team@2024');
  await page.goto('/m/member/manualRebate');
  const available = page.getByRole('region', { name: 'Rebate available now' }).locator('p [data-amount]').first();
  await expect(available).toHaveText(MONEY);
  const rebate = paisa((await available.textContent()) ?? '');
  expect(rebate).toBeGreaterThan(0);
  const before = paisa(await expectHeaderBalance(page, /\d\.\d{2}$/));

  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('MCS2_manualRebate') && posts.push(r.url()));
  const claim = page.getByRole('button', { name: 'Claim rebate' });
  await claim.dblclick();
  await expect(page.getByText(/^Claimed ৳.* New balance ৳/)).toBeVisible();
  await expect(available).toHaveText('৳0.00');
  await expect(claim).toBeDisabled();
  expect(posts).toHaveLength(1);
  const after = before + rebate;
  await expectHeaderBalance(page, `${Math.floor(after / 100).toLocaleString('en-US')}.${String(after % 100).padStart(2, '0')}`);

  // a reload shows the same: nothing more to claim, the balance moved once
  await page.reload();
  await expect(available).toHaveText('৳0.00');
  await expectHeaderBalance(page, `${Math.floor(after / 100).toLocaleString('en-US')}.${String(after % 100).padStart(2, '0')}`);
});

test('claiming a reward pays its bonus once and the reward shows Claimed', async ({ page, devMember }) => {
  await useLanguage(page, 'en');
  const member = await devMember({ balance: '1000.00' });
  const granted = await page.request.post('/dev/rewards/grant', {
    headers: { Language: 'EN' },
    data: { username: member.username, id: 1105, bonus: '88.00' },
  });
  expect(granted.ok()).toBe(true);
  const { title } = (await granted.json()) as { title: string };

  await page.goto('/m/rewardCenter');
  await expectHeaderBalance(page, '1,000.00');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Claim', { exact: true }).first()).toBeVisible();
  await card.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(card.getByText('৳88.00 added to your balance')).toBeVisible();
  await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectHeaderBalance(page, '1,088.00');
});
