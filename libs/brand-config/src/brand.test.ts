import { parseRuntimeFile } from './brand.ts';

// a runtime file as the server makes it of a brand file (server/src/runtime-file.ts), with no server-only field
const file = () => ({
  id: 'khela24',
  siteName: 'Khela24',
  merchantCode: 'BDWL',
  trialMerchantCode: 'BDWL_TRIAL',
  currency: { code: 'BDT', symbol: '৳' },
  languages: ['bn', 'en'],
  defaultLanguage: 'bn',
  logo: '/logo.svg',
  theme: { primary: '#0a7' },
  apiBase: '',
  remotes: { 'mf-lobby': 'http://{hostname}:8281/mf-manifest.json' },
  releases: { 'mf-lobby': null },
  routeManifests: { 'mf-lobby': { remote: 'mf-lobby', routes: [{ key: 'home', path: '/m/home', module: './HomePage' }] } },
  canary: { 'mf-lobby': { url: 'https://cdn.example/releases/mf-lobby/1.1.0/mf-manifest.json', release: '1.1.0', share: 10 } },
  imageCdns: ['https://img.example'],
});

describe('the runtime file, as the shell checks it (one brand schema, issue 37 item 4)', () => {
  it('takes a file the server made, its route manifests as they are', () => {
    const read = parseRuntimeFile(file());
    expect(read.ok && read.file.routeManifests?.['mf-lobby']?.routes[0]).toEqual({ key: 'home', path: '/m/home', module: './HomePage' });
  });

  it('takes a field it does not know: a shell older than its server still starts', () => {
    expect(parseRuntimeFile({ ...file(), aFieldOfTomorrow: { on: true } }).ok).toBe(true);
  });

  it('refuses a file with fields missing or wrong, naming each', () => {
    const { siteName: _gone, ...rest } = file();
    const read = parseRuntimeFile({ ...rest, defaultLanguage: 'fr', canary: { 'mf-lobby': { release: '1.1.0', share: 10 } } });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problems).toEqual([
      expect.stringMatching(/^"siteName" /),
      expect.stringMatching(/^"defaultLanguage" /),
      expect.stringMatching(/^"canary\.mf-lobby\.url" /),
    ]);
  });

  it('refuses a default language the brand does not offer', () => {
    expect(parseRuntimeFile({ ...file(), languages: ['en'] })).toEqual({
      ok: false,
      problems: ['the default language is not among "languages"'],
    });
  });

  it("checks a time zone by name where the browser can list them, and takes the server's word where it cannot (Safari before 15.4)", () => {
    expect(parseRuntimeFile({ ...file(), timeZone: 'Asia/Dacca_' }).ok).toBe(false);
    const list = Intl.supportedValuesOf;
    try {
      // @ts-expect-error: a browser of the floor has no such function
      delete Intl.supportedValuesOf;
      expect(parseRuntimeFile({ ...file(), timeZone: 'Asia/Dhaka' }).ok).toBe(true);
    } finally {
      Intl.supportedValuesOf = list;
    }
  });
});
