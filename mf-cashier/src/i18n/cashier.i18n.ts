import { registerTranslations } from '@wl/kit';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { commonBn, commonEn, pinBn, pinEn } from './texts-common.ts';
import { errorsBn, errorsEn } from './texts-errors.ts';

// The 'cashier' namespace: mf-cashier's own texts, Bengali (the default) and English. The spec's message
// keys (free_reject, in_please_wait, no_data ...) live in 'common' and are used from there as they are.
// Every module that renders text reaches this file through useCashierT, so the namespace exists before
// the first render whichever page loads first; each screen adds its own texts (deposit.i18n.ts ...).
registerTranslations('cashier', {
  en: { ...commonEn, errors: errorsEn, pin: pinEn },
  bn: { ...commonBn, errors: errorsBn, pin: pinBn },
});

/** t() of the cashier namespace; `t('common:free_reject')` reaches the spec's keys. */
export const useCashierT = () => useTranslation(['cashier', 'common']);
export type CashierT = ReturnType<typeof useCashierT>['t'];
/** a text of the cashier's, or of 'common' by its prefix */
export type CashierKey = ParseKeys<['cashier', 'common']>;

/** this part's texts, for the namespace's type (src/i18n/namespaces.ts) */
export type CashierCommonTexts = typeof commonEn & { errors: typeof errorsEn; pin: typeof pinEn };
