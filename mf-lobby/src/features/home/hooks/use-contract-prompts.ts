import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, readStored, routeHref, useArrivalTurn, useNavigate, useSessionStore, writeStored } from '@wl/shared';
import { fetchContractRequests } from '../api/home-api.ts';
import { checksContracts, type ContractPrompt, contractPrompts } from '../model/home-rules.ts';
import { POPUP_RANK } from '../model/popup-queue.ts';

const ASKED_KEY = 'wl.lobby.contractsAskedFor';

/**
 * Spec section 4: for members of types other than 4, 40, 41, 42, a pending daily-salary, dividend or hourly-salary
 * request opens a confirm dialog that leads to its contract screen, asked once a session. Decision 028: one question
 * for every offer, on the arrival's one turn: with one offer it leads to that contract, with several to the agency
 * centre, where each waiting contract carries a badge.
 */
export function useContractPrompts() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const asks = session !== null && checksContracts(session.type) && readStored('session', ASKED_KEY) !== session.userName;
  const [prompts, setPrompts] = useState<ContractPrompt[] | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once a session: only a new token starts it
  useEffect(() => {
    if (!asks) return undefined;
    let live = true;
    setPrompts(undefined);
    fetchContractRequests()
      .then((requests) => live && setPrompts(contractPrompts(requests)))
      .catch(() => live && setPrompts([]));
    return () => {
      live = false;
    };
  }, [session?.token]);

  const turn = useArrivalTurn('contracts', POPUP_RANK.contracts, asks ? (prompts === undefined ? undefined : prompts.length > 0) : false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one question on the turn
  useEffect(() => {
    if (!turn || !session || !prompts?.length) return;
    writeStored('session', ASKED_KEY, session.userName);
    const one = prompts.length === 1 ? prompts[0]! : null;
    const to = one ? one.path : routeHref('agent');
    const message = one
      ? t(`home.contract.${one.kind}`)
      : t('home.contract.several', { kinds: prompts.map((p) => t(`home.contract.kind.${p.kind}`)).join(', ') });
    void confirmDialog({ title: t('home.contract.title'), message }).then((yes) => {
      if (yes && to) navigate(to);
    });
  }, [turn]);
}
