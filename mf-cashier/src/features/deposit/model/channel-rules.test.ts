import {
  channelLimits,
  normalizeTrxId,
  normalizeWalletNumber,
  payerNameProblem,
  quickAmounts,
  senderProblem,
  trxIdProblem,
} from './channel-rules.ts';

// The channels as the dev API lists them (CONTRACT.md section 15).
const bkash = {
  code: 'BKASH',
  min: 200,
  max: 25000,
  quickAmounts: [500, 1000, 2000, 5000],
  senderPattern: '^01[3-9]\\d{8}$',
  trxIdPattern: '^[A-Z0-9]{10}$',
};
const nagad = { ...bkash, code: 'NAGAD', trxIdPattern: '^[A-Z0-9]{8}$' };
const rocket = { ...bkash, code: 'ROCKET', min: 300, max: 20000, senderPattern: '^01[3-9]\\d{9}$', trxIdPattern: '^\\d{10}$' };
const upay = { ...bkash, code: 'UPAY', max: 15000, trxIdPattern: '^[A-Z0-9]{12}$' };
const bank = {
  code: 'LOCAL_BANK',
  min: 1000,
  max: 100000,
  quickAmounts: [500, 2000, 5000, 10000, 25000],
  senderPattern: null,
  trxIdPattern: null,
};

describe('deposit channel rules', () => {
  it('reads limits and quick amounts in paisa, dropping quick amounts outside the limits', () => {
    expect(channelLimits(rocket)).toEqual({ min: 30_000, max: 2_000_000 });
    expect(quickAmounts(bkash)).toEqual([50_000, 100_000, 200_000, 500_000]);
    expect(quickAmounts(bank)).toEqual([200_000, 500_000, 1_000_000, 2_500_000]);
  });

  it.each([
    [bkash, '01712345678', null],
    [bkash, '017 1234-5678', null],
    [bkash, '+8801712345678', null],
    [bkash, '০১৭১২৩৪৫৬৭৮', null],
    [bkash, '', 'required'],
    [bkash, '0171234567', 'format'],
    [bkash, '01212345678', 'format'],
    [rocket, '017123456789', null],
    [rocket, '01712345678', 'format'],
  ] as const)('%# sender number %p for %s: %p', (channel, text, problem) => {
    expect(senderProblem(channel, text)).toBe(problem);
  });

  it.each([
    [bkash, 'BKA7Q2M9XZ', null],
    [bkash, 'bka7q2m9xz', null],
    [bkash, 'BKA7Q2M9X', 'format'],
    [nagad, '7K3ND9QA', null],
    [nagad, '7K3ND9QA1', 'format'],
    [rocket, '3049187265', null],
    [rocket, '30491872AB', 'format'],
    [upay, 'UP8H2K4M7Q1Z', null],
    [upay, 'UP8H2K4M7Q1', 'format'],
    [bkash, '  ', 'required'],
  ] as const)('%# TrxID %p: %p', (channel, text, problem) => {
    expect(trxIdProblem(channel, text)).toBe(problem);
  });

  it('sends TrxIDs and numbers as the platform checks them', () => {
    expect(normalizeTrxId(' bka7 q2m9xz ')).toBe('BKA7Q2M9XZ');
    expect(normalizeWalletNumber('+88 01712-345678')).toBe('01712345678');
  });

  it.each([
    ['Abdur Rahim', null],
    ['আব্দুর রহিম', null],
    ["O'Neil-Smith Jr.", null],
    ['', 'required'],
    ['A', 'format'],
    ['R2D2', 'format'],
    ['x'.repeat(61), 'format'],
  ] as const)('payer name %p: %p', (name, problem) => {
    expect(payerNameProblem(name)).toBe(problem);
  });

  it('a channel with a broken pattern does not block the player (the platform still checks)', () => {
    expect(trxIdProblem({ trxIdPattern: '[' }, 'ANY')).toBeNull();
  });
});
