import { launchGameId, pageBackPath, planLaunch, prizeModeFor } from './launch-rules.ts';

const slot = { vendor: 'PG', gameId: 'pg-001', nodeId: 10001, gameType: 'RNG', gameCategory: 'RNG' };

describe('game launch rules', () => {
  it('a guest goes to /m/login', () => {
    expect(planLaunch(slot, { loggedIn: false, pageBack: '/m/home' })).toEqual({ kind: 'login', to: '/m/login' });
  });

  it('a member opens /m/launchGame with the vendor, the game, its node and the way back', () => {
    const plan = planLaunch(slot, { loggedIn: true, pageBack: '/m/gameList?gameType=RNG' });
    expect(plan.kind).toBe('launch');
    const url = new URL(plan.to, 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vendor: 'PG',
      code: 'pg-001',
      nodeId: '10001',
      gameCategory: 'RNG',
      pageBack: '/m/gameList?gameType=RNG',
    });
  });

  it('LOTT and ELOTT go to /m/launchGame with playType trad and a prize mode', () => {
    for (const [vendor, gameType] of [
      ['TCG_LOTTO_VN', 'LOTT'],
      ['TCG_SEA', 'ELOTT'],
    ]) {
      const url = new URL(
        planLaunch({ vendor: vendor!, gameId: 'x-1', gameType: gameType! }, { loggedIn: true, pageBack: 'home', prizeMode: 'elott' }).to,
        'http://x',
      );
      expect(url.searchParams.get('playType')).toBe('trad');
      // the site's prize mode, whichever lottery was tapped
      expect(url.searchParams.get('prize_mode')).toBe('elott');
      expect(url.searchParams.get('code')).toBe('x-1');
    }
  });

  it('the prize mode is elott when the lottery data holds TCG_LOTTO_VN or LOTT, else lott', () => {
    expect(prizeModeFor(['TCG_LOTTO_VN', 'LOTT'])).toBe('elott');
    expect(prizeModeFor(['LOTT'])).toBe('elott');
    expect(prizeModeFor(['TCG_LOTTO_VN'])).toBe('elott');
    expect(prizeModeFor(['TCG_SEA', 'ELOTT'])).toBe('lott');
    expect(prizeModeFor([])).toBe('lott');
  });

  it('TCG_LOTTO_VN and TCG_SEA launch their lobby; other vendors the game', () => {
    expect(launchGameId('TCG_LOTTO_VN', 'tcg-lotto-vn-lott-003')).toBe('lobby');
    expect(launchGameId('TCG_SEA', 'tcg-sea-elott-001')).toBe('lobby');
    expect(launchGameId('PG', 'pg-001')).toBe('pg-001');
  });

  it('the way back: a site path, a route name, else home', () => {
    expect(pageBackPath('/m/gameList?gameType=RNG')).toBe('/m/gameList?gameType=RNG');
    expect(pageBackPath('home')).toBe('/m/home');
    expect(pageBackPath('lottery')).toBe('/m/lottery');
    expect(pageBackPath('https://evil.example')).toBe('/m/home');
    expect(pageBackPath(null)).toBe('/m/home');
  });
});
