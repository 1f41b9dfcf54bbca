import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginDialog from './login-dialog.tsx';

describe('login dialog', () => {
  it('opens as a labelled dialog and closes on request', async () => {
    const onClose = jest.fn();
    render(<LoginDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'লগইন' });
    expect(dialog).toHaveTextContent('mf-auth');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
