import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, events } from '@wl/shared';
import { heroDone } from '../../../lib/after-hero.ts';
import { installFakeApi } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render.tsx';
import { HomePopups } from './home-popups.tsx';

const loginPopup = { id: 7, execution: 'B', title: 'Register for a 100% welcome bonus', content: '<p>Join today.</p>', imageUrl: null };
const notice = {
  id: 3,
  title: 'BPL 2026 is on',
  content: '<p>Boosted <b>odds</b> all week.</p>',
  startDate: '2026-11-01T06:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  announcementImages: [{ url: '/assets/img/promo/bpl.svg', sequence: 1 }],
};

function platform() {
  return installFakeApi({
    'GET /wps/relay/MCSFE_getLoginPopups': () => [loginPopup],
    'GET /wps/relay/MCSFE_getListAnnouncements': ({ params }) => (params.types === 'PU' ? [notice] : []),
  });
}

/** The page as a player has it: a control that had focus before the popups opened. */
function renderHome() {
  return renderScreen(
    <>
      <button type="button">Deposit</button>
      <HomePopups />
    </>,
  );
}

afterEach(() => sessionStorage.clear());

describe('HomePopups', () => {
  it('opens after the first banner has painted, as a modal dialog with focus inside', async () => {
    platform();
    renderHome();
    await act(async () => {
      await Promise.resolve();
    });
    // the page first: nothing opens before the first banner is there
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => heroDone());
    const dialog = await screen.findByRole('dialog', { name: loginPopup.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(screen.getByTestId('dialog-backdrop')).toContainElement(dialog);
  });

  it('shows the login popup, then the notice (its text, no markup); Escape closes each and focus goes back', async () => {
    act(() => heroDone());
    platform();
    renderHome();
    const opener = screen.getByRole('button', { name: 'Deposit' });
    opener.focus();
    await screen.findByRole('dialog', { name: loginPopup.title });
    await userEvent.keyboard('{Escape}');
    const second = await screen.findByRole('dialog', { name: notice.title });
    expect(second).toHaveAccessibleDescription('Boosted odds all week.');
    await userEvent.click(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows once a session, and gives way to the login dialog', async () => {
    act(() => heroDone());
    const calls = platform();
    const first = renderHome();
    await screen.findByRole('dialog', { name: loginPopup.title });
    act(() => events.emit('auth:login-required', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const before = calls.length;
    renderHome();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('waits for a question already asked (a contract request) to be answered before it opens', async () => {
    act(() => heroDone());
    platform();
    renderHome();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: 'Contract request', message: 'Open it now?' });
    });
    const question = await screen.findByRole('dialog', { name: 'Contract request' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getAllByRole('dialog')).toEqual([question]);
    await userEvent.keyboard('{Escape}');
    await answer;
    expect(await screen.findByRole('dialog', { name: loginPopup.title })).toBeInTheDocument();
  });
});
