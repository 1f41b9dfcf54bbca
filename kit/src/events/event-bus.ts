import type { Language } from '../i18n/languages.ts';
import type { SessionInfo } from '../session/session-types.ts';

/** Every event the parts exchange. Remotes talk to each other and to the shell only through these. */
export interface AppEvents {
  /** something needs a member; the shell opens the login dialog */
  'auth:login-required': { reason?: string };
  'session:changed': { session: SessionInfo | null };
  /** ask whoever shows the balance to reload it */
  'wallet:refresh': undefined;
  'language:changed': { language: Language };
}

type Handler<T> = (payload: T) => void;

export interface EventBus<E> {
  on<K extends keyof E>(type: K, handler: Handler<E[K]>): () => void;
  emit<K extends keyof E>(type: K, ...payload: E[K] extends undefined ? [] : [E[K]]): void;
}

export function createEventBus<E>(): EventBus<E> {
  const handlers = new Map<keyof E, Set<Handler<never>>>();
  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(type, set);
      return () => set.delete(handler as Handler<never>);
    },
    emit(type, ...payload) {
      // a copy, so a handler that unsubscribes itself does not skip the next one
      for (const h of [...(handlers.get(type) ?? [])]) {
        try {
          (h as Handler<unknown>)(payload[0]);
        } catch (err) {
          console.error(`[events] handler for ${String(type)} failed`, err);
        }
      }
    },
  };
}

export const events: EventBus<AppEvents> = createEventBus<AppEvents>();
