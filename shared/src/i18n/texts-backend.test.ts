import i18next from 'i18next';
import { textsBackend, type TextsLoader } from './texts-backend.ts';

declare global {
  interface WlTexts {
    'backend-test': { hello: string };
    'backend-parts': { hello: string; late: string; forms: { show: string }; ui: { close: string; open: string } };
  }
}

function setup(lng: 'bn' | 'en' = 'bn') {
  const texts = textsBackend();
  const i18n = i18next.createInstance();
  texts.settle(i18n);
  i18n.use(texts.backend).init({ lng, fallbackLng: 'bn', ns: [], resources: {}, partialBundledLanguages: true, initAsync: false });
  return { i18n, register: (ns: string, parts: Parameters<typeof texts.register>[2]) => texts.register(i18n, ns, parts) };
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

describe("i18next's backend over the registered namespaces", () => {
  it('reads only the language on screen, and the namespace counts as loading until it is here', async () => {
    const { i18n, register } = setup('en');
    const en = deferred({ hello: 'Hello' });
    const done = register('backend-test', { bn: { hello: 'হ্যালো' }, en: en.loader });
    expect(en.calls).toHaveLength(1);
    expect(i18n.hasLoadedNamespace('backend-test')).toBe(false);

    const waited = jest.fn();
    const wait = i18n.loadNamespaces('backend-test').then(waited);
    await Promise.resolve();
    expect(waited).not.toHaveBeenCalled();
    en.arrive();
    await Promise.all([done, wait]);
    expect(waited).toHaveBeenCalled();
    expect(i18n.hasLoadedNamespace('backend-test')).toBe(true);
    expect(i18n.t('hello', { ns: 'backend-test' })).toBe('Hello');
  });

  it('fetches nothing for the language on screen when its texts ride in the code', async () => {
    const { i18n, register } = setup('bn');
    const en = deferred({ hello: 'Hello' });
    await register('backend-test', { bn: { hello: 'হ্যালো' }, en: en.loader });
    expect(en.calls).toHaveLength(0);
    expect(i18n.hasLoadedNamespace('backend-test')).toBe(true);
    expect(i18n.t('hello', { ns: 'backend-test' })).toBe('হ্যালো');
  });

  it("merges a part given in the code into its namespace's fetched texts, before or after the loader is known", async () => {
    const { i18n, register } = setup('en');
    const en = deferred({ hello: 'Hello', ui: { close: 'Close' } });
    // given before the loader (a kit's texts joining 'backend-parts')
    await register('backend-parts', { bn: { forms: { show: 'দেখান' } }, en: { forms: { show: 'Show' } } });
    const done = register('backend-parts', { bn: { hello: 'হ্যালো' }, en: en.loader });
    // given while the load is on its way
    void register('backend-parts', { bn: { ui: { open: 'খুলুন' } }, en: { ui: { open: 'Open' } } });
    expect(i18n.hasLoadedNamespace('backend-parts')).toBe(false);
    en.arrive();
    await done;
    expect(i18n.t('hello', { ns: 'backend-parts' })).toBe('Hello');
    expect(i18n.t('forms.show', { ns: 'backend-parts' })).toBe('Show');
    expect(i18n.t('ui.close', { ns: 'backend-parts' })).toBe('Close');
    expect(i18n.t('ui.open', { ns: 'backend-parts' })).toBe('Open');
    // and after it is here
    await register('backend-parts', { bn: { late: 'দেরি' }, en: { late: 'Late' } });
    expect(i18n.t('late', { ns: 'backend-parts' })).toBe('Late');
    expect(en.calls).toHaveLength(1);
  });

  it('refuses a second loader for the same namespace and language: a namespace is one file per language', async () => {
    const { register } = setup('bn');
    const first = deferred({});
    const same = register('backend-test', { bn: {}, en: first.loader });
    await expect(register('backend-test', { bn: {}, en: first.loader })).resolves.toBeUndefined();
    expect(() => register('backend-test', { bn: {}, en: deferred({}).loader })).toThrow(
      "the en texts of 'backend-test' already have their loader",
    );
    await same;
  });

  it('a failed read leaves the texts in the fallback language, and a reload reads again', async () => {
    const { i18n, register } = setup('en');
    const en = deferred({ hello: 'Hello' });
    const done = register('backend-test', { bn: { hello: 'হ্যালো' }, en: en.loader });
    en.fail(new Error('offline'));
    await done;
    expect(i18n.t('hello', { ns: 'backend-test' })).toBe('হ্যালো');

    expect(i18n.hasResourceBundle('en', 'backend-test')).toBe(false);
    const again = i18n.reloadResources(['en'], ['backend-test']);
    await Promise.resolve();
    expect(en.calls).toHaveLength(2);
    en.arrive();
    await again;
    expect(i18n.t('hello', { ns: 'backend-test' })).toBe('Hello');
  });
});
