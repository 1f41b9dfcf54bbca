import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { useSessionStore } from '@wl/kit';
import { fail, answerPlatform } from '@wl/testing/platform';
import { renderScreen } from '../../test/render.tsx';
import { LaunchScreen } from './launch-screen.tsx';

const renderLaunch = () =>
  renderScreen(
    <StrictMode>
      <LaunchScreen />
    </StrictMode>,
    '/m/launchGame?vendor=PG&code=pg-007&nodeId=7&gameCategory=RNG',
  );

describe('LaunchScreen', () => {
  beforeEach(() =>
    act(() =>
      useSessionStore.getState().setSession({ token: 't', merchantCode: 'BDWL', userName: 'demo01', type: 0, firstTimeLogin: false }),
    ),
  );
  afterEach(() => act(() => useSessionStore.getState().clearSession()));

  it('asks for the game once, even when React runs the effect twice, and shows it', async () => {
    const calls = answerPlatform({
      'GET /wps/game/launchGame': () => ({ content: { game_url: '/dev/game?id=7' } }),
      'GET /wps/game/recent/add': () => true,
    });
    renderLaunch();
    expect(await screen.findByTitle('গেম')).toHaveAttribute('src', '/dev/game?id=7');
    expect(calls.filter((c) => c.url === '/wps/game/launchGame')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/wps/game/recent/add')?.params).toEqual({ nodeId: '7', vendor: 'PG' });
  });

  it('shows why a launch failed, and the retry asks again', async () => {
    let down = true;
    const calls = answerPlatform({
      'GET /wps/game/launchGame': () => (down ? fail('function.not.available') : { content: { game_url: '/dev/game?id=7' } }),
      'GET /wps/game/recent/add': () => true,
    });
    renderLaunch();
    expect(await screen.findByRole('alert')).toHaveTextContent('সুবিধাটি সাময়িকভাবে বন্ধ');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: /আবার চেষ্টা করুন$/ }));
    expect(await screen.findByTitle('গেম')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/wps/game/launchGame')).toHaveLength(2);
  });
});
