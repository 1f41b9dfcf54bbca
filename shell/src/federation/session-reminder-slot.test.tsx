import { act, render, screen } from '@testing-library/react';
import { useSessionStore } from '@wl/kit';
import { SessionReminderSlot } from './session-reminder-slot.tsx';
import { SITE_ROUTES, useSiteRoutes } from '../test/site-routes.ts';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

// jsdom has no requestIdleCallback: the slot waits a second instead
beforeEach(() => {
  jest.useFakeTimers();
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: () => <p>reminder</p> });
  useSiteRoutes([...SITE_ROUTES, { remote: 'mf-reminders', routes: [], slots: { sessionReminder: './Reminder' } }]);
  useSessionStore.getState().clearSession();
});
afterEach(() => jest.useRealTimers());

const signIn = (type: number) =>
  act(() =>
    useSessionStore.getState().setSession({ token: `t${type}`, merchantCode: 'BDWL', userName: 'rahim', type, firstTimeLogin: false }),
  );

describe('session reminder slot', () => {
  it('mounts the filling remote for a signed-in member after the first idle moment', async () => {
    render(<SessionReminderSlot />);
    signIn(0);
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(await screen.findByText('reminder')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_reminders/Reminder');
  });

  it("is never read as the remote's page: what looks for the page under the reminder finds only the page", async () => {
    render(<SessionReminderSlot />);
    signIn(0);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    const reminder = await screen.findByText('reminder');
    expect(reminder.closest('[data-remote-slot="mf-reminders"]')).not.toBeNull();
    expect(document.querySelector('[data-remote-page]')).toBeNull();
  });

  it('loads nothing for a guest or a trial account', async () => {
    render(<SessionReminderSlot />);
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    signIn(4);
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(loadRemote).not.toHaveBeenCalled();
    expect(screen.queryByText('reminder')).toBeNull();
  });
});
