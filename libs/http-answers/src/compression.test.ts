import type http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawGet } from '../test-support/raw-get.ts';
import { useTestServer } from '../test-support/use-test-server.ts';
import { MIN_COMPRESS_BYTES, negotiate, pickEncoding, varyWithEncoding } from './compression.ts';

describe('Accept-Encoding negotiation', () => {
  // prefers brotli, then gzip, and honours q=0 and *
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('picks for Accept-Encoding %p: %p', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });

  it('adds Accept-Encoding to Vary once, keeping Origin', () => {
    expect(varyWithEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyWithEncoding('Origin, accept-encoding')).toBe('Origin, accept-encoding');
    expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
  });

  it('never compresses images or an already encoded body, and leaves small replies as they are', () => {
    const req = { headers: { 'accept-encoding': 'gzip' } } as http.IncomingMessage;
    const big = Buffer.alloc(MIN_COMPRESS_BYTES * 4, 'a');
    expect(negotiate(req, big, { 'Content-Type': 'image/png' }).headers).toEqual({
      'Content-Type': 'image/png',
      'Content-Length': big.length,
    });
    expect(negotiate(req, big, { 'Content-Type': 'text/css', 'Content-Encoding': 'gzip' }).body).toBe(big);
    const small = negotiate(req, '{"ok":true}', { 'Content-Type': 'application/json' });
    expect(small.headers).toEqual({ 'Content-Type': 'application/json', Vary: 'Accept-Encoding', 'Content-Length': 11 });
  });
});

describe('the dev API compresses its JSON replies', () => {
  const server = useTestServer('file');
  const hot = () => `${server.client().baseUrl}/wps/relay/GCSGAME_hot?isPlatform=2&language=EN&platform=html5&gameType=`;
  const base = { Merchant: 'BDWL', Language: 'EN' };

  it('with brotli or gzip as asked, with the Content-Length of the compressed body', async () => {
    const plain = await rawGet(hot(), base);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(MIN_COMPRESS_BYTES);

    const br = await rawGet(hot(), { ...base, 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await rawGet(hot(), { ...base, 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it("keeps CORS's Vary: Origin beside Accept-Encoding", async () => {
    // the API's own origin is always allowed
    const origin = server.client().baseUrl;
    const reply = await rawGet(hot(), { ...base, 'Accept-Encoding': 'gzip', Origin: origin });
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
    expect(reply.headers.vary).toBe('Origin, Accept-Encoding');
  });
});
