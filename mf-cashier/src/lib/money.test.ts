import { checkAmount, paisaInput, paisaText, parseAmount, toPaisa } from './money.ts';

describe('parseAmount', () => {
  it.each([
    ['500', 50_000],
    ['500.5', 50_050],
    ['500.50', 50_050],
    ['0.01', 1],
    ['  1000 ', 100_000],
    ['+20', 2_000],
    ['007', 700],
    ['.5', 50],
    ['5.', 500],
    ['১০০০.৫০', 100_050],
    // 0.1 + 0.2 style traps: read as text, never as a float
    ['1.15', 115],
    ['4.35', 435],
    ['999999999999.99', 99_999_999_999_999],
  ])('reads %p as %d paisa', (text, paisa) => {
    expect(parseAmount(text)).toEqual({ ok: true, paisa });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'not_numeric'],
    ['12a', 'not_numeric'],
    ['1,000', 'not_numeric'],
    ['1e3', 'not_numeric'],
    ['.', 'not_numeric'],
    ['1.2.3', 'not_numeric'],
    ['-5', 'negative'],
    ['-0.5', 'negative'],
    ['1.234', 'too_many_decimals'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-0', 'zero'],
    ['1000000000000', 'above_max'],
  ])('refuses %p: %s', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });
});

describe('checkAmount', () => {
  const limits = { min: 50_000, max: 2_500_000, balance: 100_000 };
  it.each([
    ['499.99', 'below_min'],
    ['25000.01', 'above_max'],
    ['1000.01', 'over_balance'],
    ['abc', 'not_numeric'],
  ])('refuses %p: %s', (text, problem) => {
    expect(checkAmount(text, limits)).toEqual({ ok: false, problem });
  });

  it('accepts the limits themselves', () => {
    expect(checkAmount('500', limits)).toEqual({ ok: true, paisa: 50_000 });
    expect(checkAmount('1000', limits)).toEqual({ ok: true, paisa: 100_000 });
    expect(checkAmount('25000', { min: 100, max: 2_500_000 })).toEqual({ ok: true, paisa: 2_500_000 });
  });

  it('checks the maximum before the balance, as the platform does', () => {
    expect(checkAmount('30000', limits)).toEqual({ ok: false, problem: 'above_max' });
  });
});

describe('platform amounts and display', () => {
  it.each([
    [1000, 100_000],
    [350.5, 35_050],
    [0.07, 7],
    [12.75, 1_275],
    ['1000.5', 100_050],
    [-700, -70_000],
    [null, 0],
  ])('%p taka is %d paisa', (taka, paisa) => {
    expect(toPaisa(taka)).toBe(paisa);
  });

  it('writes paisa as exact text for the platform and for the field', () => {
    expect(paisaText(100_050)).toBe('1000.50');
    expect(paisaText(7)).toBe('0.07');
    expect(paisaInput(50_000)).toBe('500');
    expect(paisaInput(35_050)).toBe('350.50');
  });
});
