import { formatMoney, useNavigate } from '@wl/kit';
import { paths } from '../../../paths.ts';
import { ActionButton, ActionLink } from '../../../components/action/action.tsx';
import { Notice, type NoticeTone } from '../../../components/notice/notice.tsx';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { leaveForPayment } from '../../../lib/leave-page.ts';
import type { Deposit } from '../api/deposit-types.ts';
import type { DepositStage } from '../model/deposit-stage.ts';
import { DepositSummary } from './deposit-summary.tsx';
import styles from './deposit.module.css';

const TONES: Record<Exclude<DepositStage, 'pay'>, NoticeTone> = {
  waiting: 'pending',
  gateway: 'pending',
  approved: 'success',
  rejected: 'danger',
  expired: 'warning',
};

const STAGE_TEXT = {
  waiting: { title: 'deposit.waiting_title', text: 'deposit.waiting_text' },
  gateway: { title: 'deposit.gateway_title', text: 'deposit.gateway_text' },
  approved: { title: 'deposit.approved_title', text: 'deposit.approved_text' },
  rejected: { title: 'deposit.rejected_title', text: 'deposit.rejected_text' },
  expired: { title: 'deposit.expired_title', text: 'deposit.expired_text' },
} as const satisfies Record<Exclude<DepositStage, 'pay'>, { title: CashierKey; text: CashierKey }>;

/** The gateway's word for a refused payment, when the player comes back from it. */
const rejectedTitle = (result: string | null) =>
  result === 'cancelled' ? 'deposit.cancelled_title' : result === 'failed' ? 'deposit.failed_title' : 'deposit.rejected_title';

/** Where a request stands once its payment step is over: waiting, credited, refused or expired. */
export function DepositOutcome({
  deposit,
  stage,
  gatewayResult,
  onCheck,
}: {
  deposit: Deposit;
  stage: Exclude<DepositStage, 'pay'>;
  gatewayResult: string | null;
  onCheck: () => void;
}) {
  const { t } = useCashierT();
  const navigate = useNavigate();
  const figures = { amount: formatMoney(deposit.amount), bonus: formatMoney(deposit.bonus), order: deposit.orderNo };
  const title = t(stage === 'rejected' ? rejectedTitle(gatewayResult) : STAGE_TEXT[stage].title);
  const text =
    stage === 'approved' && deposit.bonus > 0
      ? t('deposit.approved_bonus_text', figures)
      : stage === 'rejected' && deposit.reason
        ? t('deposit.rejected_reason', { reason: deposit.reason })
        : t(STAGE_TEXT[stage].text, figures);
  const open = stage === 'waiting' || stage === 'gateway';
  return (
    <div className={styles.step}>
      <Notice tone={TONES[stage]} title={title} text={text} live="status" focusOnArrival>
        {stage === 'gateway' && deposit.payUrl ? (
          <ActionButton variant="primary" onClick={() => leaveForPayment(deposit.payUrl!)}>
            {t('deposit.gateway_continue')}
          </ActionButton>
        ) : null}
        {open ? <ActionButton onClick={onCheck}>{t('deposit.check_now')}</ActionButton> : null}
        <ActionLink to={paths.depositRecord} variant={open ? 'plain' : 'secondary'}>
          {t('deposit.see_records')}
        </ActionLink>
        {open ? null : (
          <ActionButton variant="primary" onClick={() => navigate(paths.deposit)}>
            {t('deposit.new_deposit')}
          </ActionButton>
        )}
      </Notice>
      <DepositSummary deposit={deposit} />
    </div>
  );
}
