import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from '@wl/http-answers/compression';
import { rawGet } from '../test-support/raw-get.ts';
import { useTestServer } from '../test-support/use-test-server.ts';

// The negotiation itself is tested with it (libs/http-answers); here, that the dev API's JSON goes through it.
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
