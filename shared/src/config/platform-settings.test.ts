import { type FakeCall, fail, answerRoutes } from '@wl/jest/msw-routes';
import { LANGUAGE_REFETCH_MS } from '../data/query-cache.ts';
import { events } from '../events/event-bus.ts';
import { i18n } from '../i18n/i18n.ts';
import { STANDALONE_CONFIG } from '../standalone/standalone-config.ts';
import { followLanguage, loadPlatformSettings } from './platform-settings.ts';
import { setRuntimeConfig, useConfigStore } from './runtime-config.ts';
import { STARTUP_CALLS } from './startup-calls.ts';

/** Each answer in the language the request's header asks for, as the platform answers. */
const inLanguage = (call: FakeCall, texts: { BN: string; EN: string }) => texts[call.headers.Language as 'BN' | 'EN'];
let siteInfoFails = false;
let calls: FakeCall[] = [];
const platform = {
  [`GET ${STARTUP_CALLS.status}`]: (call: FakeCall) => ({
    maintenance: false,
    regionRestriction: false,
    info: { customerService: [{ csType: 'LIVECHAT', title: inLanguage(call, { BN: 'লাইভ চ্যাট', EN: 'Live chat' }), url: 'x' }] },
  }),
  [`GET ${STARTUP_CALLS.flags}`]: () => [{ modId: 'REGISTER3', enabled: '1' }],
  [`GET ${STARTUP_CALLS.siteInfo}`]: (call: FakeCall) =>
    siteInfoFails
      ? fail('boom', { status: 500 })
      : { mobileTemplate: { app_desc: inLanguage(call, { BN: 'অ্যাপ নিন', EN: 'Get the app' }) } },
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
