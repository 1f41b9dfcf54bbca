import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { events } from '@wl/kit';
import { LoginDialogSlot } from './login-dialog-slot.tsx';
import { SITE_ROUTES, useSiteRoutes } from '../test/site-routes.ts';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

/** A member-only page that asks for a login as it mounts (as the cashier's gate does). */
function MemberOnlyPage() {
  useEffect(() => {
    events.emit('auth:login-required', { reason: 'cashier' });
  }, []);
  return <p>member page</p>;
}

beforeEach(() => {
  loadRemote.mockReset();
  useSiteRoutes();
});

describe('login dialog slot', () => {
  it("opens for a page that asks for a login as it mounts in the same render (the site opened on that page's address)", async () => {
    loadRemote.mockResolvedValue({ default: () => <p>login dialog</p> });
    render(
      <>
        <MemberOnlyPage />
        <LoginDialogSlot />
      </>,
    );
    expect(await screen.findByText('login dialog')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_auth/LoginDialog');
  });

  it("opens for a login asked before it was on screen (the start's member calls found a session the platform no longer knows)", async () => {
    loadRemote.mockResolvedValue({ default: () => <p>login dialog</p> });
    events.emit('auth:login-required', { reason: 'login.not.session' });
    const { unmount } = render(<LoginDialogSlot />);
    expect(await screen.findByText('login dialog')).toBeInTheDocument();
    unmount();
    // asked once: a slot mounted later does not open again
    render(<LoginDialogSlot />);
    expect(screen.queryByText('login dialog')).toBeNull();
  });

  it('stays empty when no remote of the start fills the slot', () => {
    useSiteRoutes(SITE_ROUTES.filter((m) => !m.slots));
    render(
      <>
        <MemberOnlyPage />
        <LoginDialogSlot />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
