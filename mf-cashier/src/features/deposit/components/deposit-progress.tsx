import { events, QueryView, useQuery } from '@wl/kit';
import { useEffect, useRef, useState } from 'react';
import { useCashierT } from '../../../i18n/cashier.i18n.ts';
import { usePoll } from '../../../lib/use-poll.ts';
import { depositApi, depositKeys } from '../api/deposit-api.ts';
import type { Deposit } from '../api/deposit-types.ts';
import { depositStage, isOpenStage, STATUS_POLL_MS } from '../model/deposit-stage.ts';
import { BankPay } from './bank-pay.tsx';
import styles from './deposit.module.css';
import { DepositOutcome } from './deposit-outcome.tsx';
import { DepositSummary } from './deposit-summary.tsx';
import { EwalletPay } from './ewallet-pay.tsx';

/**
 * One deposit request after it was made (its id in the address): the payment step while it is open,
 * then the wait for the operator, then how it ended. Reads the request's real state from the platform,
 * also when the player comes back from the payment page or reloads.
 */
export function DepositProgress({ depositId, gatewayResult }: { depositId: number; gatewayResult: string | null }) {
  const { t } = useCashierT();
  const detail = useQuery(depositKeys.detail(depositId), ({ signal }) => depositApi.detail(depositId, signal));
  return (
    <QueryView
      query={detail}
      isEmpty={() => false}
      placeholder={<div className={styles.progressPlaceholder} role="status" aria-label={t('common:in_please_wait')} />}
    >
      {(deposit) => <DepositStep deposit={deposit} gatewayResult={gatewayResult} refetch={() => void detail.refetch()} />}
    </QueryView>
  );
}

function DepositStep({ deposit, gatewayResult, refetch }: { deposit: Deposit; gatewayResult: string | null; refetch: () => void }) {
  const [windowOver, setWindowOver] = useState(false);
  const stage = depositStage(deposit, windowOver);
  const channels = useQuery(depositKeys.channels, ({ signal }) => depositApi.channels(signal), { enabled: stage === 'pay' });
  const channel = channels.data?.find((c) => c.code === deposit.channelCode);
  usePoll(isOpenStage(stage), refetch, STATUS_POLL_MS);
  useCreditFollows(deposit);
  const expire = () => {
    setWindowOver(true);
    // the platform marks it expired on its next read; the records then say so too
    refetch();
  };

  if (stage === 'pay') {
    if (!channel) return <QueryView query={channels}>{() => null}</QueryView>;
    return (
      <>
        <DepositSummary deposit={deposit} />
        {deposit.flow === 'bank' ? (
          <BankPay deposit={deposit} channel={channel} onExpire={expire} />
        ) : (
          <EwalletPay deposit={deposit} channel={channel} onExpire={expire} />
        )}
      </>
    );
  }
  return <DepositOutcome deposit={deposit} stage={stage} gatewayResult={gatewayResult} onCheck={refetch} />;
}

/** When a request is approved while the player watches (or on return from the gateway), the header's balance follows. */
function useCreditFollows(deposit: Deposit) {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (deposit.status === 'approved' && seen.current !== 'approved') {
      // the shell reloads the balance; records and withdraw limits refetch on the same event
      events.emit('wallet:refresh');
    }
    seen.current = deposit.status;
  }, [deposit.status]);
}
