import type http from 'node:http';
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
