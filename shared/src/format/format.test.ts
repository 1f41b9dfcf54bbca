import { daysSince, formatAmount, formatBalance, formatDate, formatDateRange, toDate } from './format.ts';

describe('formatBalance', () => {
  it.each([
    [1000, '1,000.00'],
    [0, '0.00'],
    [1234567.891, '1,234,567.89'],
    [0.005, '0.01'],
    [-2500.5, '-2,500.50'],
    [-0.001, '0.00'],
    ['1000', '1,000.00'],
    ['1,000.5', '1,000.50'],
    [' 42 ', '42.00'],
    ['abc', '0.00'],
    ['', '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatBalance(input as number | string | null | undefined)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    [5000, '৳', '৳5,000'],
    [7777, '৳', '৳7,777'],
    [2222.5, '₱', '₱2,222.50'],
    ['1234567', '$', '$1,234,567'],
    [-50, '৳', '-৳50'],
    [null, '৳', '৳0'],
    [300, '', '300'],
  ])('formats %p with %p as %p', (value, symbol, expected) => {
    expect(formatAmount(value, symbol)).toBe(expected);
  });
});

describe('formatDate', () => {
  const local = new Date(2025, 0, 5, 9, 7, 30); // 5 January 2025, 09:07:30 local time

  it('writes each format in local time', () => {
    expect(formatDate(local, 'MM/DD/YYYY')).toBe('01/05/2025');
    expect(formatDate(local, 'YYYY/MM/DD')).toBe('2025/01/05');
    expect(formatDate(local, 'MM/DD HH:mm')).toBe('01/05 09:07');
  });

  it('defaults to MM/DD/YYYY', () => {
    expect(formatDate(local)).toBe('01/05/2025');
  });

  it('reads epoch milliseconds as a number or a digit string', () => {
    expect(formatDate(local.getTime(), 'MM/DD HH:mm')).toBe('01/05 09:07');
    expect(formatDate(String(local.getTime()), 'YYYY/MM/DD')).toBe('2025/01/05');
  });

  it('reads ISO strings, and the platform date forms as local time', () => {
    expect(formatDate(local.toISOString(), 'MM/DD HH:mm')).toBe('01/05 09:07');
    expect(formatDate('2025-01-05', 'YYYY/MM/DD')).toBe('2025/01/05');
    expect(formatDate('2025-12-31 23:59:00', 'MM/DD HH:mm')).toBe('12/31 23:59');
  });

  it.each([null, undefined, '', 'not a date', new Date(Number.NaN)])('returns an empty string for %p', (value) => {
    expect(formatDate(value, 'MM/DD/YYYY')).toBe('');
  });

  it('does not share the Date it was given', () => {
    const input = new Date(2025, 5, 1);
    const read = toDate(input);
    read?.setFullYear(1999);
    expect(input.getFullYear()).toBe(2025);
  });
});

describe('formatDateRange', () => {
  it('shows one date when start and end fall on the same day', () => {
    expect(formatDateRange(new Date(2025, 2, 1, 8), new Date(2025, 2, 1, 22), 'MM/DD/YYYY')).toBe('03/01/2025');
  });

  it('shows a range when the days differ', () => {
    expect(formatDateRange(new Date(2025, 2, 1), new Date(2025, 2, 31), 'MM/DD/YYYY')).toBe('03/01/2025 - 03/31/2025');
    expect(formatDateRange('2025-03-01', '2025-04-02', 'YYYY/MM/DD')).toBe('2025/03/01 - 2025/04/02');
  });

  it('shows whichever date is usable when the other is missing', () => {
    expect(formatDateRange('2025-03-01', null, 'MM/DD/YYYY')).toBe('03/01/2025');
    expect(formatDateRange(undefined, '2025-03-01', 'MM/DD/YYYY')).toBe('03/01/2025');
    expect(formatDateRange(null, 'bad', 'MM/DD/YYYY')).toBe('');
  });
});

describe('daysSince', () => {
  const now = new Date(2025, 5, 10, 12, 0);

  it('counts whole days', () => {
    expect(daysSince(new Date(2025, 5, 10, 8, 0), now)).toBe(0);
    expect(daysSince(new Date(2025, 5, 9, 12, 0), now)).toBe(1);
    expect(daysSince(new Date(2025, 5, 9, 12, 1), now)).toBe(0);
    expect(daysSince(new Date(2025, 4, 11, 12, 0), now)).toBe(30);
  });

  it('accepts the forms formatDate accepts', () => {
    expect(daysSince(new Date(2025, 5, 3, 12, 0).getTime(), now.getTime())).toBe(7);
    expect(daysSince('2025-06-01', now)).toBe(9);
  });

  it('gives 0 for a missing, unreadable or future date', () => {
    expect(daysSince(null, now)).toBe(0);
    expect(daysSince('soon', now)).toBe(0);
    expect(daysSince(new Date(2026, 0, 1), now)).toBe(0);
  });
});
