import type { CashierKey } from '../../../i18n/cashier.i18n.ts';
import type { AccountType } from '../model/account-rules.ts';

/** What a payout account's kind is called, where a payee's name is not there to name it and in the choice of kind. */
export const ACCOUNT_TYPE_TEXT = {
  ewallet: 'withdraw.type_ewallet',
  bank: 'withdraw.type_bank',
} as const satisfies Record<AccountType, CashierKey>;
