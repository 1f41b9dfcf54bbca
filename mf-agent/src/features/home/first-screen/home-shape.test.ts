import { formatMoney, useConfigStore } from '@wl/kit';
import { keep } from './home-shape.ts';

// Agent home's first screen writes the balance as the app writes it (decision 072): the same formatter, given the brand's
// currency symbol by the page, where the app reads it from the runtime file.
const context = (currency: string) => ({ language: 'bn' as const, currency, zone: 'Asia/Dhaka' });

describe("agent home's first screen", () => {
  afterEach(() => useConfigStore.setState({ config: null }));

  it("writes the balance with the app's formatter and the brand's symbol", () => {
    for (const [code, symbol] of [
      ['BDT', '৳'],
      ['PHP', '₱'],
    ] as const) {
      useConfigStore.setState({ config: { currency: { code, symbol } } as never });
      for (const sumBalance of [0, 1234.5, 1_000_000.005, -12.3]) {
        expect(keep({ sumBalance }, {}, '', context(symbol))?.fill.balance).toBe(formatMoney(sumBalance));
      }
    }
    expect(keep({ sumBalance: 1234.5 }, {}, '', context('৳'))?.fill?.balance).toBe('৳1,234.50');
  });

  it("writes the greeting by the hour and the date on the phone's clock in the platform's zone, with the agent's name", () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 11, 7, 21, 30) });
    try {
      // 03:30 on the 8th in Dhaka: the morning's greeting, the next day's date
      expect(keep({ sumBalance: 5 }, {}, '', context('৳'), [{ nickname: 'Karim', account: 'agent01' }])).toEqual({
        parts: ['hello', 'date', 'balance'],
        fill: { hello: 'শুভ সকাল, Karim', date: 'আজ ২০২৬/১২/০৮', balance: '৳5.00' },
      });
      jest.setSystemTime(Date.UTC(2026, 11, 8, 13, 5));
      const en = keep({ sumBalance: 5 }, {}, '', { ...context('৳'), language: 'en' }, [{ nickname: '', account: 'agent01' }]);
      // 19:05 in Dhaka; no nickname: the account, as the app's displayName
      expect(en?.fill).toMatchObject({ hello: 'Good evening, agent01', date: 'Today 2026/12/08' });
      // a name with a replacement pattern in it is written as it is
      expect(keep({ sumBalance: 5 }, {}, '', context('৳'), [{ nickname: "$& $'" }])?.fill.hello).toBe("শুভ সন্ধ্যা, $& $'");
      // no details, or no name in them: the greeting's box stays empty until the app writes it
      expect(keep({ sumBalance: 5 }, {}, '', context('৳'), [{ nickname: '', account: '' }])?.fill.hello).toBeNull();
      expect(keep({ sumBalance: 5 }, {}, '', context('৳'), [null])?.fill.hello).toBeNull();
      expect(keep({ sumBalance: 5 }, {}, '', context('৳'))?.fill.hello).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('paints nothing for an answer the app would refuse, or a page that gives no currency (a server before decision 072)', () => {
    expect(keep({ sumBalance: '12' as never }, {}, '', context('৳'))).toBeNull();
    expect(keep({ sumBalance: Number.NaN }, {}, '', context('৳'))).toBeNull();
    expect(keep(null, {}, '', context('৳'))).toBeNull();
    expect(keep({ sumBalance: 12 }, {}, '')).toBeNull();
    expect(keep({ sumBalance: 12 }, {}, '', context(''))).toBeNull();
  });
});
