import type { MouseEvent } from 'react';
import type { ComponentProps } from 'react';
import { Link, useSessionStore } from '@wl/kit';

type LinkProps = ComponentProps<typeof Link>;

/**
 * A link inside the agency centre: it navigates only while a session is stored (spec section 2: "navigation
 * needs a stored session, otherwise nothing happens"), e.g. after a sign-out in another tab.
 */
export function AgentLink({ onClick, ...props }: LinkProps) {
  const guard = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!useSessionStore.getState().session) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <Link {...props} onClick={guard} />;
}
