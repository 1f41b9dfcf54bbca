import {
  addToHomeGuide,
  checksContracts,
  contractPrompts,
  downloadBarHidden,
  shouldLoop,
  sortWinners,
  winnersAutoScroll,
} from './home-rules.ts';
import { JACKPOT_MAX, JACKPOT_MIN, jackpotDelay, jackpotStart, jackpotStep } from './jackpot.ts';

describe('winners board', () => {
  it('sorts by win amount descending and keeps 20', () => {
    const winners = Array.from({ length: 24 }, (_, i) => ({
      iconUrl: '',
      gameName: `g${i}`,
      customerName: `c${i}`,
      winAmount: (i * 37) % 50,
    }));
    const sorted = sortWinners(winners);
    expect(sorted).toHaveLength(20);
    expect(sorted.map((w) => w.winAmount)).toEqual([...sorted.map((w) => w.winAmount)].sort((a, b) => b - a));
  });

  it('scrolls itself above 4 winners', () => {
    expect(winnersAutoScroll(4)).toBe(false);
    expect(winnersAutoScroll(5)).toBe(true);
  });
});

it('carousels loop only with more than one slide', () => {
  expect(shouldLoop(1)).toBe(false);
  expect(shouldLoop(2)).toBe(true);
});

describe('download bar', () => {
  const base = { stored: false, standalone: false, webClip: false, hasIosLink: true };
  it('shows in a browser until closed', () => {
    expect(downloadBarHidden(base)).toBe(false);
    expect(downloadBarHidden({ ...base, stored: true })).toBe(true);
  });
  it('is forced hidden as an installed web app, and as a home-screen clip without an iOS link', () => {
    expect(downloadBarHidden({ ...base, standalone: true })).toBe(true);
    expect(downloadBarHidden({ ...base, webClip: true })).toBe(false);
    expect(downloadBarHidden({ ...base, webClip: true, hasIosLink: false })).toBe(true);
  });
});

describe('add-to-home guide', () => {
  it('gives iOS below 12.2 the legacy tip', () => {
    expect(addToHomeGuide('Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X)')).toBe('ios-legacy');
    expect(addToHomeGuide('Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X)')).toBe('ios-legacy');
    expect(addToHomeGuide('Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X)')).toBe('ios');
    expect(addToHomeGuide('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(addToHomeGuide('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(addToHomeGuide('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});

describe('contract prompts', () => {
  it('are checked for every type but 4, 40, 41, 42', () => {
    expect([0, 1, 2].every(checksContracts)).toBe(true);
    expect([4, 40, 41, 42].some(checksContracts)).toBe(false);
  });
  it('lead each pending request to its contract screen', () => {
    expect(contractPrompts({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 }).map((p) => p.path)).toEqual([
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
    ]);
    expect(contractPrompts({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 })).toEqual([]);
  });
});

describe('jackpot counter', () => {
  const fixed = (value: number) => () => value;
  it('starts between 1,200,000,000 and 1,300,000,000', () => {
    expect(jackpotStart(fixed(0))).toBe(JACKPOT_MIN);
    expect(jackpotStart(fixed(0.9999999999))).toBe(JACKPOT_MAX);
  });
  it('adds 10 to 50 a tick and wraps at the maximum', () => {
    expect(jackpotStep(1_250_000_000, fixed(0))).toBe(1_250_000_010);
    expect(jackpotStep(1_250_000_000, fixed(0.999999))).toBe(1_250_000_050);
    expect(jackpotStep(JACKPOT_MAX - 5, fixed(0))).toBe(JACKPOT_MIN + 4);
  });
  it('waits 3, 4 or 5 seconds', () => {
    expect([0, 0.5, 0.99].map((r) => jackpotDelay(fixed(r)))).toEqual([3000, 4000, 5000]);
  });
});
