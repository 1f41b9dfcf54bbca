import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { events, i18n, loadMember } from '@wl/kit';
import { installRoutes, renderAt, signInAs } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { routes } from '../../../routes.ts';
import { setFlags } from '../../../test/flags.ts';
import { OTHER_ROUTES } from '../../../test/site-routes.ts';
import { MemberCentreScreen } from './member-centre-screen.tsx';

const FLAGS = [
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'MISSION',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
  'REFERRAL',
  'MEMCLUB3',
];
const setOn = (on: (f: string) => boolean) => setFlags(Object.fromEntries(FLAGS.map((f) => [f, on(f)])));
const member = (type: number) => ({
  id: 1,
  account: 'demo01',
  userName: 'demo01',
  nickname: null,
  regDate: new Date(Date.now() - 10.5 * 86_400_000).toISOString(),
  type,
  toUpline: true,
  vipLevel: 2,
  vipLabel: 'Silver',
  avatarUrl: '/assets/img/avatar/avatar-07.svg',
});
const renderCentre = () => renderAt(<MemberCentreScreen />);

describe('MemberCentreScreen', () => {
  beforeEach(() => setOn(() => true));
  it('asks a guest to log in, and any entry opens the login dialog instead of navigating', async () => {
    const calls = answerPlatform({});
    const required = jest.fn();
    const off = events.on('auth:login-required', required);
    renderCentre();
    await userEvent.click(screen.getByRole('button', { name: 'লগইন বা নিবন্ধন করুন' }));
    await userEvent.click(screen.getByRole('link', { name: 'মতামত' }));
    await userEvent.click(screen.getByRole('link', { name: 'ডিপোজিট' }));
    expect(required).toHaveBeenCalledTimes(3);
    expect(calls).toHaveLength(0);
    off();
  });

  it("shows the details the start has just loaded without asking for them again (one call on a member's cold load)", async () => {
    signInAs();
    const calls = answerPlatform({ 'GET /wps/member/info': () => member(0), 'GET /wps/relay/REWCEN3_unclaimedCount': () => 0 });
    // the shell's start (use-member-sync.ts), a moment before the page's code has arrived
    await act(() => loadMember());
    renderCentre();
    expect(await screen.findByText('Silver')).toBeVisible();
    expect(calls.filter((call) => call.url === '/wps/member/info')).toHaveLength(1);
  });

  it('shows the account, VIP label, whole days since registration and the unclaimed count', async () => {
    signInAs();
    answerPlatform({ 'GET /wps/member/info': () => member(0), 'GET /wps/relay/REWCEN3_unclaimedCount': () => 2 });
    renderCentre();
    expect(await screen.findByText('demo01')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('১০ দিন আগে যোগ দিয়েছেন')).toBeInTheDocument();
    const reward = await screen.findByRole('link', { name: /পুরস্কার কেন্দ্র/ });
    expect(within(reward).getByText('২টি সংগ্রহের অপেক্ষায়')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'এজেন্সি কেন্দ্র' })).toBeNull();
  });

  it("draws another remote's declared entry at its order, titled in the player's language (decision 051)", async () => {
    installRoutes(routes, OTHER_ROUTES, {
      remote: 'mf-club',
      routes: [
        { key: 'club', path: '/m/club', module: './Club', titles: { bn: 'ক্লাব', en: 'Club' }, gate: 'member', memberCentre: { order: 25 } },
      ],
    });
    signInAs();
    answerPlatform({ 'GET /wps/member/info': () => member(0), 'GET /wps/relay/REWCEN3_unclaimedCount': () => 0 });
    renderCentre();
    const club = await screen.findByRole('link', { name: 'ক্লাব' });
    expect(club).toHaveAttribute('href', '/m/club');
    // after the withdrawal records (20), before the account records (30)
    const rows = within(screen.getAllByRole('list')[1]!)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(rows.slice(1, 4)).toEqual(['উত্তোলন রেকর্ড', 'ক্লাব', 'অ্যাকাউন্ট রেকর্ড']);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Club' })).toBeVisible();
    await act(() => i18n.changeLanguage('bn'));
  });

  it('shows the agency centre to an agent', async () => {
    signInAs(1);
    answerPlatform({ 'GET /wps/member/info': () => member(1), 'GET /wps/relay/REWCEN3_unclaimedCount': () => 0 });
    renderCentre();
    expect(await screen.findByRole('link', { name: 'এজেন্সি কেন্দ্র' })).toHaveAttribute('href', '/m/agent');
  });

  it("holds the list until the member's record answers, so the transfer-to-upline row does not push the rows below it", async () => {
    signInAs();
    let answer: (value: unknown) => void = () => undefined;
    const record = new Promise((resolve) => {
      answer = resolve;
    });
    answerPlatform({ 'GET /wps/member/info': () => record, 'GET /wps/relay/REWCEN3_unclaimedCount': () => 0 });
    renderCentre();
    expect(screen.getByRole('link', { name: 'ডিপোজিট' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'লাভ ও ক্ষতি' })).toBeNull();
    answer(member(0));
    const upline = await screen.findByRole('link', { name: 'আপলাইনে ট্রান্সফার' });
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows.indexOf(upline.textContent)).toBe(rows.indexOf('লাভ ও ক্ষতি') + 1);
  });

  it('drops the invite tile without the REFERRAL promotion and the VIP tile without MEMCLUB3', () => {
    setOn((f) => f !== 'REFERRAL' && f !== 'MEMCLUB3');
    answerPlatform({});
    renderCentre();
    expect(screen.queryByRole('link', { name: 'বন্ধুদের আমন্ত্রণ' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ভিআইপি সুবিধা' })).toBeNull();
    expect(screen.getByRole('link', { name: 'নিরাপত্তা কেন্দ্র' })).toBeInTheDocument();
  });
});
