import i18next from 'i18next';
import { lazyTranslations, type TextsLoader } from './lazy-translations.ts';

function setup() {
  const i18n = i18next.createInstance();
  i18n.init({ lng: 'bn', fallbackLng: 'bn', resources: {}, initAsync: false });
  return { i18n, register: lazyTranslations(i18n) };
}

/** a loader whose module arrives when the test says so */
function deferred(texts: Record<string, unknown>) {
  let arrive = () => {};
  let fail = (_err: Error) => {};
  const calls: number[] = [];
  const loader: TextsLoader = () => {
    calls.push(1);
    return new Promise((resolve, reject) => {
      arrive = () => resolve({ default: texts });
      fail = reject;
    });
  };
  return { loader, calls, arrive: () => arrive(), fail: (err: Error) => fail(err) };
}

describe('texts loaded per language', () => {
  it('fetches only the language on screen, and the namespace counts as loading until it is here', async () => {
    const { i18n, register } = setup();
    const bn = deferred({ hello: 'হ্যালো' });
    const en = deferred({ hello: 'Hello' });
    const done = register('lobby', { bn: bn.loader, en: en.loader });
    expect(bn.calls).toHaveLength(1);
    expect(en.calls).toHaveLength(0);
    expect(i18n.hasLoadedNamespace('lobby')).toBe(false);

    const waited = jest.fn();
    const wait = i18n.loadNamespaces('lobby').then(waited);
    await Promise.resolve();
    expect(waited).not.toHaveBeenCalled();
    bn.arrive();
    await Promise.all([done, wait]);
    expect(waited).toHaveBeenCalled();
    expect(i18n.hasLoadedNamespace('lobby')).toBe(true);
    expect(i18n.t('hello', { ns: 'lobby' })).toBe('হ্যালো');
  });

  it('switches language only once the new language has arrived: no key shows in between', async () => {
    const { i18n, register } = setup();
    const bn = { loader: (async () => ({ default: { hello: 'হ্যালো' } })) as TextsLoader };
    const en = deferred({ hello: 'Hello' });
    await register('lobby', { bn: bn.loader, en: en.loader });

    const switched = i18n.changeLanguage('en');
    await Promise.resolve();
    expect(i18n.language).toBe('bn');
    expect(i18n.t('hello', { ns: 'lobby' })).toBe('হ্যালো');
    en.arrive();
    await switched;
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello', { ns: 'lobby' })).toBe('Hello');
  });

  it('stays in the old language when the new one fails to load, and tries again on the next switch', async () => {
    const en = deferred({ hello: 'Hello' });
    const { i18n: other, register } = setup();
    await register('lobby', { bn: async () => ({ default: { hello: 'হ্যালো' } }), en: en.loader });

    const first = other.changeLanguage('en');
    await Promise.resolve();
    en.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    expect(other.language).toBe('bn');

    const second = other.changeLanguage('en');
    await Promise.resolve();
    expect(en.calls).toHaveLength(2);
    en.arrive();
    await second;
    expect(other.t('hello', { ns: 'lobby' })).toBe('Hello');
  });
});
