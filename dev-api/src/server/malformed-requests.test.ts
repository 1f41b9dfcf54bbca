import net from 'node:net';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/** Sends raw bytes and resolves with the status line (or '' when the server closed without one). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve(data.split('\r\n')[0] ?? '');
    });
  });
}

describe('malformed requests (issue 13 finding 1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const port = () => Number(new URL(server.url).port);

  it.each([
    ['a protocol-relative path', 'GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a double slash into the API', 'GET //wps/system/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a broken percent-encoding', 'GET /wps/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a broken game page address', 'GET /dev/play/%E0%A4%A/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['a broken cookie', 'GET /wps/system/status HTTP/1.1\r\nHost: x\r\nCookie: a=%E0%A4%A\r\nConnection: close\r\n\r\n'],
    ['a garbage request line', 'NOT HTTP AT ALL\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nbroken header\r\n\r\n'],
  ])('answers %s with a status and keeps serving', async (_name, request) => {
    const status = await raw(port(), request);
    expect(status).toMatch(/^HTTP\/1\.1 [2345]\d\d /);
    const ok = await fetch(`${server.url}/wps/system/status`, { headers: { Merchant: 'BDWL' } });
    expect(ok.status).toBe(200);
  });
});
