import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@wl/testing';
import { answerPlatform, signIn } from '../../../test/agent-api.ts';
import { TeamBettingScreen, TeamRebateScreen } from './team-lists.tsx';

const page = (list: unknown[], totals: object) => ({ list, currentPage: 1, totalPages: 1, showPageSize: 10, totals });

describe('team records', () => {
  beforeEach(() => signIn(1));

  it('team betting shows a row per member, vendor and game type with the totals, and searches by account', async () => {
    const calls = answerPlatform({
      'GET /wps/relay/ODSFE2_TeamBetRecord': ({ params }) =>
        page(
          [
            {
              memberId: 5,
              account: params.account ?? 'rakibhasan',
              vendor: 'PG',
              vendorName: 'PG Soft',
              gameType: 'RNG',
              gameTypeName: 'স্লট',
              betCount: 3,
              betAmount: 300,
              validBetAmount: 290,
              winAmount: 120.5,
              netAmount: -179.5,
            },
          ],
          { memberCount: 1, betCount: 3, betAmount: 300, validBetAmount: 290, winAmount: 120.5, netAmount: -179.5 },
        ),
    });
    renderAt(<TeamBettingScreen />);
    expect(await screen.findByText('rakibhasan')).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getAllByText('-৳179.50')).toHaveLength(2);
    await userEvent.type(screen.getByRole('searchbox', { name: 'অ্যাকাউন্ট' }), 'mitu');
    await userEvent.click(screen.getByRole('button', { name: 'খুঁজুন' }));
    expect(await screen.findByText('mitu')).toBeInTheDocument();
    expect(calls.at(-1)!.params).toMatchObject({ account: 'mitu', pageNo: '1' });
  });

  it('team rebate shows claimed and unclaimed per member, and an empty period says so', async () => {
    let empty = false;
    answerPlatform({
      'GET /wps/relay/ODSFE2_TeamRebate': () =>
        empty
          ? page([], { memberCount: 0, betCount: 0, validBet: 0, rebate: 0, claimed: 0, unclaimed: 0 })
          : page([{ memberId: 5, account: 'mitu1998', betCount: 4, validBet: 1000, rebate: 10, claimed: 2.5, unclaimed: 7.5 }], {
              memberCount: 1,
              betCount: 4,
              validBet: 1000,
              rebate: 10,
              claimed: 2.5,
              unclaimed: 7.5,
            }),
    });
    renderAt(<TeamRebateScreen />);
    expect(await screen.findByText('mitu1998')).toBeInTheDocument();
    expect(screen.getAllByText('৳7.50')).toHaveLength(2);
    empty = true;
    await userEvent.click(screen.getByRole('radio', { name: 'আজ' }));
    expect(await screen.findByText('এই সময়ে কোনো রেকর্ড নেই।')).toBeInTheDocument();
  });
});
