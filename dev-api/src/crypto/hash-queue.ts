import { ApiError } from '../http/api-error.ts';

/** How many scrypt runs at once (the thread pool has 4 threads; the rest serve files and the clock). */
const DEFAULT_HASH_CONCURRENCY = 2;
/** How many wait beyond those; more are refused with 503 rather than queued for minutes. */
const DEFAULT_HASH_WAITING = 256;

function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * A concurrency limit for the slow password work (issue 13 finding 5): the work runs off the event loop,
 * at most `concurrency` at a time, so a burst of logins or free-play accounts delays each other and not
 * every other request. A full queue answers 503 with a retry hint instead of growing without end.
 */
export class WorkQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  get pending(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError(503, 'TOO_MANY_REQUESTS', { value: { retryAfterSeconds: 1 } });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // hand the slot straight to the next waiter, so the count never dips and lets a newcomer jump the line
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** One queue for the whole process: the thread pool it protects is the process's. */
export const passwordQueue = new WorkQueue(
  positiveInt(process.env.PASSWORD_HASH_CONCURRENCY, DEFAULT_HASH_CONCURRENCY),
  positiveInt(process.env.PASSWORD_HASH_QUEUE, DEFAULT_HASH_WAITING),
);
