import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, readStored, useNavigate, useSessionStore, writeStored } from '@wl/shared';
import { fetchContractRequests } from '../api/home-api.ts';
import { checksContracts, contractPrompts } from '../model/home-rules.ts';

const ASKED_KEY = 'wl.lobby.contractsAskedFor';

/**
 * Spec section 4: for members of types other than 4, 40, 41, 42, a pending daily-salary, dividend or
 * hourly-salary request opens a confirm dialog that leads to its contract screen. Asked once a session.
 */
export function useContractPrompts() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once a session: only a new token starts it
  useEffect(() => {
    if (!session || !checksContracts(session.type) || readStored('session', ASKED_KEY) === session.userName) return undefined;
    let live = true;
    fetchContractRequests()
      .then(async (requests) => {
        writeStored('session', ASKED_KEY, session.userName);
        for (const prompt of contractPrompts(requests)) {
          if (!live) return;
          const yes = await confirmDialog({ title: t('home.contract.title'), message: t(`home.contract.${prompt.kind}`) });
          if (yes && live) {
            navigate(prompt.path);
            return;
          }
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [session?.token]);
}
