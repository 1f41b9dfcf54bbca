import { type FakeCall, fail, answerRoutes } from '@wl/jest/msw-routes';
import { events, i18n, LANGUAGE_REFETCH_MS, STANDALONE_CONFIG, setRuntimeConfig, useConfigStore } from '@wl/kit';
import { followLanguage, loadPlatformSettings, startupMode } from './start-up.ts';
import { STARTUP_CALLS } from '@wl/plain/startup-calls';

/** Each answer in the language the request's header asks for, as the platform answers. */
const inLanguage = (call: FakeCall, texts: { BN: string; EN: string }) => texts[call.headers.Language as 'BN' | 'EN'];
let siteInfoFails = false;
/** a start-up answer the contract does not describe, when set (decision 035) */
let malformed: 'status' | 'flags' | 'siteInfo' | null = null;
let calls: FakeCall[] = [];
const platform = {
  [`GET ${STARTUP_CALLS.status}`]: (call: FakeCall) => ({
    // a flag sent as a string
    maintenance: malformed === 'status' ? 'false' : false,
    regionRestriction: false,
    info: { customerService: [{ csType: 'LIVECHAT', title: inLanguage(call, { BN: 'লাইভ চ্যাট', EN: 'Live chat' }), url: 'x' }] },
  }),
  [`GET ${STARTUP_CALLS.flags}`]: () => [{ modId: 'REGISTER3', enabled: malformed === 'flags' ? 'yes' : '1' }],
  [`GET ${STARTUP_CALLS.siteInfo}`]: (call: FakeCall) =>
    siteInfoFails
      ? fail('boom', { status: 500 })
      : { mobileTemplate: { app_desc: malformed === 'siteInfo' ? 7 : inLanguage(call, { BN: 'অ্যাপ নিন', EN: 'Get the app' }) } },
};

const shown = () => {
  const { status, siteInfo } = useConfigStore.getState();
  return { service: status?.info?.customerService?.[0]?.title, download: siteInfo?.mobileTemplate?.app_desc };
};

async function switchTo(language: 'bn' | 'en') {
  await i18n.changeLanguage(language);
  events.emit('language:changed', { language });
}

beforeAll(() => setRuntimeConfig(STANDALONE_CONFIG));
beforeEach(async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  siteInfoFails = false;
  malformed = null;
  calls = answerRoutes(platform);
  await i18n.changeLanguage('bn');
});
afterEach(() => {
  followLanguage()();
  jest.useRealTimers();
});

describe('start-up texts follow the language (spec section 4)', () => {
  it('reads them again in the new language 200 ms after a change, without a reload', async () => {
    await loadPlatformSettings();
    expect(shown()).toEqual({ service: 'লাইভ চ্যাট', download: 'অ্যাপ নিন' });

    await switchTo('en');
    await jest.advanceTimersByTimeAsync(LANGUAGE_REFETCH_MS - 1);
    expect(shown().service).toBe('লাইভ চ্যাট');
    await jest.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual({ service: 'Live chat', download: 'Get the app' });
    // the flags do not depend on the language: they are not read again
    expect(calls.filter((c) => c.url === STARTUP_CALLS.flags)).toHaveLength(1);
  });

  it('makes one read for a burst of changes, in the last language', async () => {
    await loadPlatformSettings();
    await switchTo('en');
    await jest.advanceTimersByTimeAsync(100);
    await switchTo('bn');
    await jest.advanceTimersByTimeAsync(100);
    await switchTo('en');
    await jest.advanceTimersByTimeAsync(LANGUAGE_REFETCH_MS);
    expect(calls.filter((c) => c.url === STARTUP_CALLS.status).map((c) => c.headers.Language)).toEqual(['BN', 'EN']);
    expect(shown().service).toBe('Live chat');
  });

  it('keeps the texts shown when a read fails', async () => {
    await loadPlatformSettings();
    siteInfoFails = true;
    await switchTo('en');
    await jest.advanceTimersByTimeAsync(LANGUAGE_REFETCH_MS);
    expect(shown()).toEqual({ service: 'Live chat', download: 'অ্যাপ নিন' });
  });
});

describe('the start-up answers are checked against the contract (decision 035)', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());
  const named = () => errors.mock.calls.map((args) => String(args[0]));

  it('stops the start on a malformed status, as on a failed one, and names the call and the field', async () => {
    malformed = 'status';
    await expect(loadPlatformSettings()).rejects.toMatchObject({ code: 'malformed' });
    expect(named()).toEqual([expect.stringMatching(/^\[contract\] systemStatus: maintenance: /)]);
  });

  it('reads a malformed flag tree as a failed one: no flag is set, the start goes on', async () => {
    useConfigStore.setState({ flags: {} });
    malformed = 'flags';
    await expect(loadPlatformSettings()).resolves.toMatchObject({ maintenance: false });
    expect(useConfigStore.getState().flags).toEqual({});
    expect(named()).toEqual([expect.stringMatching(/^\[contract\] whitelabelFlags: 0\.enabled: /)]);
  });

  it('reads malformed site info as failed: the defaults, and the start goes on', async () => {
    malformed = 'siteInfo';
    await loadPlatformSettings();
    expect(shown()).toEqual({ service: 'লাইভ চ্যাট', download: undefined });
    expect(named()).toEqual([expect.stringMatching(/^\[contract\] siteSettings: mobileTemplate\.app_desc: /)]);
  });

  it('takes the answers the contract describes as they are', async () => {
    await loadPlatformSettings();
    expect(useConfigStore.getState().flags).toMatchObject({ REGISTER3: true });
    expect(named()).toEqual([]);
  });
});

describe('startup mode', () => {
  it.each([
    [{ maintenance: false, regionRestriction: false }, 0],
    [{ maintenance: true, regionRestriction: false }, 1],
    [{ maintenance: true, regionRestriction: true }, 1],
    [{ maintenance: false, regionRestriction: true }, 2],
  ])('%j -> %i', (status, mode) => {
    expect(startupMode(status)).toBe(mode);
  });
});
