import { accountNumberProblem, normalizeAccountNumber, payeeNameProblem } from './account-rules.ts';

const BKASH = '^01[3-9]\\d{8}$';
const ROCKET = '^01[3-9]\\d{9}$';

describe('payout account rules', () => {
  it.each([
    ['ewallet', BKASH, '01712345678', null],
    ['ewallet', BKASH, '0171 234 5678', null],
    ['ewallet', BKASH, '0171234567', 'format'],
    ['ewallet', ROCKET, '017123456789', null],
    ['ewallet', ROCKET, '01712345678', 'format'],
    ['ewallet', BKASH, '', 'required'],
    ['bank', null, '1071100012345', null],
    ['bank', null, '1071-1000-12345', null],
    ['bank', null, '107110001', 'format'],
    ['bank', null, '107110001234567890', 'format'],
    ['bank', null, 'ABC1100012345', 'format'],
  ] as const)('%s number by %p: %p is %p', (type, pattern, number, problem) => {
    expect(accountNumberProblem(type, pattern, number)).toBe(problem);
  });

  it.each([
    ['ewallet', '', null],
    ['bank', '', 'required'],
    ['bank', 'Abdur Rahim', null],
    ['bank', 'আব্দুর রহিম', null],
    ['bank', 'R', 'format'],
    ['ewallet', 'Rahim 2', 'format'],
  ] as const)('%s payee %p: %p', (type, name, problem) => {
    expect(payeeNameProblem(type, name)).toBe(problem);
  });

  it('sends the number as the platform reads it', () => {
    expect(normalizeAccountNumber('১০৭১ ১০০০-১২৩৪৫')).toBe('1071100012345');
  });
});
