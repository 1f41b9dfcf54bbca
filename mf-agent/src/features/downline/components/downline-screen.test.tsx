import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@wl/kit';
import { answerPlatform, signIn } from '../../../test/agent-api.ts';
import type { DownlineMember } from '../api/downline-api.ts';
import { DownlineScreen } from './downline-screen.tsx';

const member = (id: number, account: string, over: Partial<DownlineMember> = {}): DownlineMember => ({
  id,
  account,
  nickname: null,
  type: 0,
  isAgent: false,
  level: 1,
  parentAccount: 'agent01',
  regDate: '2026-11-01T06:00:00.000Z',
  lastLoginAt: null,
  balance: 100.5,
  online: false,
  directCount: 0,
  teamCount: 0,
  ...over,
});

const agent01 = { id: 1, account: 'agent01', type: 1 };
const joy = member(21, 'joyagent', { type: 1, isAgent: true, directCount: 4, teamCount: 4, online: true });

const api = {
  'GET /wps/agent/team/members': ({ params }: { params: Record<string, unknown> }) => {
    if (params.parentId === '21')
      return {
        parent: [agent01, { id: 21, account: 'joyagent', type: 1 }],
        footer: { memberCount: 1, onlineCount: 0, balance: 1520 },
        list: [member(27, 'munni66', { parentAccount: 'joyagent', balance: 1520 })],
        currentPage: 1,
        totalPages: 1,
      };
    if (params.account === 'zzz')
      return { parent: [agent01], footer: { memberCount: 0, onlineCount: 0, balance: 0 }, list: [], currentPage: 1, totalPages: 1 };
    return {
      parent: [agent01],
      footer: { memberCount: 2, onlineCount: 1, balance: 1620.5 },
      list: [joy, member(30, 'rakibhasan')],
      currentPage: 1,
      totalPages: 1,
    };
  },
};

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/m/member/team']}>
      <Routes>
        <Route path="/m/member/team" element={<DownlineScreen />} />
      </Routes>
    </MemoryRouter>,
  );

describe('DownlineScreen', () => {
  beforeEach(() => signIn(1));

  it('drills into a sub-agent and comes back by the breadcrumb', async () => {
    answerPlatform(api);
    renderScreen();
    expect(await screen.findByText('২ জন সদস্য, ১ জন অনলাইন, ব্যালেন্স ৳1,620.50')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /rakibhasan/ })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'joyagent-এর ডাউনলাইন (৪)' }));
    expect(await screen.findByText('munni66')).toBeInTheDocument();
    const path = within(screen.getByRole('navigation', { name: 'কার ডাউনলাইন' }));
    expect(path.getByText('joyagent')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(path.getByRole('link', { name: 'agent01' }));
    expect(await screen.findByText('rakibhasan')).toBeInTheDocument();
  });

  it('searches by account and says when nothing matches, keeping what was typed', async () => {
    const calls = answerPlatform(api);
    renderScreen();
    await screen.findByText('rakibhasan');
    const box = screen.getByRole('searchbox', { name: 'অ্যাকাউন্ট দিয়ে খুঁজুন' });
    await userEvent.type(box, ' zzz ');
    await userEvent.click(screen.getByRole('button', { name: 'খুঁজুন' }));
    expect(await screen.findByText('কোনো সদস্য মেলেনি।')).toBeInTheDocument();
    expect(calls.at(-1)!.params.account).toBe('zzz');
    expect(box).toHaveValue(' zzz ');
  });

  it('filters by type and online state', async () => {
    const calls = answerPlatform(api);
    renderScreen();
    await screen.findByText('rakibhasan');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'ধরন' }), 'এজেন্ট');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'অবস্থা' }), 'অনলাইন');
    expect(calls.at(-1)!.params).toMatchObject({ type: 'agent', online: '1' });
  });
});
