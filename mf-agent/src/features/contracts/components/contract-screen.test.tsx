import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost, MemoryRouter, ToastHost } from '@wl/kit';
import { fail } from '@wl/testing';
import { answerPlatform, signIn } from '../../../test/agent-api.ts';
import type { Contract, ContractState } from '../api/contract-api.ts';
import { ContractScreen } from './contract-screen.tsx';

const contract = (over: Partial<Contract>): Contract => ({
  id: 3,
  kind: 'DAILY_SALARY',
  status: 'PENDING',
  offeredBy: null,
  offeredAt: '2026-11-20T06:00:00.000Z',
  answeredAt: null,
  startDate: '2026-11-21',
  endDate: '2027-11-20',
  activeMemberMinValidBet: 500,
  tiers: [
    { level: 1, minActiveMembers: 3, minTeamValidBet: 5000, salary: 150 },
    { level: 2, minActiveMembers: 8, minTeamValidBet: 20000, salary: 600 },
  ],
  conditions: ['An active member has valid bets of at least ৳500.00 that day.'],
  ...over,
});

const offered: ContractState = {
  kind: 'DAILY_SALARY',
  pending: contract({}),
  signed: contract({ id: 1, status: 'SIGNED', tiers: [{ level: 1, minActiveMembers: 2, minTeamValidBet: 3000, salary: 100 }] }),
  history: [],
};
const accepted: ContractState = {
  ...offered,
  pending: null,
  signed: contract({ status: 'SIGNED' }),
  history: [contract({ id: 1, status: 'SUPERSEDED' })],
};

const renderScreen = () =>
  render(
    <MemoryRouter>
      <ContractScreen kind="dailySalary" />
      <DialogHost />
      <ToastHost />
    </MemoryRouter>,
  );

describe('ContractScreen', () => {
  beforeEach(() => signIn(1));

  it('shows the offer with its tiers and conditions beside the signed contract', async () => {
    answerPlatform({ 'GET /wps/agent/contract/dailySalary': () => offered });
    renderScreen();
    const offer = within(await screen.findByRole('region', { name: 'আপনাকে দেওয়া প্রস্তাব' }));
    expect(offer.getByText('প্রস্তাবক: প্ল্যাটফর্ম', { exact: false })).toBeInTheDocument();
    expect(offer.getByText('মেয়াদ ২০২৬/১১/২১ - ২০২৭/১১/২০')).toBeInTheDocument();
    const rows = offer.getAllByRole('row');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['৮', '৳20,000.00', '৳600.00']);
    expect(offer.getByText(/৳500.00/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'আপনার স্বাক্ষরিত চুক্তি' })).toBeInTheDocument();
  });

  it('accepts after a confirmation, once, and then shows the signed contract with no offer', async () => {
    const calls = answerPlatform({
      'GET /wps/agent/contract/dailySalary': () => offered,
      'POST /wps/agent/contract/dailySalary': () => accepted,
    });
    renderScreen();
    const accept = await screen.findByRole('button', { name: 'গ্রহণ করুন' });
    await userEvent.click(accept);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'গ্রহণ করুন' }));
    expect(await screen.findByText('চুক্তি গ্রহণ করা হয়েছে')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'আপনাকে দেওয়া প্রস্তাব' })).toBeNull();
    expect(screen.getByRole('region', { name: 'আপনার স্বাক্ষরিত চুক্তি' })).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ action: 'ACCEPT', contractId: 3 });
    expect(posts[0]!.headers['Idempotency-Key']).toBeTruthy();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const calls = answerPlatform({ 'GET /wps/agent/contract/dailySalary': () => offered });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'প্রত্যাখ্যান করুন' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'বাতিল' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'আপনাকে দেওয়া প্রস্তাব' })).toBeInTheDocument();
  });

  it('an offer answered elsewhere reloads what the server holds', async () => {
    let state = offered;
    answerPlatform({
      'GET /wps/agent/contract/dailySalary': () => state,
      'POST /wps/agent/contract/dailySalary': () => {
        state = accepted;
        return fail('CONTRACT_ALREADY_ANSWERED', { status: 409, message: 'Already answered' });
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'প্রত্যাখ্যান করুন' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'প্রত্যাখ্যান করুন' }));
    await screen.findByText('প্রতিস্থাপিত');
    expect(screen.queryByRole('button', { name: 'প্রত্যাখ্যান করুন' })).toBeNull();
  });

  it('says so when there is no contract at all', async () => {
    answerPlatform({ 'GET /wps/agent/contract/dailySalary': () => ({ kind: 'DAILY_SALARY', pending: null, signed: null, history: [] }) });
    renderScreen();
    expect(await screen.findByText('এই ধরনের কোনো চুক্তি আপনার এখনও নেই।')).toBeInTheDocument();
  });
});
