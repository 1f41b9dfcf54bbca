// Issue 14 rule 2 (spec section 2): the member's row (VIP, name, balance, deposit, withdraw) and a guest's
// login and register buttons are on the home header only; every other page shows back and its title
// (shell/src/layout/header/header-by-route.test.tsx). Here, axe on the composed headers, in the language of the
// file's turn (decision 071).
import { expect, test, useLanguage } from '../fixtures/test.ts';
import { seriousAxeFindings } from '../lib/axe.ts';
import { languagesInTurn } from '../lib/names.ts';

const header = (page: import('@playwright/test').Page) => page.locator('header');

const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  test(`axe finds nothing serious in the home and the page headers (${lng})`, async ({ page, login }) => {
    // two pages, each judged by axe: on a loaded machine that takes longer than one page's default
    test.setTimeout(90_000);
    await useLanguage(page, lng);
    await login();
    await page.goto('/m/home');
    await expect(header(page).getByTestId('header-balance')).toHaveText('৳1,000.00');
    expect(await seriousAxeFindings(page, { include: 'header' })).toEqual([]);
    // a light page: axe waits for the page's animations, and a game list's images take long on a busy machine
    await page.goto('/m/service');
    await expect(page.getByTestId('service')).toBeVisible();
    await expect(header(page).getByRole('button', { name: lng === 'bn' ? 'পিছনে' : 'Back' })).toBeVisible();
    expect(await seriousAxeFindings(page, { include: 'header' })).toEqual([]);
  });
}
