import type { ReactNode } from 'react';
import { events, href, Link, type RoutePath, useSessionStore } from '@wl/shared';

interface Props {
  to: RoutePath;
  query?: Record<string, string>;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A member-centre link: a guest stays on the page and gets the login dialog instead (spec section 2). */
export function GuardedLink({ to, query, children, ...rest }: Props) {
  const loggedIn = useSessionStore((s) => s.session !== null);
  return (
    <Link
      to={href(to, query)}
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
