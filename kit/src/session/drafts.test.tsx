import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearDrafts, useDraft } from './drafts.ts';
import { useSessionStore } from './session-store.ts';

const EMPTY = { amount: '' };

function Form() {
  const [values, set] = useDraft('test.form', EMPTY);
  return (
    <label>
      Amount
      <input value={values.amount} onChange={(e) => set({ amount: e.target.value })} />
    </label>
  );
}

const login = (userName: string) =>
  act(() => useSessionStore.getState().setSession({ token: userName, merchantCode: 'BDWL', userName, type: 0, firstTimeLogin: false }));

describe('form drafts', () => {
  afterEach(() => {
    clearDrafts();
    act(() => useSessionStore.getState().clearSession());
  });

  it('gives the typed values back when the form comes back for the same member', async () => {
    login('rahim');
    const { unmount } = render(<Form />);
    await userEvent.type(screen.getByLabelText('Amount'), '1500');
    unmount();
    // the session ended and the same member logged in again
    act(() => useSessionStore.getState().clearSession());
    login('rahim');
    render(<Form />);
    expect(screen.getByLabelText('Amount')).toHaveValue('1500');
  });

  it('never shows one member what another typed', async () => {
    login('rahim');
    const { unmount } = render(<Form />);
    await userEvent.type(screen.getByLabelText('Amount'), '1500');
    unmount();
    login('karim');
    render(<Form />);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });
});
