import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog, DialogHost, events, Link, MemoryRouter, Route, Routes } from '@wl/kit';
import { render } from '@testing-library/react';
import { heroDone } from '../../../lib/after-hero.ts';
import { answerPlatform } from '@wl/testing/platform';
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
  return answerPlatform({
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

/** The home and another page: each tap on 'home' is a new arrival at the home (decision 028). */
function renderSite() {
  return render(
    <MemoryRouter initialEntries={['/m/home']}>
      <Routes>
        <Route
          path="/m/home"
          element={
            <>
              <Link to="/m/gameList">games</Link>
              <HomePopups />
            </>
          }
        />
        <Route path="/m/gameList" element={<Link to="/m/home">home</Link>} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

async function arriveAgain() {
  await userEvent.click(screen.getByRole('link', { name: 'games' }));
  await userEvent.click(screen.getByRole('link', { name: 'home' }));
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

  it('shows one pop-up on an arrival, the login popup; the notice waits for the next arrival (its text, no markup)', async () => {
    act(() => heroDone());
    platform();
    renderSite();
    await screen.findByRole('dialog', { name: loginPopup.title });
    await userEvent.keyboard('{Escape}');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // at most one on arrival (decision 028): closing it brings no second one
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await arriveAgain();
    const second = await screen.findByRole('dialog', { name: notice.title });
    expect(second).toHaveAccessibleDescription('Boosted odds all week.');
    await userEvent.click(screen.getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to where it was when the popup closes', async () => {
    act(() => heroDone());
    platform();
    renderHome();
    const opener = screen.getByRole('button', { name: 'Deposit' });
    opener.focus();
    await screen.findByRole('dialog', { name: loginPopup.title });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows each once a session, and gives way to the login dialog', async () => {
    act(() => heroDone());
    const calls = platform();
    renderSite();
    await screen.findByRole('dialog', { name: loginPopup.title });
    act(() => events.emit('auth:login-required', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await arriveAgain();
    await screen.findByRole('dialog', { name: notice.title });
    await userEvent.keyboard('{Escape}');
    const before = calls.length;
    await arriveAgain();
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
