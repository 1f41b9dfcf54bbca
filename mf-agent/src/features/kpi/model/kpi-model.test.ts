import type { KpiDay } from '../api/kpi-api.ts';
import { chartBars, isMoney } from './kpi-model.ts';

const dayWith = (date: string, netProfit: number, bets = 0) => ({ date, netProfit, bets }) as KpiDay;

describe('chartBars', () => {
  it('scales positive values to the plot, the highest reaching the top', () => {
    const { bars, zeroY } = chartBars([dayWith('2026-11-01', 0, 50), dayWith('2026-11-02', 0, 100)], 'bets');
    expect(zeroY).toBe(100);
    expect(bars.map((b) => [b.y, b.height])).toEqual([
      [50, 50],
      [0, 100],
    ]);
  });

  it('hangs losses below a zero line placed between the highest and the lowest', () => {
    const { bars, zeroY } = chartBars([dayWith('2026-11-01', 300), dayWith('2026-11-02', -100)], 'netProfit');
    expect(zeroY).toBe(75);
    expect(bars[0]).toMatchObject({ y: 0, height: 75 });
    expect(bars[1]).toMatchObject({ y: 75, height: 25, value: -100 });
  });

  it('draws nothing tall when every day is zero', () => {
    const { bars } = chartBars([dayWith('2026-11-01', 0)], 'netProfit');
    expect(bars[0]?.height).toBe(0);
  });
});

describe('isMoney', () => {
  it('counts people, shows money with decimals', () => {
    expect(isMoney('activeMembers')).toBe(false);
    expect(isMoney('registrations')).toBe(false);
    expect(isMoney('netProfit')).toBe(true);
  });
});
