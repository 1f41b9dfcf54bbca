import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  events,
  i18n,
  MemoryRouter,
  registerTranslations,
  Route,
  Routes,
  useConfigStore,
  useLocation,
  useRouteStore,
  useSessionStore,
} from '@wl/kit';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { useSiteRoutes } from '../test/site-routes.ts';
import { GatedPage } from './gated-page.tsx';

// the page itself is its remote's: here a stand-in that names the module the slot would load
jest.mock('../federation/remote-slot.tsx', () => ({
  RemoteSlot: ({ module }: { module: string }) => <p data-testid="page">{module}</p>,
}));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The site's routes as the shell composes them, each behind its gate. */
function renderAt(...history: string[]) {
  const { table } = useRouteStore.getState();
  return render(
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      <Routes>
        {table.routes.map((route) => (
          <Route key={route.key} path={route.path} element={<GatedPage route={route} />} />
        ))}
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const signIn = (type: number) =>
  act(() => useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'u', type, firstTimeLogin: false }));
const ALL_ON = {
  REGISTER3: true,
  WITHDRAW3: true,
  DEPRECM3: true,
  MAILCEN: true,
  REFERRAL: true,
  MEMCLUB3: true,
  VIPROOM3: true,
  FEEDBACK3: true,
};

beforeAll(() => {
  registerTranslations('shell', shellTranslations);
  useSiteRoutes();
});
beforeEach(() => useConfigStore.setState({ flags: ALL_ON }));
afterEach(async () => {
  act(() => useSessionStore.getState().clearSession());
  await act(() => i18n.changeLanguage('bn'));
});

describe('a route behind the one gate table (decision 026)', () => {
  it('opens its page to whom the table lets in', () => {
    signIn(0);
    renderAt('/m/vouReport');
    expect(screen.getByTestId('page')).toHaveTextContent('./DepositRecordPage');
  });

  it('closes a switched-off page by URL to everyone, with a clear message and a way back; its code is not loaded', async () => {
    useConfigStore.setState({ flags: { ...ALL_ON, DEPRECM3: false } });
    signIn(0);
    renderAt('/m/home', '/m/vouReport');
    expect(await screen.findByRole('heading', { name: 'এই সেবাটি এখন চালু নেই' })).toBeInTheDocument();
    expect(screen.queryByTestId('page')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'ফিরে যান' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });

  it('asks a guest to log in, opening the login dialog, and shows the page in place once logged in', async () => {
    const asked = jest.fn();
    const off = events.on('auth:login-required', asked);
    renderAt('/m/withdraw');
    expect(await screen.findByRole('heading', { name: 'চালিয়ে যেতে লগইন করুন' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(asked).toHaveBeenCalledTimes(2);
    signIn(0);
    expect(screen.getByTestId('page')).toHaveTextContent('./WithdrawPage');
    expect(screen.getByTestId('where')).toHaveTextContent('/m/withdraw');
    off();
  });

  it("turns a trial account away from the member centre with the spec's free_reject, as the Members tab does", async () => {
    signIn(4);
    renderAt('/m/mine');
    expect(await screen.findByText('এই সুবিধা ব্যবহার করতে অনুগ্রহ করে একটি আসল অ্যাকাউন্টে লগইন করুন')).toBeInTheDocument();
    expect(screen.queryByTestId('page')).toBeNull();
  });

  it("keeps the agents' announcements (a query variant) from a plain member, but not the members' own", async () => {
    signIn(0);
    const { unmount } = renderAt('/m/member/notice?types=A');
    expect(await screen.findByRole('heading', { name: 'এই পাতাটি এজেন্টদের জন্য' })).toBeInTheDocument();
    unmount();
    const second = renderAt('/m/member/notice');
    expect(screen.getByTestId('page')).toHaveTextContent('./MemberNoticePage');
    second.unmount();
    signIn(1);
    renderAt('/m/member/notice?types=a');
    expect(screen.getByTestId('page')).toHaveTextContent('./MemberNoticePage');
  });

  it('judges a guest page on arrival: a member typing it is told, a guest who logs in on it is taken on by the page', async () => {
    renderAt('/m/login');
    expect(screen.getByTestId('page')).toHaveTextContent('./LoginPage');
    signIn(0);
    expect(screen.getByTestId('page')).toHaveTextContent('./LoginPage');
    const { unmount } = renderAt('/m/register');
    expect(await screen.findByRole('heading', { name: 'আপনি লগইন করা আছেন' })).toBeInTheDocument();
    unmount();
  });

  it('sends a guest and a non-agent where the spec names, the address replaced: the agent home goes home (issue 34)', async () => {
    renderAt('/m/home', '/m/agent');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/m\/home$/);
    expect(screen.getByTestId('page')).toHaveTextContent('./HomePage');
    await signIn(0);
    renderAt('/m/agent');
    expect(screen.getAllByTestId('where').at(-1)).toHaveTextContent(/^\/m\/home$/);
    await signIn(1);
    renderAt('/m/agent');
    expect(screen.getAllByTestId('page').at(-1)).toHaveTextContent('./AgentHomePage');
  });

  it('says it in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    useConfigStore.setState({ flags: { ...ALL_ON, FEEDBACK3: false } });
    renderAt('/m/feedback');
    expect(await screen.findByRole('heading', { name: 'This service is not open' })).toBeInTheDocument();
    expect(screen.getByText('This service is not open on this site. Contact customer service if you need it.')).toBeInTheDocument();
  });
});
