// The types of this remote's texts, for i18next's typed keys (decision 059): the namespace is made of the parts its
// features register, each exporting its texts' type beside its registration.
import type { CashierCommonTexts } from './cashier.i18n.ts';
import type { DemoTexts } from './demo.i18n.ts';
import type { DepositTexts } from './deposit.i18n.ts';
import type { RecordsTexts } from './records.i18n.ts';
import type { UplineTexts } from './upline.i18n.ts';
import type { WithdrawTexts } from './withdraw.i18n.ts';

declare global {
  interface WlTexts {
    cashier: CashierCommonTexts & DemoTexts & DepositTexts & RecordsTexts & UplineTexts & WithdrawTexts;
  }
}
