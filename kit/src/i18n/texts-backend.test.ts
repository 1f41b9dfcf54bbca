import i18next from 'i18next';
import { textsBackend, type TextsLoader } from './texts-backend.ts';

declare global {
  interface WlTexts {
    'backend-test': { hello: string; more: string };
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

/** a loader whose module arrives when the test says so; once it has, it arrives at once, as a module import does */
function deferred(texts: Record<string, unknown>) {
  let arrive = () => {};
  let fail = (_err: Error) => {};
  let arrived = false;
  const calls: number[] = [];
  const loader: TextsLoader = () => {
    calls.push(1);
    if (arrived) return Promise.resolve({ default: texts });
    return new Promise((resolve, reject) => {
      arrive = () => {
        arrived = true;
        resolve({ default: texts });
      };
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

  it("reads every loader of a namespace's language together: a release that registers one per part still runs", async () => {
    const { i18n, register } = setup('en');
    const first = deferred({ hello: 'Hello' });
    const second = deferred({ late: 'Late' });
    const same = register('backend-parts', { bn: { hello: 'হ্যালো', late: 'দেরি' }, en: first.loader });
    // registered while the first read is on its way: read once that one is in
    const other = register('backend-parts', { bn: {}, en: second.loader });
    const readAgain = new Promise<void>((resolve) => i18n.on('loaded', (loaded) => 'backend-parts' in (loaded.en ?? {}) && resolve()));
    first.arrive();
    await Promise.all([same, other]);
    // the first read took one loader; the second is read with it once that read is in, and the texts wait for it
    expect(second.calls).toHaveLength(1);
    expect(i18n.hasLoadedNamespace('backend-parts')).toBe(false);
    second.arrive();
    await readAgain;
    await new Promise<void>((resolve) => i18n.on('loaded', () => resolve()));
    expect(i18n.hasLoadedNamespace('backend-parts')).toBe(true);
    expect(i18n.t('hello', { ns: 'backend-parts' })).toBe('Hello');
    expect(i18n.t('late', { ns: 'backend-parts' })).toBe('Late');
  });

  it('reads a namespace again when a loader registers after its language was read, and shows no fallback meanwhile', async () => {
    const { i18n, register } = setup('en');
    await register('backend-test', { bn: { hello: 'হ্যালো' }, en: async () => ({ default: { hello: 'Hello' } }) });
    expect(i18n.t('hello', { ns: 'backend-test' })).toBe('Hello');
    const later = deferred({ more: 'More' });
    const done = register('backend-test', { bn: { more: 'আরও' }, en: later.loader });
    expect(i18n.hasLoadedNamespace('backend-test')).toBe(false);
    later.arrive();
    await done;
    expect(i18n.hasLoadedNamespace('backend-test')).toBe(true);
    expect(i18n.t('hello', { ns: 'backend-test' })).toBe('Hello');
    expect(i18n.t('more', { ns: 'backend-test' })).toBe('More');
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
