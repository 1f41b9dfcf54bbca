import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@wl/kit';
import { loginValue } from '../test/fixtures.ts';
import { installPlatform } from '../test/platform.ts';
import { flush, renderAt } from '../test/render.tsx';
import LoginDialog from './login-dialog.tsx';

describe('login dialog', () => {
  beforeEach(() => installPlatform({ 'POST /wps/session/login': () => loginValue() }));

  it('opens as a labelled dialog holding the login form and closes on request', async () => {
    const onClose = jest.fn();
    renderAt(<LoginDialog open onClose={onClose} />);
    await flush();
    const dialog = screen.getByRole('dialog', { name: 'লগইন' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'ব্যবহারকারীর নাম' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes itself after a login', async () => {
    await act(() => i18n.changeLanguage('en'));
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderAt(<LoginDialog open onClose={onClose} />);
    await flush();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText(/^Password/), 'Secr3t@pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await act(() => i18n.changeLanguage('bn'));
  });

  it('closes when one of its links is followed', async () => {
    const onClose = jest.fn();
    renderAt(<LoginDialog open onClose={onClose} />);
    await flush();
    await userEvent.click(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/forget');
  });
});
