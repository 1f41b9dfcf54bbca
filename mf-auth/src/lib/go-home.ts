import { useCallback } from 'react';
import { useNavigate, homeHref } from '@wl/kit';

/** Where a login, a registration or free play leads: home, in place of the form in the history. */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => navigate(homeHref(), { replace: true }), [navigate]);
}
