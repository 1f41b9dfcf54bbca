import { cashierRole, uplineRefusal } from './roles.ts';

describe('cashier roles', () => {
  it.each([
    [null, 'guest'],
    [{ type: 0 }, 'member'],
    [{ type: 1 }, 'member'],
    [{ type: 2 }, 'member'],
    [{ type: 4 }, 'trial'],
    [{ type: 40 }, 'member'],
  ] as const)('a session %p is a %s', (session, role) => {
    expect(cashierRole(session)).toBe(role);
  });

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
