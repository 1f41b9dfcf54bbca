import { FRAME_CHANNELS, keep } from './deposit-shape.ts';

// The deposit page's first screen keeps and fills the merchant's methods and the first one's instructions (decision 067).
const channel = (i: number, instructions = '') => ({ code: `c${i}`, name: `Method ${i}`, logo: `/logos/${i}.svg`, instructions });

describe("the deposit page's first screen", () => {
  it("shows each method by its logo and name, and the first one's instructions; the limits and the form below keep their place", () => {
    expect(keep({ list: [channel(0, 'Send money to 01700'), channel(1, 'Pay by card')] }, {}, '')).toEqual({
      parts: [
        'later',
        'submit',
        'channel-0',
        'channel-0/logo',
        'channel-0/name',
        'channel-0/limits',
        'channel-1',
        'channel-1/logo',
        'channel-1/name',
        'channel-1/limits',
        'instructions',
      ],
      fill: {
        later: null,
        submit: null,
        'channel-0/logo': '/logos/0.svg',
        'channel-0/name': 'Method 0',
        'channel-0/limits': null,
        'channel-1/logo': '/logos/1.svg',
        'channel-1/name': 'Method 1',
        'channel-1/limits': null,
        instructions: 'Send money to 01700',
      },
    });
    // a first method without instructions has no paragraph for them, as the app draws it
    expect(keep({ list: [channel(0)] }, {}, '')?.parts).not.toContain('instructions');
    const many = Array.from({ length: FRAME_CHANNELS + 2 }, (_, i) => channel(i));
    expect(keep({ list: many }, {}, '')?.parts.filter((name) => /^channel-\d+$/.test(name))).toHaveLength(FRAME_CHANNELS);
  });

  it("paints nothing for a deposit's progress, which the address names, or for no methods", () => {
    expect(keep({ list: [channel(0)] }, {}, '?depositId=12&result=paid')).toBeNull();
    expect(keep({ list: [] }, {}, '')).toBeNull();
    expect(keep(null, {}, '')).toBeNull();
  });
});
