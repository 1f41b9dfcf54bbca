import { DEFAULT_SCRYPT_COST, hashPassword, SCRYPT_COST_ENV, scryptCost, verifyPasswordAsync } from './passwords.ts';

describe("scrypt's cost", () => {
  it('is the OpenSSL default unless the environment lowers it, to a power of two from 1024', () => {
    expect(scryptCost({})).toBe(DEFAULT_SCRYPT_COST);
    expect(scryptCost({ [SCRYPT_COST_ENV]: '1024' })).toBe(1024);
    for (const wrong of ['512', '3000', '32768', 'cheap', ''])
      expect(() => scryptCost({ [SCRYPT_COST_ENV]: wrong })).toThrow(`${SCRYPT_COST_ENV} is a power of two from 1024 to 16384`);
  });

  it('is named by each hash, so a hash made at one cost checks under another', async () => {
    process.env[SCRYPT_COST_ENV] = '2048';
    const cheap = hashPassword('Demo@1234');
    process.env[SCRYPT_COST_ENV] = String(DEFAULT_SCRYPT_COST);
    const full = hashPassword('Demo@1234');
    expect(cheap).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(full).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPasswordAsync('Demo@1234', cheap)).toBe(true);
    expect(await verifyPasswordAsync('Demo@1235', cheap)).toBe(false);
    expect(await verifyPasswordAsync('Demo@1234', full)).toBe(true);
  });
});
