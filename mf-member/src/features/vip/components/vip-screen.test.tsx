import { screen } from '@testing-library/react';
import { renderAt } from '@wl/testing';
import { answerPlatform } from '@wl/testing/platform';
import { signInWithFlags } from '../../../test/flags.ts';
import { VipScreen } from './vip-screen.tsx';

const level = (n: number, name: string, limit: number | null = 25000) => ({
  level: n,
  name,
  depositRequired: n * 1000,
  validBetRequired: n * 10000,
  benefits: { upgradeBonus: n * 100, monthlyBonus: n * 50, rebateRate: 0.5 + n / 10, dailyWithdrawCount: 3 + n, dailyWithdrawLimit: limit },
});
const club = {
  levels: [level(0, 'Newcomer'), level(1, 'Bronze'), level(2, 'Silver'), level(3, 'Gold', null)],
  member: {
    level: 2,
    name: 'Silver',
    deposits: 35700,
    validBets: 64300,
    next: { level: 3, name: 'Gold', depositNeeded: 0, validBetNeeded: 55700, depositProgress: 100, validBetProgress: 53.58 },
  },
};
const renderVip = () => renderAt(<VipScreen />);

describe('VipScreen', () => {
  beforeEach(() => signInWithFlags({ MEMCLUB3: true }));
  it("shows the member's level, progress to the next and each level's benefits", async () => {
    answerPlatform({ 'GET /wps/relay/MEMCLUB3_benefits': () => club });
    renderVip();
    expect(await screen.findByRole('region', { name: 'আপনার স্তর' })).toHaveTextContent('VIP2 · Silver');
    expect(screen.getByText('আরও ৳55,700.00')).toBeInTheDocument();
    // one meter for each requirement of the next level: deposits met, valid bets on the way
    expect(screen.getByRole('meter', { name: 'ডিপোজিট: ১০০%' })).toHaveAttribute('value', '100');
    expect(screen.getByRole('meter', { name: 'বৈধ বাজি: ৫৩.৫৮%' })).toHaveAttribute('value', '53.58');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('সীমা নেই')).toBeInTheDocument();
  });
});
