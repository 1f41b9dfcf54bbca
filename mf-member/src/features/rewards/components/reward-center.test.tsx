import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events, i18n, useQuery } from '@wl/kit';
import { renderAt, signInAs } from '@wl/testing';
import { answerPlatform, fail } from '@wl/testing/platform';
import { act } from 'react';
import { fetchUnclaimedCount, REWARD_STATUSES, RewardCenter, RewardStatusLabel, UNCLAIMED_COUNT_KEY, type Reward } from '../index.ts';

const reward = (id: number, status: Reward['status'], extra: Partial<Reward> = {}): Reward => ({
  id,
  title: `Promotion ${id}`,
  imageUrl: null,
  kind: 'BONUS',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  noExpiry: 0,
  status,
  bonus: null,
  claimedAt: null,
  canJoin: status === 'JOIN',
  canClaim: status === 'CLAIM',
  ...extra,
});

/** What the member centre shows: the count of rewards waiting, under the key a claim refreshes. */
function UnclaimedCount() {
  const count = useQuery([...UNCLAIMED_COUNT_KEY], fetchUnclaimedCount);
  return <output aria-label="unclaimed">{count.data ?? '-'}</output>;
}

describe('reward status labels', () => {
  afterEach(() => act(() => i18n.changeLanguage('bn')));

  it.each([
    [
      'bn',
      [
        'যোগ দিন',
        'সংগ্রহ করুন',
        'আবেদন চলছে',
        'বন্ধ',
        'প্রত্যাখ্যাত',
        'প্রদান করা হয়েছে',
        'সংগৃহীত',
        'প্রক্রিয়াধীন',
        'যোগ দিয়েছেন',
        'স্বাক্ষরিত',
        'শীঘ্রই আসছে',
      ],
    ],
    ['en', ['Join', 'Claim', 'Applying', 'Close', 'Rejected', 'Issued', 'Claimed', 'Process', 'Joined', 'Signed', 'Coming soon']],
  ])('words every status of spec section 4 in %s', async (lng, words) => {
    await act(() => i18n.changeLanguage(lng));
    render(
      <ul>
        {REWARD_STATUSES.map((s) => (
          <li key={s}>
            <RewardStatusLabel status={s} />
          </li>
        ))}
      </ul>,
    );
    for (const word of words) expect(screen.getByText(word)).toBeInTheDocument();
  });

  it('shows a status it does not know as sent rather than a key', () => {
    render(<RewardStatusLabel status="PAUSED" />);
    expect(screen.getByText('PAUSED')).toBeInTheDocument();
  });
});

describe('RewardCenter', () => {
  beforeEach(() => signInAs());
  it('claims a reward once, says what it paid, reloads the balance and the member centre count', async () => {
    let claimed = false;
    const calls = answerPlatform({
      'GET /wps/relay/REWCEN3_rewards': () => ({
        list: [reward(1007, claimed ? 'CLAIMED' : 'CLAIM', { bonus: 222 }), reward(1104, 'CLOSE')],
        unclaimedCount: claimed ? 0 : 1,
      }),
      'GET /wps/relay/REWCEN3_unclaimedCount': () => (claimed ? 0 : 1),
      'POST /wps/relay/REWCEN3_claim': () => {
        claimed = true;
        return { ...reward(1007, 'CLAIMED', { bonus: 222 }), amount: 222, balance: 1222 };
      },
    });
    const walletRefresh = jest.fn();
    const off = events.on('wallet:refresh', walletRefresh);
    renderAt(
      <>
        <UnclaimedCount />
        <RewardCenter />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Promotion 1007' });
    expect(within(card).getByText('৳222.00')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'unclaimed' })).toHaveTextContent('1');
    expect(within(screen.getByRole('article', { name: 'Promotion 1104' })).queryByRole('button')).toBeNull();

    const claim = within(card).getByRole('button', { name: 'সংগ্রহ করুন' });
    await userEvent.dblClick(claim);

    expect(await within(card).findByText('৳222.00 আপনার ব্যালেন্সে যোগ হয়েছে')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('REWCEN3_claim'))).toHaveLength(1);
    expect(calls.find((c) => c.url.endsWith('REWCEN3_claim'))?.body).toEqual({ id: 1007 });
    expect(walletRefresh).toHaveBeenCalledTimes(1);
    expect(await within(card).findByText('সংগৃহীত')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'unclaimed' })).toHaveTextContent('0');
    off();
  });

  it('takes the claim button away as soon as the claim is answered, before the list is fetched again', async () => {
    let claimed = false;
    const calls = answerPlatform({
      // the list after the claim never answers: only the card's own state can hide the button
      'GET /wps/relay/REWCEN3_rewards': () =>
        claimed ? new Promise(() => undefined) : { list: [reward(1007, 'CLAIM', { bonus: 88 })], unclaimedCount: 1 },
      'GET /wps/relay/REWCEN3_unclaimedCount': () => 1,
      'POST /wps/relay/REWCEN3_claim': () => {
        claimed = true;
        return { ...reward(1007, 'CLAIMED', { bonus: 88 }), amount: 88, balance: 1088 };
      },
    });
    renderAt(<RewardCenter />);
    const card = await screen.findByRole('article', { name: 'Promotion 1007' });
    await userEvent.click(within(card).getByRole('button', { name: 'সংগ্রহ করুন' }));
    expect(await within(card).findByText('৳88.00 আপনার ব্যালেন্সে যোগ হয়েছে')).toBeInTheDocument();
    // a second tap of a double tap that lands after the answer finds nothing to claim with
    expect(within(card).queryByRole('button')).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('REWCEN3_claim'))).toHaveLength(1);
  });

  it("shows the platform's refusal of a claim by the card", async () => {
    answerPlatform({
      'GET /wps/relay/REWCEN3_rewards': () => ({ list: [reward(1105, 'CLAIM', { bonus: 88 })], unclaimedCount: 1 }),
      'POST /wps/relay/REWCEN3_claim': () =>
        fail('REWARD_ALREADY_CLAIMED', { status: 409, message: 'This reward has already been claimed' }),
    });
    renderAt(<RewardCenter />);
    const card = await screen.findByRole('article', { name: 'Promotion 1105' });
    await userEvent.click(within(card).getByRole('button', { name: 'সংগ্রহ করুন' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This reward has already been claimed');
  });

  it('offers a retry when the list cannot load, and shows the promotions after it', async () => {
    let down = true;
    answerPlatform({
      'GET /wps/relay/REWCEN3_rewards': () =>
        down ? fail('unknown', { status: 500 }) : { list: [reward(2003, 'JOIN')], unclaimedCount: 0 },
    });
    renderAt(<RewardCenter />);
    const retry = await screen.findByRole('button', { name: /আবার চেষ্টা করুন$/ });
    down = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Promotion 2003' })).toBeInTheDocument();
  });

  it('narrows the list by status and says when nothing matches', async () => {
    const calls = answerPlatform({
      'GET /wps/relay/REWCEN3_rewards': ({ params }) => ({ list: params.status ? [] : [reward(2003, 'JOIN')], unclaimedCount: 0 }),
    });
    renderAt(<RewardCenter />);
    await screen.findByRole('article', { name: 'Promotion 2003' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'অবস্থা' }), 'ISSUED');
    expect(await screen.findByText('দেখানোর মতো কোনো প্রোমোশন নেই')).toBeInTheDocument();
    expect(calls.at(-1)?.params).toMatchObject({ status: 'ISSUED' });
  });
});
