import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../../i18n/i18n.ts';
import { confirmDialog, useConfirmStore } from './confirm-store.ts';
import { Dialog, DialogButton } from './dialog.tsx';
import { DialogHost } from './dialog-host.tsx';

afterEach(async () => {
  useConfirmStore.setState({ queue: [] });
  await i18n.changeLanguage('bn');
});

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Bank card" onClose={close} actions={<DialogButton onClick={close}>Done</DialogButton>}>
        <p>Choose a card</p>
        <input aria-label="Card number" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its body', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Bank card' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Choose a card/);
  });

  it('moves focus in on open and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'বন্ধ করুন' });
    const input = screen.getByRole('textbox', { name: 'Card number' });
    const done = screen.getByRole('button', { name: 'Done' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('closes on a tap on the backdrop but not inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByText('Choose a card'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names its close button in the current language', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the page from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('confirmDialog', () => {
  const ask = (options: Parameters<typeof confirmDialog>[0]) => {
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirmDialog(options);
    });
    return answer;
  };

  it('resolves true on confirm, with Bengali buttons by default', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = ask({ title: 'সাইন আউট', message: 'আপনি কি সাইন আউট করতে চান?' });
    expect(screen.getByRole('dialog', { name: 'সাইন আউট' })).toHaveAccessibleDescription('আপনি কি সাইন আউট করতে চান?');
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'নিশ্চিত' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel and on Escape, with English buttons', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(<DialogHost />);
    const first = ask({ title: 'Sign out' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(false);

    const second = ask({ title: 'Sign out' });
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
  });

  it('uses the texts it is given', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = ask({ title: 'Contract', confirmText: 'Go now', cancelText: 'Later' });
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await expect(answer).resolves.toBe(false);
  });

  it('asks queued questions one after another', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const salary = ask({ title: 'Daily salary contract' });
    const dividend = ask({ title: 'Dividend contract' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'নিশ্চিত' }));
    await expect(salary).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Dividend contract' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'বাতিল' }));
    await expect(dividend).resolves.toBe(false);
  });
});
