import { formatMoney, useConfigStore } from '@wl/shared';
import { keep } from './home-shape.ts';

// Agent home's first screen writes the balance as the app writes it (decision 072): the same formatter, given the brand's
// currency symbol by the page, where the app reads it from the runtime file.
const context = (currency: string) => ({ language: 'bn' as const, currency, zone: 'Asia/Dhaka' });

describe("agent home's first screen", () => {
  afterEach(() => useConfigStore.setState({ config: null }));

  it("writes the balance with the app's formatter and the brand's symbol; the greeting and the date keep their boxes", () => {
    for (const [code, symbol] of [
      ['BDT', '৳'],
      ['PHP', '₱'],
    ] as const) {
      useConfigStore.setState({ config: { currency: { code, symbol } } as never });
      for (const sumBalance of [0, 1234.5, 1_000_000.005, -12.3]) {
        expect(keep({ sumBalance }, {}, '', context(symbol))).toEqual({
          parts: ['hello', 'date', 'balance'],
          fill: { hello: null, date: null, balance: formatMoney(sumBalance) },
        });
      }
    }
    expect(keep({ sumBalance: 1234.5 }, {}, '', context('৳'))?.fill?.balance).toBe('৳1,234.50');
  });

  it('paints nothing for an answer the app would refuse, or a page that gives no currency (a server before decision 072)', () => {
    expect(keep({ sumBalance: '12' as never }, {}, '', context('৳'))).toBeNull();
    expect(keep({ sumBalance: Number.NaN }, {}, '', context('৳'))).toBeNull();
    expect(keep(null, {}, '', context('৳'))).toBeNull();
    expect(keep({ sumBalance: 12 }, {}, '')).toBeNull();
    expect(keep({ sumBalance: 12 }, {}, '', context(''))).toBeNull();
  });
});
