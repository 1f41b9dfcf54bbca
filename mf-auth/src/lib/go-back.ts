import { useCallback } from 'react';
import { useNavigate, homeHref } from '@wl/shared';

type NavigateFunction = ReturnType<typeof useNavigate>;

/** Back in history, or to `fallback` when this page opened the tab (react-router keeps the index in history.state). */
export function goBack(navigate: NavigateFunction, fallback: string = homeHref()) {
  const idx = (typeof window === 'undefined' ? null : (window.history.state as { idx?: number } | null))?.idx ?? 0;
  if (idx > 0) navigate(-1);
  else navigate(fallback, { replace: true });
}

/** Where a login, a registration or free play leads: home, in place of the form in the history. */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => navigate(homeHref(), { replace: true }), [navigate]);
}
