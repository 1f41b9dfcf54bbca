import { i18n, registerTranslations } from '@wl/kit';
import { waitFor } from '@testing-library/react';
import { changeLanguage, switchLanguage } from './language.ts';

declare global {
  interface WlTexts {
    'switch-arrives': { hello: string };
    'switch-fails': { hello: string };
  }
}

afterEach(async () => {
  await i18n.changeLanguage('bn');
  localStorage.clear();
});

/** a namespace whose English texts arrive, or fail, when the test says so */
function englishOnItsWay(ns: string) {
  let settle: { arrive: () => void; fail: (err: Error) => void } = { arrive: () => {}, fail: () => {} };
  let calls = 0;
  void registerTranslations(ns, {
    bn: { hello: 'হ্যালো' },
    en: () => {
      calls += 1;
      return new Promise<{ default: Record<string, unknown> }>((resolve, reject) => {
        settle = { arrive: () => resolve({ default: { hello: 'Hello' } }), fail: reject };
      });
    },
  });
  return { arrive: () => settle.arrive(), fail: (err: Error) => settle.fail(err), calls: () => calls };
}

describe('the language switch', () => {
  it('switches only once the new language has arrived: no key and no fallback shows in between', async () => {
    const en = englishOnItsWay('switch-arrives');
    const switched = switchLanguage('en');
    await Promise.resolve();
    expect(i18n.language).toBe('bn');
    expect(i18n.t('hello', { ns: 'switch-arrives' })).toBe('হ্যালো');
    en.arrive();
    await switched;
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello', { ns: 'switch-arrives' })).toBe('Hello');
  });

  it('stays in the old language when the new one fails to load, and reads it again on the next tap', async () => {
    const en = englishOnItsWay('switch-fails');
    const first = switchLanguage('en');
    await Promise.resolve();
    en.fail(new Error('offline'));
    await expect(first).rejects.toThrow('the en texts of switch-fails failed to load');
    expect(i18n.language).toBe('bn');

    const second = switchLanguage('en');
    await Promise.resolve();
    expect(en.calls()).toBe(2);
    en.arrive();
    await second;
    expect(i18n.t('hello', { ns: 'switch-fails' })).toBe('Hello');
  });

  it('keeps the choice and names the page in it once the switch is done, and neither when it failed', async () => {
    const en = englishOnItsWay('switch-keeps');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    changeLanguage('en');
    await Promise.resolve();
    en.fail(new Error('offline'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[i18n] texts failed to load', expect.any(Error)));
    expect(localStorage.getItem('wl.language')).toBeNull();
    expect(document.documentElement.lang).not.toBe('en');

    changeLanguage('en');
    await Promise.resolve();
    en.arrive();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('wl.language')).toBe('en');
  });
});
