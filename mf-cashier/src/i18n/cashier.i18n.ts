import { registerTranslations } from '@wl/shared';
import { useTranslation } from 'react-i18next';
import { commonBn, commonEn } from './texts-common.ts';
import { depositBn, depositEn } from './texts-deposit.ts';
import { errorsBn, errorsEn } from './texts-errors.ts';
import { recordsBn, recordsEn } from './texts-records.ts';
import { uplineBn, uplineEn } from './texts-upline.ts';
import { pinBn, pinEn, withdrawBn, withdrawEn } from './texts-withdraw.ts';

// The 'cashier' namespace: mf-cashier's own texts, Bengali (the default) and English. The spec's message
// keys (free_reject, in_please_wait, no_data ...) live in 'common' and are used from there as they are.
// Every module that renders text reaches this file through useCashierT, so the namespace exists before
// the first render whichever page loads first.
export const cashierTexts = {
  en: { ...commonEn, errors: errorsEn, deposit: depositEn, withdraw: withdrawEn, pin: pinEn, upline: uplineEn, records: recordsEn },
  bn: { ...commonBn, errors: errorsBn, deposit: depositBn, withdraw: withdrawBn, pin: pinBn, upline: uplineBn, records: recordsBn },
};

registerTranslations('cashier', cashierTexts);

/** t() of the cashier namespace; `t('common:free_reject')` reaches the spec's keys. */
export const useCashierT = () => useTranslation('cashier');
