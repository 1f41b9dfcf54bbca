// Issue 26, point 5: three journeys with no pointer at all, as a player with a keyboard (or a switch, or a screen
// reader's keys) makes them: Tab and Shift+Tab to move, arrows in a group, typing, Enter and Space to act. Every
// control on the way is reached, none traps the focus, and every stop shows where the focus is.
import { expect, PIN, test } from '../fixtures/cashier.ts';
import { field } from '../lib/auth-helpers.ts';
import { depositIdInUrl, uniqueTrxId } from '../lib/cashier-helpers.ts';
import { keyboardWalk } from '../lib/keyboard.ts';

test.use({ language: 'en' });

test('login, from the home page, with the keyboard only', async ({ page, devMember }) => {
  const member = await devMember({ loggedIn: false });
  await page.goto('/m/home');
  await expect(page.locator('[data-remote-page="mf-lobby"]')).toBeVisible();
  const walk = keyboardWalk(page);

  await walk.tabTo(page.locator('header').getByRole('link', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/login$/);
  // the focus moved with the player: on the new page's area, where the next Tab goes on, named by the page's
  // title for a screen reader to say; the browser's title names it too
  await expect(page.getByRole('main', { name: 'Log in' })).toBeFocused();
  await expect(page).toHaveTitle(/^Log in \| \S/);
  // the ways to log in are tabs: the arrows move between them
  const byName = page.getByRole('tab', { name: 'Username' });
  const byMobile = page.getByRole('tab', { name: 'Mobile number' });
  await walk.tabTo(byName);
  await page.keyboard.press('ArrowRight');
  await expect(byMobile).toBeFocused();
  await expect(byMobile).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(byName).toHaveAttribute('aria-selected', 'true');
  await walk.tabTo(field(page, 'Username'));
  await page.keyboard.type(member.username);
  await walk.tabTo(field(page, 'Password'));
  await page.keyboard.type(member.password);
  // back a step and forth again: what was typed stays
  await walk.tabTo(field(page, 'Username'), { back: true });
  await expect(field(page, 'Username')).toHaveValue(member.username);
  await walk.tabTo(page.getByRole('button', { name: 'Log in', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('header').getByTestId('header-balance')).toHaveText('৳1,000.00');
  expect(walk.problems).toEqual([]);
});

test('a deposit to the pending state with the keyboard only', async ({ page, devMember }) => {
  await devMember({ balance: '3000.00' });
  await page.goto('/m/voucherCenter');
  const walk = keyboardWalk(page);
  const channels = page.getByRole('radio');
  await expect(channels.first()).toBeChecked();

  // the channels are one stop: the arrows choose among them
  await walk.tabTo(channels.first());
  await page.keyboard.press('ArrowDown');
  await expect(channels.nth(1)).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(channels.first()).toBeChecked();
  await walk.tabTo(page.getByRole('textbox', { name: 'Amount' }));
  await page.keyboard.type('500');
  await walk.tabTo(page.getByRole('button', { name: 'Deposit ৳500.00' }));
  await page.keyboard.press('Enter');
  await depositIdInUrl(page);
  // the form's button is gone: the payment step's heading has the focus, the fields come next
  await expect(page.getByRole('heading', { name: /^Send the money with / })).toBeFocused();

  await walk.tabTo(page.getByRole('textbox', { name: /^Your .* number$/ }));
  await page.keyboard.type('01712345678');
  await walk.tabTo(page.getByRole('textbox', { name: 'Transaction ID (TrxID)' }));
  await page.keyboard.type(uniqueTrxId());
  await walk.tabTo(page.getByRole('button', { name: 'Submit payment details' }));
  // Space acts on a button as Enter does
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { name: 'Deposit request sent' })).toBeFocused();
  await expect(page.getByTestId('notice-pending')).toBeVisible();
  expect(walk.problems).toEqual([]);
});

test('a withdrawal with the keyboard only', async ({ page, devMember }) => {
  await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true });
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('৳2,000.00');
  const walk = keyboardWalk(page);

  await walk.tabTo(page.getByRole('textbox', { name: 'Amount' }));
  await page.keyboard.type('750.50');
  await walk.tabTo(page.getByLabel('Withdrawal password'));
  await page.keyboard.type(PIN);
  await walk.tabTo(page.getByRole('button', { name: 'Withdraw ৳750.50' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeFocused();
  await expect(page.getByText('Balance now: ৳1,249.50')).toBeVisible();
  // the way on is reachable too
  await walk.tabTo(page.getByRole('link', { name: 'See withdrawal records' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/m\/withdrawReport/);
  expect(walk.problems).toEqual([]);
});
