// Issue 25: an answer the contract does not describe is never a crash, a blank or NaN. The platform's
// answer is changed on its way to the page (a balance as a string, a list row missing a field, an envelope
// with no value); the screen shows its error state with a retry, the console names the call and the field,
// and once the platform answers as the contract says, the retry shows the screen.
import type { Page, Route } from '@playwright/test';
import { expect, PIN, test } from '../fixtures/cashier.ts';

type Change = (value: any) => unknown;

/** Answers the call with the platform's real answer, its value changed; returns the console's lines. */
async function changeAnswer(page: Page, call: string, change: Change) {
  const pattern = `**/wps/relay/${call}*`;
  await page.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.json();
    const changed = { success: true, ...(change === dropValue ? {} : { value: change(body.value) }) };
    await route.fulfill({ response, json: changed });
  });
  return () => page.unroute(pattern);
}
const dropValue: Change = () => undefined;

test.use({ language: 'en' });

function consoleLines(page: Page) {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

const cases = [
  {
    kind: 'a balance sent as a string',
    path: '/m/withdraw',
    call: 'MCS2_withdrawSettings',
    change: ((value) => ({ ...value, balance: String(value.balance) })) as Change,
    field: 'balance',
    shown: (page: Page) => page.getByRole('textbox', { name: 'Amount' }),
  },
  {
    kind: 'a list whose row misses a field',
    path: '/m/voucherCenter',
    call: 'MCS2_depositChannels',
    change: ((value) => ({ list: value.list.map(({ min: _min, ...channel }: Record<string, unknown>) => channel) })) as Change,
    field: 'list.0.min',
    shown: (page: Page) => page.getByRole('radio', { name: /bKash/ }),
  },
  {
    kind: 'an envelope with no value',
    path: '/m/upLine/transfer',
    call: 'MCS2_uplineInfo',
    change: dropValue,
    field: '(value)',
    shown: (page: Page) => page.getByRole('textbox', { name: 'Amount' }),
  },
];

for (const c of cases) {
  test(`${c.kind}: the screen shows its error with a retry, the console names the call, the retry recovers`, async ({
    page,
    devMember,
    pageErrors,
    allowPageErrors,
  }) => {
    // the console line this test looks for: the malformed answer named by its call
    allowPageErrors(new RegExp(`^console: \\[contract\\] ${c.call}: `));
    await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true, upline: 'agent01' });
    const lines = consoleLines(page);
    const restore = await changeAnswer(page, c.call, c.change);
    await page.goto(c.path);
    const error = page.getByRole('alert').filter({ hasText: 'The server sent an answer we could not read, please try again' });
    await expect(error).toBeVisible();
    await expect(page.getByText('NaN')).toHaveCount(0);
    expect(lines.find((line) => line.startsWith(`[contract] ${c.call}: ${c.field}`))).toBeTruthy();
    await restore();
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(c.shown(page)).toBeVisible();
    await expect(error).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test.describe('in Bengali', () => {
  test.use({ language: 'bn' });
  test('the malformed answer reads in Bengali', async ({ page, devMember, pageErrors, allowPageErrors }) => {
    allowPageErrors(/^console: \[contract\] MCS2_withdrawSettings: /);
    await devMember({ balance: '2000.00', withdrawalPassword: PIN, boundEwallet: true });
    await changeAnswer(page, 'MCS2_withdrawSettings', (value) => ({ ...value, balance: String(value.balance) }));
    await page.goto('/m/withdraw');
    await expect(page.getByRole('alert').filter({ hasText: 'সার্ভারের উত্তর বোঝা যায়নি, আবার চেষ্টা করুন' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
