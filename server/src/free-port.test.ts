import { createServer, type Server } from 'node:net';
import { freePort, SITE_PORTS } from '../../scripts/lib/free-port.ts';

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => resolve(server));
  });

describe('freePort (scripts/lib/free-port.ts): a port a supervisor may bind again later', () => {
  it('draws below the ephemeral range, never the same port twice, and each can be listened on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(SITE_PORTS.from);
      expect(port).toBeLessThanOrEqual(SITE_PORTS.to);
      expect(port).toBeLessThan(32_768);
    }
    const server = await listen(ports[0]!);
    server.close();
  });

  it('passes over a port something holds', async () => {
    const held = await listen(32_700);
    try {
      const ports = await Promise.all(Array.from({ length: 3 }, () => freePort({ from: 32_700, to: 32_705 })));
      expect(ports).not.toContain(32_700);
      await expect(freePort({ from: 32_700, to: 32_700 })).rejects.toThrow('no free port in 32700-32700');
    } finally {
      held.close();
    }
  });
});
