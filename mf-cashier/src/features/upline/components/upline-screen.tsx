import { formatMoney, isApiError, QueryView, useMember, useQuery, useSessionStore } from '@wl/kit';
import { useState } from 'react';
import { ActionButton } from '../../../components/action/action.tsx';
import { Notice } from '../../../components/notice/notice.tsx';
import { type CashierKey, useCashierT } from '../../../i18n/cashier.i18n.ts';
import { type UplineRefusal, uplineRefusal } from '../../../lib/roles.ts';
import { SetPasswordForm } from '../../payment-password/index.ts';
import { type UplineTransfer, uplineApi, uplineKeys, uplineName } from '../api/upline-api.ts';
import { UplineForm } from './upline-form.tsx';
import layout from '../../../components/screen/screen.module.css';
import styles from './upline.module.css';
import '../../../i18n/upline.i18n.ts';

const REFUSAL_TEXT = {
  TYPE_NOT_ALLOWED: 'upline.not_allowed_TYPE_NOT_ALLOWED',
  NO_UPLINE: 'upline.not_allowed_NO_UPLINE',
} as const satisfies Record<UplineRefusal, CashierKey>;

/** Why the platform refused: its reason, or the client's own finding before asking. */
function refusalOf(error: unknown): UplineRefusal | null {
  if (!isApiError(error) || error.code !== 'UPLINE_TRANSFER_NOT_ALLOWED') return null;
  const reason = (error.value as { reason?: string } | undefined)?.reason;
  return reason === 'TYPE_NOT_ALLOWED' ? 'TYPE_NOT_ALLOWED' : 'NO_UPLINE';
}

function Refused({ reason }: { reason: UplineRefusal }) {
  const { t } = useCashierT();
  return <Notice tone="warning" title={t('upline.not_allowed_title')} text={t(REFUSAL_TEXT[reason])} />;
}

/**
 * /m/upLine/transfer: only for a member with an upline whose type is not 2 (spec section 6); others are
 * told why and get no form. The upline's account, the balance, amount and password, a confirmation, then
 * the new balance.
 */
export function UplineScreen() {
  const type = useSessionStore((s) => s.session?.type ?? 0);
  const member = useMember();
  const known = uplineRefusal(type, member);
  return <div className={layout.screen}>{known ? <Refused reason={known} /> : <UplineTransferFlow />}</div>;
}

function UplineTransferFlow() {
  const { t } = useCashierT();
  const info = useQuery(uplineKeys.info, ({ signal }) => uplineApi.info(signal));
  const [done, setDone] = useState<UplineTransfer | null>(null);
  const refused = info.data === undefined ? refusalOf(info.error) : null;
  if (refused) return <Refused reason={refused} />;
  if (done) {
    return (
      <Notice
        tone="success"
        live="status"
        title={t('upline.done_title')}
        text={
          <>
            <p>{t('upline.done_text', { amount: formatMoney(done.amount), upline: uplineName(done.upline) })}</p>
            <p data-testid="upline-balance">{t('upline.done_balance', { balance: formatMoney(done.balance) })}</p>
          </>
        }
      >
        <ActionButton variant="plain" onClick={() => setDone(null)}>
          {t('upline.again')}
        </ActionButton>
      </Notice>
    );
  }
  return (
    <QueryView
      query={info}
      isEmpty={() => false}
      placeholder={<div className={styles.placeholder} role="status" aria-label={t('common:in_please_wait')} />}
    >
      {(data) =>
        data.hasWithdrawalPassword ? (
          <>
            <dl className={`${layout.summary} ${styles.summary} wl-figures`}>
              <div>
                <dt>{t('upline.to')}</dt>
                <dd data-testid="upline-name">{uplineName(data.upline)}</dd>
              </div>
              <div>
                <dt>{t('upline.balance')}</dt>
                <dd>{formatMoney(data.balance)}</dd>
              </div>
            </dl>
            <UplineForm info={data} onDone={setDone} />
          </>
        ) : (
          <SetPasswordForm onDone={() => void info.refetch()} />
        )
      }
    </QueryView>
  );
}
