import { Link, PRELOADED_FRESH_MS, QueryView, useQuery, useRouteHref } from '@wl/kit';
import { useState } from 'react';
import { ActionButton } from '../../../components/action/action.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { toPaisa } from '../../../lib/money.ts';
import { SetPasswordForm } from '../../payment-password/index.ts';
import { type Withdrawal, type WithdrawSettings, withdrawApi, withdrawKeys } from '../api/withdraw-api.ts';
import { AccountList } from './account-list.tsx';
import { AddAccountForm } from './add-account-form.tsx';
import layout from '../../../components/screen/screen.module.css';
import styles from './withdraw.module.css';
import { WithdrawDone } from './withdraw-done.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawSummary } from './withdraw-summary.tsx';
import '../../../i18n/withdraw.i18n.ts';

/**
 * /m/withdraw: the withdrawable balance and limits; a withdrawal password first when there is none; the
 * payout account (choose or add one); amount and password; then the request, held at once.
 */
export function WithdrawScreen() {
  const { t } = useCashierT();
  const settings = useQuery(withdrawKeys.settings, ({ signal }) => withdrawApi.settings(signal), { staleTime: PRELOADED_FRESH_MS });
  const [done, setDone] = useState<(Withdrawal & { balance: number }) | null>(null);
  return (
    <div className={layout.screen}>
      <QueryView
        query={settings}
        isEmpty={() => false}
        placeholder={<div className={styles.placeholder} role="status" aria-label={t('common:in_please_wait')} />}
      >
        {(s) => {
          if (done) return <WithdrawDone withdrawal={done} onAgain={() => setDone(null)} />;
          if (!s.hasWithdrawalPassword) return <SetPasswordForm onDone={() => void settings.refetch()} />;
          return (
            <>
              <WithdrawSummary settings={s} />
              {s.dailyCountLeft > 0 ? (
                <WithdrawFlow settings={s} onDone={setDone} />
              ) : (
                <Notice tone="warning" title={t('withdraw.limit_title')} text={t('withdraw.limit_text', { count: s.dailyCount })} />
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

function WithdrawFlow({ settings, onDone }: { settings: WithdrawSettings; onDone: (w: Withdrawal & { balance: number }) => void }) {
  const { t } = useCashierT();
  const accounts = useQuery(withdrawKeys.accounts, ({ signal }) => withdrawApi.accounts(signal), { staleTime: PRELOADED_FRESH_MS });
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // the security centre is another remote's page: without it in this start, no link
  const security = useRouteHref('securityCenter');
  const [accountError, setAccountError] = useState<string | null>(null);
  const limits = { min: toPaisa(settings.min), max: toPaisa(settings.max), balance: toPaisa(settings.withdrawableBalance) };
  return (
    <QueryView query={accounts} isEmpty={() => false}>
      {(data) => {
        const open = data.list.filter((a) => !a.onHoldUntil);
        const accountId = open.some((a) => a.id === chosen) ? chosen : (open[0]?.id ?? null);
        if (adding || data.list.length === 0) {
          if (!settings.verifiedMobile)
            return (
              <Notice tone="info" title={t('withdraw.mobile_needed_title')} text={t('withdraw.mobile_needed_text')}>
                {security ? (
                  <Link to={`${security}#mobile`} className={`${layout.textAction} ${styles.securityLink}`}>
                    {t('withdraw.mobile_needed_action')}
                  </Link>
                ) : null}
                {data.list.length > 0 ? (
                  <ActionButton variant="plain" onClick={() => setAdding(false)}>
                    {t('withdraw.add_cancel')}
                  </ActionButton>
                ) : null}
              </Notice>
            );
          return (
            <>
              {data.list.length === 0 ? <p className={layout.muted}>{t('withdraw.no_accounts')}</p> : null}
              <p className={layout.muted}>{t('withdraw.hold_note')}</p>
              <AddAccountForm
                options={data}
                mobile={settings.verifiedMobile}
                onAdded={(account) => {
                  setChosen(account.id);
                  setAdding(false);
                }}
                onCancel={data.list.length > 0 ? () => setAdding(false) : undefined}
              />
            </>
          );
        }
        return (
          <>
            <AccountList
              accounts={data.list}
              value={accountId}
              onChange={(id) => {
                setChosen(id);
                setAccountError(null);
              }}
              error={accountError}
            />
            {data.list.length < data.max ? (
              <div className={styles.framePart} data-frame-part="add">
                <ActionButton variant="plain" onClick={() => setAdding(true)}>
                  {t('withdraw.add_another')}
                </ActionButton>
              </div>
            ) : null}
            {/* the form follows the chosen account and the limits: a first screen keeps its place, empty (decision 072) */}
            <div className={styles.framePart} data-frame-part="later">
              <WithdrawForm
                limits={limits}
                accountId={accountId}
                onNoAccount={() => setAccountError(t('withdraw.account_required'))}
                onDone={onDone}
              />
            </div>
          </>
        );
      }}
    </QueryView>
  );
}
