import { type Preview, previewKey, readPreview, signPreview } from './preview.ts';

const key = previewKey('k'.repeat(32))!;
const NOW = Date.parse('2026-12-06T04:00:00Z');
const preview: Preview = { brand: 'khela24', remote: 'mf-cashier', release: '2.3.0-rc.1', exp: NOW + 3_600_000 };

describe('private previews (issue 39 item 6, decision 051)', () => {
  it('reads back what was signed, for its brand, until it ends', () => {
    const token = signPreview(key, preview);
    expect(readPreview(key, token, 'khela24', NOW)).toEqual(preview);
    expect(readPreview(key, token, 'khela24', preview.exp)).toBeNull();
    expect(readPreview(key, token, 'bdplay', NOW)).toBeNull();
  });

  it("takes nothing a player could make: another key's, an edited field, a made-up token, and none at all without a key", () => {
    const token = signPreview(key, preview);
    expect(readPreview(previewKey('x'.repeat(32)), token, 'khela24', NOW)).toBeNull();
    const [, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...preview, release: '9.9.9' })).toString('base64url');
    expect(readPreview(key, `${edited}.${signature}`, 'khela24', NOW)).toBeNull();
    for (const made of ['', 'x', 'a.b', `${token}.x`, `${token.split('.')[0]}.`]) expect(readPreview(key, made, 'khela24', NOW)).toBeNull();
    expect(readPreview(null, token, 'khela24', NOW)).toBeNull();
  });

  it('signs only a release of a remote, and wants a key of 32 characters', () => {
    expect(() => signPreview(key, { ...preview, release: 'latest' })).toThrow('is not a release');
    expect(() => previewKey('short')).toThrow('PREVIEW_KEY must be at least 32 characters');
    expect(previewKey(undefined)).toBeNull();
  });
});
