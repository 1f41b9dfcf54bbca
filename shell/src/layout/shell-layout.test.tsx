import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, registerTranslations, STANDALONE_CONFIG, useConfigStore, useSessionStore } from '@wl/kit';
import { shellTranslations } from '../i18n/shell.i18n.ts';
import { startMemberData } from '../app/use-member-sync.ts';
import { answerMember, MEMBER_DETAILS, renderLayoutAt, signIn } from '../test/layout-at.tsx';
import { useSiteRoutes } from '../test/site-routes.ts';

const bottomMenu = () => screen.queryByRole('navigation', { name: 'প্রধান' });
const header = () => within(screen.getByRole('banner'));

beforeAll(() => {
  registerTranslations('shell', shellTranslations);
  useSiteRoutes();
});
beforeEach(() => {
  answerMember();
  useConfigStore.setState({
    config: { ...STANDALONE_CONFIG, siteName: 'Khela24' },
    flags: { REGISTER3: true, WITHDRAW3: true, MAILCEN: true, REFERRAL: true, FEEDBACK3: true },
  });
});
afterEach(async () => {
  act(() => useSessionStore.getState().clearSession());
  await act(() => i18n.changeLanguage('bn'));
});

// Which pages declare which layout is each remote's (its exposes test, spec section 2); here, that the shell draws
// what a route declares.
describe('the layout a route declares (spec section 2)', () => {
  it.each([
    ['/m/home', true, true],
    ['/m/gameList?gameType=RNG', true, true],
    ['/m/help', false, true],
    ['/m/notice', true, false],
    ['/m/login', false, false],
    ['/m/maintenance', true, false],
    ['/m/nowhere', true, true],
  ])('%s: header %p, bottom menu %p', (address, hasHeader, hasMenu) => {
    renderLayoutAt(address);
    expect(screen.queryAllByRole('banner')).toHaveLength(hasHeader ? 1 : 0);
    expect(bottomMenu() !== null).toBe(hasMenu);
  });

  it('gives the agent home, signed in as an agent, neither header nor bottom menu', async () => {
    signIn(1);
    renderLayoutAt('/m/agent');
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/agent');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(bottomMenu()).toBeNull();
  });
});

describe('the bottom menu (spec sections 2 and 9)', () => {
  it("shows the bonus bubbles in the site's money format after each tab's name, in either language", async () => {
    renderLayoutAt('/m/home');
    const menu = within(bottomMenu()!);
    expect(menu.getByTestId('deposit-bubble')).toHaveTextContent(/^৳5,000\.00$/);
    expect(menu.getByTestId('invite-bubble')).toHaveTextContent(/^৳7,777\.00$/);
    // a screen reader hears the tab's name first, then its bonus (issue 34)
    expect(menu.getByRole('link', { name: 'জমা ৳5,000.00' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'আমন্ত্রণ ৳7,777.00' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    const english = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(english.getByRole('link', { name: 'Deposit ৳5,000.00' })).toBeInTheDocument();
    expect(english.getByRole('link', { name: 'Invite ৳7,777.00' })).toBeInTheDocument();
  });

  it('goes to the events page, and sends a guest on Members to the login page', async () => {
    const events = renderLayoutAt('/m/home');
    await userEvent.click(within(bottomMenu()!).getByRole('link', { name: 'ইভেন্ট' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/activity');
    // the events page has no bottom menu: back on the home
    events.unmount();
    renderLayoutAt('/m/home');
    await userEvent.click(within(bottomMenu()!).getByRole('link', { name: 'সদস্য' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/login');
  });
});

describe("a guest's header", () => {
  it('has login, register, language and menu; the side menu opens without the wallet or sign out, and closes', async () => {
    renderLayoutAt('/m/home');
    expect(header().getByRole('link', { name: 'লগইন' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'নিবন্ধন' })).toBeInTheDocument();
    expect(header().getByRole('button', { name: /ভাষা/ })).toBeInTheDocument();
    await userEvent.click(header().getByRole('button', { name: 'মেনু' }));
    const menu = await screen.findByRole('dialog', { name: 'মেনু' });
    expect(menu).toHaveTextContent('২০১৮-২০২৫');
    // a guest has no balance to refresh or hide (decision 026)
    for (const name of ['ব্যালেন্স রিফ্রেশ', 'ব্যালেন্স লুকান', 'সাইন আউট']) expect(within(menu).queryByRole('button', { name })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("a member's header", () => {
  it('shows name, VIP, balance with 2 decimals, deposit, withdraw and the unread mail; the balance hides and shows', async () => {
    signIn();
    renderLayoutAt('/m/home');
    const balance = await header().findByText('৳1,000.00');
    expect(balance).toHaveAttribute('data-testid', 'header-balance');
    expect(header().getByTestId('header-name')).toHaveTextContent('Rahim');
    expect(header().getByText('VIP2')).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'জমা' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'উত্তোলন' })).toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'লগইন' })).toBeNull();
    expect(await header().findByRole('link', { name: 'ইনবক্স, না-পড়া বার্তা আছে' })).toBeInTheDocument();
    expect(header().getByTestId('unread-dot')).toBeInTheDocument();

    // the choice is kept for the next visit: shared's session-store test reads it back
    await userEvent.click(header().getByRole('button', { name: 'ব্যালেন্স লুকান' }));
    expect(balance).toHaveTextContent(/^৳\*\*\*\*$/);
    await userEvent.click(header().getByRole('button', { name: 'ব্যালেন্স দেখান' }));
    expect(balance).toHaveTextContent(/^৳1,000\.00$/);
  });

  it('writes the name and the balance the start asked for at the first render, and asks for them no second time', async () => {
    signIn();
    const asked: string[] = [];
    answerMember({
      'GET /wps/member/info': () => {
        asked.push('details');
        return MEMBER_DETAILS;
      },
      'GET /wps/wallets/balance': () => {
        asked.push('balance');
        return { sumBalance: 1000 };
      },
    });
    await act(() => startMemberData());
    renderLayoutAt('/m/home');
    // at the first render: never the login name first, nor an empty balance
    expect(header().getByTestId('header-name')).toHaveTextContent('Rahim');
    expect(header().getByTestId('header-balance')).toHaveTextContent('৳1,000.00');
    expect(await header().findByTestId('unread-dot')).toBeInTheDocument();
    expect(asked.sort()).toEqual(['balance', 'details']);
  });

  it("refreshes the balance from the side menu, hiding the figure until the platform's new one is in", async () => {
    signIn();
    renderLayoutAt('/m/home');
    const balance = await header().findByText('৳1,000.00');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerMember({
      'GET /wps/wallets/balance': async () => {
        await answered;
        return { sumBalance: 1250.5 };
      },
    });
    await userEvent.click(header().getByRole('button', { name: 'মেনু' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'মেনু' })).getByRole('button', { name: 'ব্যালেন্স রিফ্রেশ' }));
    expect(balance).toHaveTextContent(/^৳\*\*\*\*$/);
    answer();
    await waitFor(() => expect(balance).toHaveTextContent(/^৳1,250\.50$/));
  });
});
