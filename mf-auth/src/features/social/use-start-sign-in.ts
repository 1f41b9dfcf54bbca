import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useLocation } from '@wl/kit';
import '../../i18n/auth.i18n.ts';
import { browser, prepareSignIn, type SocialProvider } from './round-trip.ts';
import { PROVIDER_NAME } from './social-texts.ts';

/** Leaves for the provider's page; `starting` names the provider while the page is on its way out. */
export function useStartSignIn() {
  const { t, i18n } = useTranslation('auth');
  const location = useLocation();
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const busy = useRef(false);

  // back from the provider through the back-forward cache: the buttons work again
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setStarting(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const start = useCallback(
    async (provider: SocialProvider, returnTo = `${location.pathname}${location.search}`) => {
      if (busy.current) return;
      busy.current = true;
      setStarting(provider);
      try {
        browser.leaveFor(await prepareSignIn(provider, returnTo, i18n.language));
      } catch {
        busy.current = false;
        setStarting(null);
        toast.error(t('social_cannot_start', { provider: t(PROVIDER_NAME[provider]) }));
      }
    },
    [i18n.language, location.pathname, location.search, t],
  );

  return { start, starting };
}
