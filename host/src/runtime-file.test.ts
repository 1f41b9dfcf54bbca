import { answerRoutes, raw } from '@wl/jest/msw-routes';
import { STANDALONE_CONFIG } from '@wl/kit';
import { applyTheme, fetchRuntimeConfig, resolveRemoteUrl } from './runtime-file.ts';

it('resolves {hostname} in a manifest URL to the page host', () => {
  expect(resolveRemoteUrl('http://{hostname}:8081/mf-manifest.json', '127.0.0.1')).toBe('http://127.0.0.1:8081/mf-manifest.json');
});

describe('reading the runtime file (decision 048: the brand schema the server checked it with)', () => {
  const served = (file: unknown) => answerRoutes({ 'GET /runtime/whitelabel.json': () => raw(200, file) });

  it('takes a file the schema passes, with the fields it does not name (a newer server may add some)', async () => {
    const file = {
      ...STANDALONE_CONFIG,
      remotes: { 'mf-lobby': 'http://{hostname}:8082/mf-manifest.json' },
      canary: { 'mf-lobby': { url: 'http://{hostname}:8082/2/mf-manifest.json', release: '2.0.0', share: 10 } },
      addedLater: { by: 'a newer server' },
    };
    served(file);
    await expect(fetchRuntimeConfig()).resolves.toEqual(file);
  });

  it('refuses a file the schema refuses, naming each field, so the start fails with its retry', async () => {
    served({ ...STANDALONE_CONFIG, defaultLanguage: 'fr', canary: { 'mf-lobby': { url: 'x', release: '2.0.0', share: 150 } } });
    const refused = fetchRuntimeConfig();
    await expect(refused).rejects.toThrow('The whitelabel runtime file /runtime/whitelabel.json is refused');
    await expect(refused).rejects.toThrow('"defaultLanguage"');
    await expect(refused).rejects.toThrow('"canary.mf-lobby.url" is not an http(s) URL');
    await expect(refused).rejects.toThrow('"canary.mf-lobby.share" is not between 0 and 100');
  });
});

it('sets the whitelabel theme on the document as the design tokens kit/src/ui/theme.css reads', () => {
  applyTheme({ primary: '#00a86b', 'font-size-base': '16px', 'radius-md': '6px', 'space-5': '18px', 'motion-page': '250ms' });
  const root = document.documentElement.style;
  expect(root.getPropertyValue('--wl-primary')).toBe('#00a86b');
  expect(root.getPropertyValue('--wl-font-size-base')).toBe('16px');
  expect(root.getPropertyValue('--wl-radius-md')).toBe('6px');
  expect(root.getPropertyValue('--wl-space-5')).toBe('18px');
  expect(root.getPropertyValue('--wl-motion-page')).toBe('250ms');
});
