import { mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, devShellHeaders, originOf, requestHostname } from './security-policy.ts';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const request = (host: string) => ({ headers: { host } }) as IncomingMessage;

describe('the shell page policy', () => {
  it("takes the remotes', the API's and the operator's origins from the runtime file, the page's host for {hostname}", () => {
    const csp = directives(
      contentSecurityPolicy(
        {
          apiBase: 'https://api.example.com/base',
          remotes: { 'mf-auth': 'http://{hostname}:8081/mf-manifest.json', 'mf-lobby': 'not a url' },
          imageCdns: ['https://img.example.net/a'],
          contentSecurity: { frameSrc: ['https://games.example/launch'] },
        },
        'phone.test',
      ),
    );
    expect(csp['script-src']).toEqual(["'self'", 'http://phone.test:8081']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example.com', 'http://phone.test:8081']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://phone.test:8081', 'https://img.example.net']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://games.example']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it("lets the page call each social provider's token endpoint, and nothing else of the provider", () => {
    const csp = directives(
      contentSecurityPolicy(
        {
          socialLogin: {
            google: { tokenUrl: 'https://oauth2.googleapis.com/token' },
            telegram: { tokenUrl: '/dev-idp/token' },
          },
        },
        'phone.test',
      ),
    );
    // a same-origin token endpoint (the dev API's) is 'self'; the authorize page is a navigation, not a fetch
    expect(csp['connect-src']).toEqual(["'self'", 'https://oauth2.googleapis.com']);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('reads the host name only, so a hostile Host header cannot write into the policy', () => {
    expect(requestHostname(request('localhost:8080'))).toBe('localhost');
    expect(requestHostname(request("evil.test; script-src 'unsafe-inline'"))).toBe('evil.test');
    expect(originOf('http://{hostname}:1/x', requestHostname(request('[::1]:8080')))).toBe('http://[::1]:1');
  });

  it('in pnpm dev: the same policy over the dev servers, with their hot-reload websockets', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'csp-')), 'w.json');
    writeFileSync(file, JSON.stringify({ apiBase: '', remotes: {} }));
    const headers = devShellHeaders(file)(request('localhost:3000'));
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp['script-src']).toContain('http://localhost:3002');
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['ws://localhost:3000', 'ws://localhost:3005']));
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
  });
});
