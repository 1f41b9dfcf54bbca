// Issue 21: resetting the withdrawal PIN and binding a payout account need the code sent to the member's verified
// number (decision 023). Each flow in one language, the languages taken in turn (decision 071); a wrong code is
// refused at its field and nothing typed is lost; a new account waits out its hold.
import { expect, PIN, test } from '../fixtures/cashier.ts';
import { lastSmsCode, otherCode } from '../lib/cashier-helpers.ts';
import { languagesInTurn } from '../lib/names.ts';

const TEXTS = {
  bn: {
    forgotLink: 'উত্তোলনের পাসওয়ার্ড ভুলে গেছেন?',
    forgotSummary: 'উত্তোলন পাসওয়ার্ড ভুলে গেছেন?',
    loginPassword: 'লগইন পাসওয়ার্ড (নিশ্চিত করতে)',
    code: 'যাচাইকরণ কোড',
    send: 'কোড পাঠান',
    newPin: 'নতুন উত্তোলন পাসওয়ার্ড (৬ অঙ্ক)',
    confirmPin: 'নতুন উত্তোলন পাসওয়ার্ড নিশ্চিত করুন',
    save: 'সংরক্ষণ করুন',
    saved: 'পরিবর্তন সংরক্ষিত হয়েছে',
    wrongCode: 'যাচাইকরণ কোড ভুল',
    addForm: 'টাকা নেওয়ার অ্যাকাউন্ট যোগ করুন',
    walletKind: 'ই-ওয়ালেট',
    walletNumber: 'ওয়ালেট নম্বর',
    pin: 'উত্তোলনের পাসওয়ার্ড',
    add: 'অ্যাকাউন্ট যোগ করুন',
    wrongAccountCode: 'কোডটি ভুল বা মেয়াদোত্তীর্ণ',
    onHold: /নতুন অ্যাকাউন্ট: [০-৯]{4}\/[০-৯]{2}\/[০-৯]{2} [০-৯]{2}:[০-৯]{2} থেকে এতে উত্তোলন করা যাবে/,
  },
  en: {
    forgotLink: 'Forgot your withdrawal password?',
    forgotSummary: 'Forgot the withdrawal password?',
    loginPassword: 'Login password (to confirm)',
    code: 'Verification code',
    send: 'Send code',
    newPin: 'New withdrawal password (6 digits)',
    confirmPin: 'Confirm the new withdrawal password',
    save: 'Save',
    saved: 'Change saved',
    wrongCode: 'Verification code error',
    addForm: 'Add a payout account',
    walletKind: 'E-wallet',
    walletNumber: 'Wallet number',
    pin: 'Withdrawal password',
    add: 'Add account',
    wrongAccountCode: 'The code is wrong or has expired',
    onHold: /New account: withdrawals to it open at \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/,
  },
} as const;

// a code refused or a hold waited out does not depend on the language: each flow runs once, in the next language in
// turn (decision 071)
const nextLanguage = languagesInTurn();

{
  const lng = nextLanguage();
  const t = TEXTS[lng];
  test.describe(`in ${lng}`, () => {
    test.use({ language: lng });

    test('a forgotten withdrawal password is reset with the login password and the SMS code', async ({ page, devMember, pageErrors }) => {
      const member = await devMember({ balance: '1000.00', withdrawalPassword: PIN, mobile: true, boundEwallet: true });
      await page.goto('/m/withdraw');
      // the way out of a forgotten PIN, from where it is asked for
      await page.getByRole('link', { name: t.forgotLink }).click();
      await expect(page).toHaveURL(/\/m\/securityCenter#withdrawal-password$/);
      await page.getByText(t.forgotSummary).click();
      const form = page.locator('details', { has: page.getByText(t.forgotSummary) }).last();
      await form.getByRole('button', { name: t.send }).click();
      const code = await lastSmsCode(page, member.mobile!);
      await form.getByLabel(t.loginPassword).fill(member.password);
      await form.getByRole('textbox', { name: t.code }).fill(otherCode(code));
      await form.getByLabel(t.newPin).fill('482916');
      await form.getByLabel(t.confirmPin).fill('482916');
      await form.getByRole('button', { name: t.save }).click();
      await expect(form.getByRole('textbox', { name: t.code })).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(t.wrongCode)).toBeVisible();
      // nothing typed is lost
      await expect(form.getByLabel(t.loginPassword)).toHaveValue(member.password);
      await expect(form.getByLabel(t.newPin)).toHaveValue('482916');
      await form.getByRole('textbox', { name: t.code }).fill(code);
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();

      // the new PIN moves money, the old one does not
      const withdraw = (pin: string) =>
        page.request.post('/wps/transaction/withdraw', {
          headers: { Authorization: member.session.token, Merchant: 'BDWL', 'Idempotency-Key': `reset-${pin}-${Date.now()}` },
          data: { amount: 500, bankCardId: member.bankCards[0]!.id, paymentPassword: pin },
        });
      expect((await (await withdraw(PIN)).json()).errorCode).toBe('PAYMENT_PASSWORD_INCORRECT');
      expect((await withdraw('482916')).status()).toBe(200);
      expect(pageErrors).toEqual([]);
    });
  });
}

{
  const lng = nextLanguage();
  const t = TEXTS[lng];
  test.describe(`in ${lng}`, () => {
    test.use({ language: lng });

    test('a payout account is bound with the PIN and the SMS code, then waits out its hold', async ({ page, devMember, pageErrors }) => {
      const member = await devMember({ balance: '1000.00', withdrawalPassword: PIN, mobile: true });
      await page.goto('/m/withdraw');
      const form = page.getByRole('form', { name: t.addForm });
      await form.getByRole('combobox', { name: t.walletKind }).selectOption('NAGAD');
      await form.getByRole('textbox', { name: t.walletNumber }).fill('01812345678');
      await form.getByLabel(t.pin).fill(PIN);
      await form.getByRole('button', { name: t.send }).click();
      const code = await lastSmsCode(page, member.mobile!);
      await form.getByRole('textbox', { name: t.code }).fill(otherCode(code));
      await form.getByRole('button', { name: t.add }).click();
      await expect(form.getByRole('textbox', { name: t.code })).toHaveAccessibleDescription(new RegExp(t.wrongAccountCode));
      await expect(form.getByRole('textbox', { name: t.walletNumber })).toHaveValue('01812345678');
      await expect(form.getByLabel(t.pin)).toHaveValue(PIN);
      await form.getByRole('textbox', { name: t.code }).fill(code);
      await form.getByRole('button', { name: t.add }).click();
      const account = page.getByRole('radio', { name: /018\*\*\*\*5678/ });
      await expect(account).toBeDisabled();
      await expect(page.locator('label', { has: account })).toContainText(t.onHold);
      expect(pageErrors).toEqual([]);
    });
  });
}
