import { launchRequest, openInNewWindow } from './launch-params.ts';

const q = (s: string) => new URLSearchParams(s);

describe('launchRequest', () => {
  it('launches the named game of the vendor', () => {
    expect(launchRequest(q('vendor=PG&code=pg-001&nodeId=10001&gameCategory=RNG&pageBack=/m/home'))).toEqual({
      vendor: 'PG',
      gameId: 'pg-001',
      nodeId: '10001',
      gameCategory: 'RNG',
    });
  });

  it('opens the lobby of TCG_LOTTO_VN and TCG_SEA', () => {
    expect(launchRequest(q('playType=trad&prize_mode=elott&vendor=TCG_LOTTO_VN&code=tcg-lotto-vn-lott-001'))!.gameId).toBe('lobby');
  });

  it('is null without a game or its vendor', () => {
    expect(launchRequest(q('vendor=PG'))).toBeNull();
    expect(launchRequest(q('code=pg-001'))).toBeNull();
    // the prize mode is the site's, not a vendor's: a lottery link without its vendor names no game
    expect(launchRequest(q('playType=trad&prize_mode=elott&code=X&pageBack=home'))).toBeNull();
  });
});

describe('openInNewWindow', () => {
  it('reports a blocked popup', () => {
    expect(openInNewWindow('/dev/play/PG/pg-001', () => null)).toBe(false);
  });

  it('cuts the new window off from this page', () => {
    const win = { opener: {} } as unknown as Window;
    expect(openInNewWindow('/dev/play/PG/pg-001', () => win)).toBe(true);
    expect(win.opener).toBeNull();
  });
});
