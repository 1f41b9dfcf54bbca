import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, EmptyState, QueryView, queryCache, toast, useMutation, useQuery } from '@wl/kit';
import { answerContract, type Contract, type ContractKind, type ContractState, fetchContract } from '../api/contract-api.ts';
import { ContractCard } from './contract-card.tsx';
import '../contracts.i18n.ts';
import { report } from '../../../ui/index.ts';
import styles from './contracts.module.css';

type Action = 'ACCEPT' | 'REJECT';

const TITLE_TEXT = {
  dailySalary: 'contract.title.dailySalary',
  dividend: 'contract.title.dividend',
  hourlySalary: 'contract.title.hourlySalary',
} as const satisfies Record<ContractKind, ParseKeys<'agent'>>;

/** The two answers to an offer, each its own button (accept first, in the primary colour). */
const ANSWERS = [
  { answer: 'ACCEPT', className: 'accept', text: 'contract.accept' },
  { answer: 'REJECT', className: 'reject', text: 'contract.reject' },
] as const satisfies readonly { answer: Action; className: string; text: string }[];

/**
 * A contract screen (issue 11 item 6): the upline's offer with accept and reject (asked once more, one answer at a
 * time), the signed contract, and the earlier ones. Answering ends the home's prompt: the offer is no longer pending.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const key = ['agent', 'contract', kind];
  const query = useQuery(key, () => fetchContract(kind));
  const [acting, setActing] = useState<Action | null>(null);
  const answer = useMutation(({ action, id }: { action: Action; id: number }, { idempotencyKey }) =>
    answerContract(kind, action, id, idempotencyKey),
  );

  const respond = async (action: Action, offer: Contract) => {
    if (answer.isPending) return;
    const yes = await confirmDialog({
      title: t(TITLE_TEXT[kind]),
      message: t(action === 'ACCEPT' ? 'contract.confirm_accept' : 'contract.confirm_reject'),
      confirmText: t(action === 'ACCEPT' ? 'contract.accept' : 'contract.reject'),
    });
    if (!yes) return;
    setActing(action);
    try {
      const next = await answer.mutate({ action, id: offer.id });
      queryCache.setData<ContractState>(key, () => next);
      toast.success(t(action === 'ACCEPT' ? 'contract.accepted' : 'contract.rejected'));
    } catch {
      // the HTTP layer has told why (e.g. answered in another tab); show what the server holds now
      void query.refetch();
    } finally {
      setActing(null);
    }
  };

  return (
    <div className={report.screen}>
      <QueryView query={query} placeholder={<div className={styles.placeholder} />}>
        {(state) => (
          <>
            {state.pending && (
              <ContractCard kind={kind} contract={state.pending} heading={t('contract.offered')}>
                <div className={styles.actions}>
                  {ANSWERS.map(({ answer: choice, className, text }) => (
                    <button
                      key={choice}
                      type="button"
                      className={styles[className]}
                      disabled={answer.isPending}
                      onClick={() => void respond(choice, state.pending!)}
                    >
                      {acting === choice ? t('contract.answering') : t(text)}
                    </button>
                  ))}
                </div>
              </ContractCard>
            )}
            {state.signed && <ContractCard kind={kind} contract={state.signed} heading={t('contract.signed')} />}
            {!state.pending && !state.signed && <EmptyState text={t('contract.none')} />}
            {state.history.length > 0 && (
              <section aria-labelledby={`contract-history-${kind}`}>
                <h2 id={`contract-history-${kind}`} className={report.heading}>
                  {t('contract.history')}
                </h2>
                <ul className={report.list}>
                  {state.history.map((c) => (
                    <li key={c.id}>
                      <ContractCard kind={kind} contract={c} heading={t(TITLE_TEXT[kind])} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}
