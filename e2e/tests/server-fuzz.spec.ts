import net from 'node:net';
import { expect, test } from '../fixtures/test.ts';
import { BASE_PORT } from '../playwright.config.ts';

/** Sends raw bytes; resolves with the status line ('' when the server closed without one). */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
    });
    const done = () => resolve(data.split('\r\n')[0] ?? '');
    socket.on('end', done);
    socket.on('error', done);
    socket.setTimeout(3000, () => {
      socket.destroy();
      done();
    });
  });
}

const MALFORMED = [
  'GET // HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /%2e%2e/%2e%2e/package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET http://evil.example/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'NOT HTTP AT ALL\r\n\r\n',
  'GET / HTTP/1.1\r\nbroken header\r\n\r\n',
  `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
];

// Every port of the composed site: nginx's, in front of the application server and the dev API, and the five remotes'.
const PORTS = [0, 1, 2, 3, 4, 5].map((i) => BASE_PORT + i);

test('malformed requests to every port are answered, and every port still serves (issue 13 finding 1)', async ({ request }) => {
  for (const port of PORTS) {
    for (const bytes of MALFORMED) {
      const status = await raw(port, bytes);
      expect(status === '' || /^HTTP\/1\.1 [2345]\d\d /.test(status), `${port}: ${bytes.slice(0, 40)} -> ${status}`).toBe(true);
    }
  }
  expect((await request.get(`http://localhost:${BASE_PORT}/runtime/whitelabel.json`)).status()).toBe(200);
  expect((await request.get(`http://localhost:${BASE_PORT}/wps/system/status`, { headers: { Merchant: 'BDWL' } })).status()).toBe(200);
  for (const port of PORTS.slice(1)) {
    expect((await request.get(`http://localhost:${port}/mf-manifest.json`)).status(), `remote on ${port}`).toBe(200);
  }
  // no path leaves a remote's folder
  expect((await request.get(`http://localhost:${BASE_PORT + 1}/..%2f..%2fpackage.json`)).status()).not.toBe(200);
});
