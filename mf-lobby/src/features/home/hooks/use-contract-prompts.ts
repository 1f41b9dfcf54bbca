import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, useArrivalTurn, useNavigate, useSessionStore, writeStored } from '@wl/kit';
import { checksContracts, type ContractPrompt } from '../model/home-rules.ts';
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
    import('./contract-ask.ts')
      .then((m) => m.waitingContracts())
      .then((waiting) => live && setPrompts(waiting))
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
    void import('./contract-ask.ts').then((m) => m.askContracts(prompts, t, navigate));
  }, [turn]);
}
