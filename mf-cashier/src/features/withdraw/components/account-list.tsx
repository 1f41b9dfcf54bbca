import { formatDate } from '@wl/kit';
import { useId } from 'react';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import type { PayoutAccount } from '../api/withdraw-api.ts';
import layout from '../../../components/screen/screen.module.css';
import styles from './withdraw.module.css';
import { ACCOUNT_TYPE_TEXT } from './account-type-text.ts';

/** The member's bound payout accounts, one to choose; one on its new-account hold says when it opens and is not chosen. */
export function AccountList({
  accounts,
  value,
  onChange,
  error,
}: {
  accounts: PayoutAccount[];
  value: number | null;
  onChange: (id: number) => void;
  error: string | null;
}) {
  const { t } = useCashierT();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className={`${styles.accounts} wl-bare-fieldset wl-stack`} aria-describedby={error ? errorId : undefined}>
      <legend className={layout.legend}>{t('withdraw.account')}</legend>
      {accounts.map((account, i) => (
        <label
          key={account.id}
          className={styles.account}
          data-checked={value === account.id || undefined}
          data-frame-part={`account-${i}`}
        >
          <input
            type="radio"
            name={name}
            value={account.id}
            checked={value === account.id}
            disabled={account.onHoldUntil !== null}
            onChange={() => onChange(account.id)}
          />
          <span className={styles.accountText}>
            <span className={styles.accountName} data-frame-part="name">
              {account.providerName} · {account.maskedNumber}
            </span>
            <span className={layout.muted} data-frame-part="payee">
              {account.payeeName || t(ACCOUNT_TYPE_TEXT[account.type])}
            </span>
            {account.onHoldUntil ? (
              <span className={layout.muted}>{t('withdraw.on_hold', { time: formatDate(account.onHoldUntil, 'dateTime') })}</span>
            ) : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={layout.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
