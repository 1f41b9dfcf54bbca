import fs from 'node:fs';
import path from 'node:path';
import { ERROR_KEYS, errorText } from '../http/error-catalogue.ts';

// The front end is written against CONTRACT.md, and shows a catalogue message for a code it does not map: each code
// is documented, and each message says the same in both languages, down to the figures it is filled with.
const contract = fs.readFileSync(path.resolve(__dirname, '../../CONTRACT.md'), 'utf8');
const codes = ERROR_KEYS.filter((key) => !key.includes('/'));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error catalogue', () => {
  it.each(codes)('CONTRACT.md documents %s', (code) => {
    expect(contract).toMatch(new RegExp(`(?<![\\w.])${escaped(code)}(?![\\w.])`));
  });

  it.each(ERROR_KEYS)('%s fills the same figures in Bengali and English', (key) => {
    const [bn, en] = [errorText(key, 'BN'), errorText(key, 'EN')];
    expect(bn).not.toBe(en);
    expect(placeholders(bn)).toEqual(placeholders(en));
  });

  it('fills a figure, and a word in the request language', () => {
    expect(errorText('AMOUNT_BELOW_MIN', 'EN', { min: '100.00' })).toBe('The minimum amount is ৳100.00');
    const period = { bn: 'দৈনিক', en: 'daily' };
    expect(errorText('DEPOSIT_LIMIT_EXCEEDED', 'BN', { period, limit: '৳1.00', left: '৳0.50', when: '2026-01-01 06:00' })).toBe(
      'আপনার দৈনিক ডিপোজিট সীমা ৳1.00; বাকি আছে ৳0.50। সীমা আবার শুরু হবে 2026-01-01 06:00 (ঢাকা সময়)।',
    );
  });
});
