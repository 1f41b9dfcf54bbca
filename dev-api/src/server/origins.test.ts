import { startTestServer, type TestServer } from '../test-support/test-server.ts';

describe('origins (issue 13 finding 10)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const host = () => new URL(server.url).host;

  it('gives another origin no CORS headers, so its page reads nothing', async () => {
    const res = await fetch(`${server.url}/wps/system/status`, { headers: { Merchant: 'BDWL', Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers its own origin and the origins the operator lists', async () => {
    const own = await fetch(`${server.url}/wps/system/status`, { headers: { Merchant: 'BDWL', Origin: `http://${host()}` } });
    expect(own.headers.get('access-control-allow-origin')).toBe(`http://${host()}`);
    process.env.CORS_ORIGINS = 'https://m.khela24.example';
    try {
      const listed = await fetch(`${server.url}/wps/system/status`, { headers: { Merchant: 'BDWL', Origin: 'https://m.khela24.example' } });
      expect(listed.headers.get('access-control-allow-origin')).toBe('https://m.khela24.example');
    } finally {
      delete process.env.CORS_ORIGINS;
    }
  });

  it('refuses the operator routes to another origin: no codes read, no maintenance switched', async () => {
    const outbox = await fetch(`${server.url}/dev/outbox`, { headers: { Origin: 'https://evil.example' } });
    expect(outbox.status).toBe(403);
    const switched = await fetch(`${server.url}/dev/system`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ maintenance: true }),
    });
    expect(switched.status).toBe(403);
    const status = await fetch(`${server.url}/wps/system/status`, { headers: { Merchant: 'BDWL' } });
    expect(((await status.json()) as { value: { maintenance?: boolean } }).value.maintenance).toBeFalsy();
    const cashier = await fetch(`${server.url}/dev/cashier`, { headers: { Origin: 'https://evil.example' } });
    expect(cashier.status).toBe(403);
  });

  it('still answers this machine, and players on the game and gateway pages from anywhere', async () => {
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200);
    expect((await fetch(`${server.url}/dev/outbox`, { headers: { Origin: `http://${host()}` } })).status).toBe(200);
    const game = await fetch(`${server.url}/dev/play/PG/pg-001`, { headers: { Origin: 'https://evil.example' } });
    expect(game.status).toBe(200);
  });
});
