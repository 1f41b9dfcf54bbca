import { decodeBase64Image } from './read-upload.ts';

describe('decodeBase64Image', () => {
  const bytes = Buffer.from([0xfb, 0xef, 0xbe, 0x89, 0x50]);
  const text = bytes.toString('base64'); // '++++iVA=': '+' where a form may send spaces

  it('reads a data URL, bare base64, and base64 whose "+" a form turned into spaces', () => {
    expect(Buffer.from(decodeBase64Image(`data:image/png;base64,${text}`)).equals(bytes)).toBe(true);
    expect(Buffer.from(decodeBase64Image(text)).equals(bytes)).toBe(true);
    expect(Buffer.from(decodeBase64Image(text.replace(/\+/g, ' '))).equals(bytes)).toBe(true);
    expect(Buffer.from(decodeBase64Image(`${text.slice(0, 4)}\r\n${text.slice(4)}`)).equals(bytes)).toBe(true);
  });

  it('gives no bytes for text that is not base64, so the picture check refuses it', () => {
    expect(decodeBase64Image('<svg onload=alert(1)>')).toHaveLength(0);
  });
});
