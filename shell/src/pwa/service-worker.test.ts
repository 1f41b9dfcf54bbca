import { act } from '@testing-library/react';
import { usePwaStore } from './pwa-store.ts';
import {
  acceptUpdate,
  forgetMemberMedia,
  resetForTests,
  type ServiceWorkerEnv,
  SW_CHECK_EVERY_MS,
  SW_FIRST_CHECK_MS,
  startServiceWorker,
} from './service-worker.ts';

/** A worker as the page sees it: a state and the messages it was sent. */
class FakeWorker extends EventTarget {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeEnv(controlled: boolean) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
    active: null as FakeWorker | null,
    update: jest.fn(async () => undefined),
    unregister: jest.fn(async () => true),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: jest.fn(async () => registration),
    getRegistrations: jest.fn(async () => [registration]),
  });
  const timers: { fn: () => void; ms: number; every: boolean }[] = [];
  const cacheNames = ['wl-chunks-v1', 'workbox-precache-v2-x', 'other-app'];
  const env: ServiceWorkerEnv = {
    container: container as unknown as ServiceWorkerContainer,
    caches: { keys: async () => cacheNames, delete: jest.fn(async () => true) } as unknown as CacheStorage,
    setTimeout: (fn, ms) => timers.push({ fn, ms, every: false }),
    setInterval: (fn, ms) => timers.push({ fn, ms, every: true }),
    reload: jest.fn(),
  };
  return { env, registration, container, timers };
}

/** The worker started, its delayed registration run (the first timer). */
async function startedAfterDelay(controlled: boolean) {
  const fake = fakeEnv(controlled);
  const started = startServiceWorker(true, fake.env);
  fake.timers[0]!.fn();
  await started;
  return fake;
}

/** A new version starts installing. */
function installs(registration: ReturnType<typeof fakeEnv>['registration']) {
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  return worker;
}

beforeEach(() => {
  resetForTests();
  usePwaStore.setState({ waiting: null });
});

describe('the service worker from the page', () => {
  it('registers 200 ms after start and checks for a new version every 60 s (spec section 9)', async () => {
    const { env, container, registration, timers } = fakeEnv(false);
    const started = startServiceWorker(true, env);
    expect(timers).toEqual([{ fn: expect.any(Function), ms: SW_FIRST_CHECK_MS, every: false }]);
    expect(container.register).not.toHaveBeenCalled();
    timers[0]!.fn();
    await started;
    expect(container.register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
    // a first install: registering was the check
    expect(registration.update).not.toHaveBeenCalled();
    const check = timers.find((t) => t.every);
    expect(check?.ms).toBe(SW_CHECK_EVERY_MS);
    check!.fn();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('asks for a new version 200 ms after start when a worker is already installed', async () => {
    const { env, registration, timers } = fakeEnv(true);
    registration.active = new FakeWorker();
    const started = startServiceWorker(true, env);
    expect(registration.update).not.toHaveBeenCalled();
    timers[0]!.fn();
    await started;
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('offers a new version once it is installed while an older one controls the page', async () => {
    const { registration } = await startedAfterDelay(true);
    const next = installs(registration);
    expect(usePwaStore.getState().waiting).toBeNull();
    act(() => next.become('installed'));
    expect(usePwaStore.getState().waiting).toBe(next);
  });

  it('does not offer the first install (nothing controlled the page) and does not reload for its take-over', async () => {
    const { env, registration, container } = await startedAfterDelay(false);
    installs(registration).become('installed');
    container.dispatchEvent(new Event('controllerchange'));
    expect(usePwaStore.getState().waiting).toBeNull();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('hands over to the waiting version when the player accepts, and reloads when it has taken over', async () => {
    const { env, registration, container, timers } = fakeEnv(true);
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    const started = startServiceWorker(true, env);
    timers[0]!.fn();
    await started;
    expect(usePwaStore.getState().waiting).toBe(waiting);
    acceptUpdate();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(env.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('removes the worker and its caches when the runtime file turns it off', async () => {
    const { env, registration, container } = fakeEnv(true);
    await startServiceWorker(false, env);
    expect(container.register).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalled();
    expect(env.caches!.delete).toHaveBeenCalledWith('wl-chunks-v1');
    expect(env.caches!.delete).toHaveBeenCalledWith('workbox-precache-v2-x');
    expect(env.caches!.delete).not.toHaveBeenCalledWith('other-app');
  });

  it('leaves the site running where the browser refuses the worker', async () => {
    const { env, container, timers } = fakeEnv(false);
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = startServiceWorker(true, env);
    timers[0]!.fn();
    await expect(started).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[pwa] service worker not registered', expect.any(Error));
    warn.mockRestore();
  });
});

describe('sign-out leaves no picture of the member in the caches (issue 21 finding 4)', () => {
  /** A cache of the site as the Cache API answers it: requests by URL. */
  function fakeCaches(entries: Record<string, string[]>) {
    const store = new Map(Object.entries(entries).map(([name, urls]) => [name, new Set(urls)]));
    const cacheStorage = {
      keys: async () => [...store.keys()],
      open: async (name: string) => ({
        keys: async () => [...(store.get(name) ?? [])].map((url) => ({ url })),
        delete: async (request: { url: string }) => store.get(name)?.delete(request.url) ?? false,
      }),
    } as unknown as CacheStorage;
    return { cacheStorage, store };
  }

  it("deletes every member picture from the site's caches and nothing else, nor another site's", async () => {
    const { cacheStorage, store } = fakeCaches({
      'wl-images-v1': [
        'https://play.example/assets/member/3f2a9b.png',
        'https://play.example/assets/img/banner/b1.png',
        'https://play.example/wps/member/media?file=77aa.jpg',
      ],
      'wl-chunks-v1': ['https://play.example/main.1234abcd.js'],
      'other-app': ['https://play.example/assets/member/keep.png'],
    });
    expect(await forgetMemberMedia(cacheStorage)).toBe(2);
    expect([...store.get('wl-images-v1')!]).toEqual(['https://play.example/assets/img/banner/b1.png']);
    expect([...store.get('wl-chunks-v1')!]).toHaveLength(1);
    expect([...store.get('other-app')!]).toHaveLength(1);
  });
});
