import { QueryView, useQuery } from '@wl/kit';
import { SelectField } from '@wl/kit/forms';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import styles from './deposit.module.css';

/** The banks of the bank-transfer vendor, each with the merchant's receiving account. */
export function BankPicker({ vendor }: { vendor: string }) {
  const { t } = useCashierT();
  const banks = useQuery(depositKeys.banks(vendor), ({ signal }) => depositApi.banks(vendor, signal));
  return (
    <QueryView query={banks} emptyText={t('deposit.no_banks')} className={styles.bankBox}>
      {(list) => (
        <SelectField
          name="bank"
          label={t('deposit.bank')}
          placeholder={t('deposit.bank_choose')}
          options={list.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        />
      )}
    </QueryView>
  );
}
