import type { ApiError } from '../http/api-error.ts';
import { parseAmountPaisa } from './amount.ts';

const limits = { minPaisa: 200_00, maxPaisa: 25_000_00, balancePaisa: 1_000_00 };
const codeOf = (input: unknown) => {
  try {
    return parseAmountPaisa(input, limits);
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('parseAmountPaisa', () => {
  it.each([
    [0, 'AMOUNT_ZERO'],
    ['0', 'AMOUNT_ZERO'],
    ['0.00', 'AMOUNT_ZERO'],
    [-1, 'AMOUNT_NEGATIVE'],
    ['-1', 'AMOUNT_NEGATIVE'],
    ['abc', 'AMOUNT_NOT_NUMERIC'],
    ['12a', 'AMOUNT_NOT_NUMERIC'],
    ['1,000', 'AMOUNT_NOT_NUMERIC'],
    ['1e3', 'AMOUNT_NOT_NUMERIC'],
    [1e21, 'AMOUNT_NOT_NUMERIC'],
    ['.', 'AMOUNT_NOT_NUMERIC'],
    [true, 'AMOUNT_NOT_NUMERIC'],
    ['', 'AMOUNT_REQUIRED'],
    ['   ', 'AMOUNT_REQUIRED'],
    [undefined, 'AMOUNT_REQUIRED'],
    [null, 'AMOUNT_REQUIRED'],
    ['1.234', 'AMOUNT_TOO_MANY_DECIMALS'],
    [300.005, 'AMOUNT_TOO_MANY_DECIMALS'],
    ['199.99', 'AMOUNT_BELOW_MIN'],
    ['25000.01', 'AMOUNT_ABOVE_MAX'],
    ['99999999999999999999', 'AMOUNT_ABOVE_MAX'],
    ['1000.01', 'INSUFFICIENT_BALANCE'],
  ])('refuses %p with %s', (input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it.each([
    ['100.5', 100_50, { ...limits, minPaisa: 100_00 }],
    [' 200 ', 200_00, limits],
    ['200.', 200_00, limits],
    ['0200.10', 200_10, limits],
    [999.99, 999_99, limits],
    ['1000', 1000_00, limits],
    ['+250', 250_00, limits],
  ])('reads %p exactly as %p paisa', (input, paisa, given) => {
    expect(parseAmountPaisa(input, given)).toBe(paisa);
  });

  it('reads amounts whose float sum would drift (0.1 + 0.2 style) exactly', () => {
    const wide = { minPaisa: 1, maxPaisa: 1_000_000_00 };
    expect(parseAmountPaisa('0.29', wide)).toBe(29);
    expect(parseAmountPaisa('4.35', wide)).toBe(435);
    expect(parseAmountPaisa('1.15', wide)).toBe(115);
  });

  it("words the limits in the request's language, with the figures in the value", () => {
    let refusal: ApiError | undefined;
    try {
      parseAmountPaisa('50', limits);
    } catch (error) {
      refusal = error as ApiError;
    }
    expect(refusal).toMatchObject({ value: { min: 200, max: 25000 } });
    expect(refusal?.messageIn('EN')).toBe('The minimum amount is ৳200.00');
    expect(refusal?.messageIn('BN')).toBe('সর্বনিম্ন পরিমাণ ৳200.00');
  });
});
