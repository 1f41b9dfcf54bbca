import { act, render, screen, within } from '@testing-library/react';
import { i18n, MemoryRouter, Route, Routes } from '@wl/kit';
import { fail, installRoutes } from '@wl/testing';
import { routes } from '../../../routes.ts';
import { OTHER_ROUTES } from '../../../test/site-routes.ts';
import { agentHomeApi, answerPlatform, signIn } from '../../../test/agent-api.ts';
import { AgentHome } from './agent-home.tsx';

// 03:30 UTC is 09:30 in Dhaka, the platform's zone
const renderHome = (now = Date.UTC(2026, 10, 23, 3, 30)) =>
  render(
    <MemoryRouter initialEntries={['/m/agent']}>
      <Routes>
        <Route path="/m/agent" element={<AgentHome now={() => now} />} />
      </Routes>
    </MemoryRouter>,
  );

const SPEC_ORDER = [
  '/wps/wallets/balance',
  '/wps/relay/CSP_unreadCount',
  '/wps/agent/notices/unreadCount',
  '/wps/agent/teamInfo',
  '/wps/member/info',
  '/wps/relay/MCS2_dividendInfo',
];

describe('AgentHome', () => {
  it('loads in the order of spec section 4 and shows greeting, date, balance, counts and the grid', async () => {
    signIn(1);
    const calls = answerPlatform(agentHomeApi);
    renderHome();
    expect(await screen.findByRole('heading', { name: 'শুভ সকাল, Karim' })).toBeInTheDocument();
    expect(screen.getByText('আজ ২০২৬/১১/২৩')).toBeInTheDocument();
    // each part draws when its own answer is in
    expect(await screen.findByText('৳25,000.50')).toBeInTheDocument();
    const counts = within(await screen.findByRole('region', { name: 'আজকের টিম' }));
    expect(counts.getByText('১১')).toBeInTheDocument();
    expect(counts.getByText('৭')).toBeInTheDocument();
    const menu = within(await screen.findByRole('navigation', { name: 'এজেন্সি সেন্টার মেনু' }));
    expect(menu.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/m/agent/team/overview',
      '/m/member/team',
      '/m/member/agent/agentDivident',
      '/m/member/agent/getSalaryContract',
      '/m/webEmail',
      '/m/member/notice?types=A',
      '/m/service',
    ]);
    expect(await menu.findByRole('link', { name: 'মেইল ১টি অপঠিত' })).toBeInTheDocument();
    expect(await menu.findByRole('link', { name: 'এজেন্ট ঘোষণা ২টি অপঠিত' })).toBeInTheDocument();
    const urls = calls.map((c) => c.url).filter((u) => SPEC_ORDER.includes(u));
    expect(urls).toEqual(SPEC_ORDER);
  });

  it('puts a badge on each contract with an offer waiting, where the agent looks for it (decision 028)', async () => {
    signIn(1);
    answerPlatform({
      ...agentHomeApi,
      'GET /wps/agent/menu': () => ({ items: [], enabledKeys: ['salaryContract', 'dividendContract', 'hourContract'] }),
      'GET /wps/relay/COMM3_contractRequests': () => ({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 }),
    });
    renderHome();
    const menu = within(await screen.findByRole('navigation', { name: 'এজেন্সি সেন্টার মেনু' }));
    expect(await menu.findByRole('link', { name: /^দৈনিক বেতন চুক্তি\s+১টি প্রস্তাব অপেক্ষায়$/ })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: /^ডিভিডেন্ড চুক্তি\s+১টি প্রস্তাব অপেক্ষায়$/ })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: /^ঘণ্টাভিত্তিক বেতন চুক্তি$/ })).toBeInTheDocument();
  });

  it.each([41, 42])('type %i never asks for the dividend info and shows no dividend entry', async (type) => {
    signIn(type);
    const calls = answerPlatform(agentHomeApi);
    renderHome();
    await screen.findByRole('navigation');
    expect(calls.map((c) => c.url)).not.toContain('/wps/relay/MCS2_dividendInfo');
    expect(screen.queryByRole('link', { name: 'ডিভিডেন্ড' })).toBeNull();
  });

  it("greets by the hour of the platform's zone, whatever the phone's", async () => {
    signIn(1);
    answerPlatform(agentHomeApi);
    renderHome(Date.UTC(2026, 10, 23, 13, 0));
    expect(await screen.findByRole('heading', { name: 'শুভ সন্ধ্যা, Karim' })).toBeInTheDocument();
  });

  it("says the platform's today: at 23:50 UTC it is already the next day in Dhaka, as in the reports", async () => {
    signIn(1);
    answerPlatform(agentHomeApi);
    renderHome(Date.UTC(2026, 10, 26, 23, 50));
    expect(await screen.findByRole('heading', { name: 'শুভ সকাল, Karim' })).toBeInTheDocument();
    expect(screen.getByText('আজ ২০২৬/১১/২৭')).toBeInTheDocument();
  });

  it('a failed KPI shows a retry and keeps the balance', async () => {
    signIn(1);
    answerPlatform({ ...agentHomeApi, 'GET /wps/agent/teamInfo': () => fail('x', { status: 500 }) });
    renderHome();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('৳25,000.50')).toBeInTheDocument();
  });

  // last: the unread count it asks for is throttled for the next 250 ms (a test after it would see no call)
  it("draws another remote's declared grid entry at its order, titled in the agent's language (decision 051)", async () => {
    installRoutes(routes, OTHER_ROUTES, {
      remote: 'mf-club',
      routes: [
        { key: 'club', path: '/m/club', module: './Club', titles: { bn: 'ক্লাব', en: 'Club' }, gate: 'agent', agentHome: { order: 15 } },
      ],
    });
    signIn(1);
    answerPlatform(agentHomeApi);
    renderHome();
    const menu = within(await screen.findByRole('navigation', { name: 'এজেন্সি সেন্টার মেনু' }));
    // after the team overview (10), before the downline (30: the team P&L, 20, is not enabled)
    expect(
      menu
        .getAllByRole('link')
        .map((a) => a.textContent)
        .slice(0, 3),
    ).toEqual(['টিমের সারসংক্ষেপ', 'ক্লাব', 'আমার ডাউনলাইন']);
    expect(menu.getByRole('link', { name: 'ক্লাব' })).toHaveAttribute('href', '/m/club');
    await act(() => i18n.changeLanguage('en'));
    expect(menu.getByRole('link', { name: 'Club' })).toBeVisible();
    await act(() => i18n.changeLanguage('bn'));
  });
});
