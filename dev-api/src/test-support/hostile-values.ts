/** Amounts a hostile client sends: out of range, signed, not numbers, other scripts, other types; the last is valid. */
export const HOSTILE_AMOUNTS: unknown[] = [
  '1e309',
  '-0.01',
  '0',
  'NaN',
  'Infinity',
  '0x10',
  '1_000',
  ' 5 00',
  '٥٠٠',
  '500.001',
  1e-7,
  [500],
  { amount: 500 },
  '500\u0000',
  '9'.repeat(400),
  true,
  null,
  '500',
];

/** Ids a hostile client sends: repeated, signed, fractional, huge, not numbers, other types. */
export const HOSTILE_IDS: unknown[] = [[1, 1, 1], '1', -1, 0, 1.5, 2 ** 53, 1e300, '1; DROP TABLE members', 'x', null, {}, [], true, '١'];

/** Fires `count` requests at once; resolves with every reply. */
export function fire<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => make(i)));
}
