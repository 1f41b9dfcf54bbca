import { uplineRefusal } from './roles.ts';

describe('cashier roles', () => {
  it.each([
    [2, { toUpline: true }, 'TYPE_NOT_ALLOWED'],
    [2, null, 'TYPE_NOT_ALLOWED'],
    [0, { toUpline: false }, 'NO_UPLINE'],
    [0, { toUpline: true }, null],
    [1, { toUpline: true }, null],
    // member info not loaded yet: the platform decides
    [0, null, null],
  ] as const)('upline transfer for type %d with %p: %p', (type, member, refusal) => {
    expect(uplineRefusal(type, member)).toBe(refusal);
  });
});
