import { useEffect, useRef } from 'react';

/**
 * For the heading of a step that replaced the one the player acted in (the payment step after "Deposit", the
 * outcome after "Submit", "Withdrawal requested"): the control they pressed is gone, so without this the focus
 * falls to the page's start and a keyboard or screen-reader player starts over from the header. The heading takes
 * it (tabIndex -1) and is read out.
 */
export function useFocusOnArrival<T extends HTMLElement>(on = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (on) ref.current?.focus();
  }, [on]);
  return ref;
}
