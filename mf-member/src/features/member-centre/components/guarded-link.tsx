import type { ReactNode } from 'react';
import { events, Link, useSessionStore, withQuery } from '@wl/kit';

interface Props {
  /** null: the page is another remote's and absent from this start, so no link */
  to: string | null;
  query?: Record<string, string>;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A member-centre link: a guest stays on the page and gets the login dialog instead (spec section 2). */
export function GuardedLink({ to, query, children, ...rest }: Props) {
  const loggedIn = useSessionStore((s) => s.session !== null);
  if (to === null) return null;
  return (
    <Link
      to={withQuery(to, query)}
      {...rest}
      onClick={(e) => {
        if (loggedIn) return;
        e.preventDefault();
        events.emit('auth:login-required', {});
      }}
    >
      {children}
    </Link>
  );
}
