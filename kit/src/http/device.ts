/** 'OTHERS' when running as an installed web app (spec section 7), else the mobile web client. */
export function deviceKind(): 'OTHERS' | 'MOBILE' {
  if (typeof window === 'undefined') return 'MOBILE';
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone ? 'OTHERS' : 'MOBILE';
}
