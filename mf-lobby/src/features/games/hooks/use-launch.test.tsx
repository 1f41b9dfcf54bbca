import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryCache, useLocation, useSessionStore } from '@wl/kit';
import { fail, answerPlatform, type FakeCall } from '@wl/testing/platform';
import { renderScreen } from '../../../test/render.tsx';
import '../games.i18n.ts';
import { useLaunch } from './use-game-actions.ts';

const LOTT = { vendor: 'TCG_LOTTO_VN', gameId: 'tcg-lotto-vn-lott-001', gameType: 'LOTT', gameCategory: 'LOTT' };
const ELOTT = { vendor: 'TCG_SEA', gameId: 'tcg-sea-elott-001', gameType: 'ELOTT', gameCategory: 'ELOTT' };
const menu = (prizeMode: string, vendor: string) => ({ prizeMode, vendor, name: prizeMode, gameCount: 1 });

function Launcher() {
  const launch = useLaunch();
  const { search } = useLocation();
  return (
    <>
      <button type="button" onClick={() => launch(LOTT)}>
        lott
      </button>
      <button type="button" onClick={() => launch(ELOTT)}>
        elott
      </button>
      <output>{new URLSearchParams(search).get('prize_mode') ?? 'here'}</output>
    </>
  );
}

const prizeModeAfterTapping = async (name: string) => {
  await userEvent.setup().click(screen.getByRole('button', { name }));
  await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('here'));
  return screen.getByRole('status').textContent;
};

describe('the prize mode of a lottery launch (spec section 4: one rule over the lottery data)', () => {
  beforeEach(() =>
    act(() =>
      useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false }),
    ),
  );
  afterEach(() => {
    act(() => useSessionStore.getState().clearSession());
    queryCache.clear();
  });

  it('is elott for every lottery when the data holds TCG_LOTTO_VN or LOTT, asked once', async () => {
    const calls: FakeCall[] = answerPlatform({
      'GET /lgw/games/mobile_game_menus': () => [menu('Lott', 'TCG_LOTTO_VN'), menu('Elott', 'TCG_SEA')],
    });
    const { unmount } = renderScreen(<Launcher />);
    expect(await prizeModeAfterTapping('lott')).toBe('elott');
    unmount();
    renderScreen(<Launcher />);
    expect(await prizeModeAfterTapping('elott')).toBe('elott');
    expect(calls.filter((c) => c.url === '/lgw/games/mobile_game_menus')).toHaveLength(1);
  });

  it('is lott for every lottery when the data holds neither', async () => {
    answerPlatform({ 'GET /lgw/games/mobile_game_menus': () => [menu('Elott', 'TCG_SEA')] });
    renderScreen(<Launcher />);
    expect(await prizeModeAfterTapping('elott')).toBe('lott');
  });

  it('says so and stays when the lottery data cannot load', async () => {
    answerPlatform({ 'GET /lgw/games/mobile_game_menus': () => fail('internal_error', { status: 500 }) });
    renderScreen(<Launcher />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'lott' }));
    expect(await screen.findByText('গেমটি এখন খোলা যাচ্ছে না, আবার চেষ্টা করুন')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('here');
  });
});
