import type { PayoutAccount } from '@wl/platform-contract/calls/cashier-withdraw';
import { formatMoney, useConfigStore } from '@wl/kit';
import { FRAME_ACCOUNTS, keep } from './withdraw-shape.ts';

// The withdraw page's first screen keeps and fills the balance and the payout accounts from the route's two declared
// calls (decision 072), the balance written by the app's own formatter with the brand's symbol.
const settings = { withdrawableBalance: 2000, hasWithdrawalPassword: true, dailyCountLeft: 3 };
const account = (id: number, payeeName: string | null = null): Partial<PayoutAccount> => ({
  id,
  providerName: 'বিকাশ',
  maskedNumber: `017****000${id}`,
  payeeName,
  onHoldUntil: null,
});
const context = { language: 'bn' as const, currency: '৳', zone: 'Asia/Dhaka' };
const accounts = (list: Partial<PayoutAccount>[], max = FRAME_ACCOUNTS) => [{ list, max }];

describe("the withdraw page's first screen", () => {
  afterEach(() => useConfigStore.setState({ config: null }));

  it('shows the balance as the app writes it and each account by its provider, number and payee; the limits, the count and the form keep their place', () => {
    useConfigStore.setState({ config: { currency: { code: 'BDT', symbol: '৳' } } as never });
    expect(keep(settings, {}, '', context, accounts([account(1, 'Rahim'), account(2)]))).toEqual({
      parts: [
        'withdrawable',
        'limits',
        'today',
        'later',
        'account-0',
        'account-0/name',
        'account-0/payee',
        'account-1',
        'account-1/name',
        'account-1/payee',
        'add',
      ],
      fill: {
        withdrawable: formatMoney(2000),
        limits: null,
        today: null,
        later: null,
        'account-0/name': 'বিকাশ · 017****0001',
        'account-0/payee': 'Rahim',
        'account-1/name': 'বিকাশ · 017****0002',
        // without a payee the app names the account's kind, in the language
        'account-1/payee': null,
      },
    });
    expect(keep(settings, {}, '', context, accounts([account(1)]))?.fill?.withdrawable).toBe('৳2,000.00');
    // at the platform's most accounts, no button to add another
    const full = Array.from({ length: FRAME_ACCOUNTS }, (_, i) => account(i + 1));
    expect(keep(settings, {}, '', context, accounts(full))?.parts).not.toContain('add');
  });

  it('paints nothing where the page opens on something else, or without both answers', () => {
    const one = accounts([account(1)]);
    expect(keep({ ...settings, hasWithdrawalPassword: false }, {}, '', context, one)).toBeNull();
    expect(keep({ ...settings, dailyCountLeft: 0 }, {}, '', context, one)).toBeNull();
    expect(keep(settings, {}, '', context, accounts([]))).toBeNull();
    expect(keep(settings, {}, '', context, accounts([{ ...account(1), onHoldUntil: '2026-12-08T10:00:00Z' }]))).toBeNull();
    expect(keep(settings, {}, '', context, accounts(Array.from({ length: FRAME_ACCOUNTS + 1 }, (_, i) => account(i))))).toBeNull();
    expect(keep(settings, {}, '', context, [null])).toBeNull();
    expect(keep(settings, {}, '', context)).toBeNull();
    expect(keep(settings, {}, '', undefined, one)).toBeNull();
    expect(keep(null, {}, '', context, one)).toBeNull();
  });
});
