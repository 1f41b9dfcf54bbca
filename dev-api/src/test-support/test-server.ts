import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { contractProblem, noteAnswered } from '../contract/contract-check.ts';
import { encryptForDevApi } from '../crypto/body-cipher.ts';
import { randomToken } from '../crypto/passwords.ts';
import { generateRsaKeyPair, type RsaKeyPair } from '../crypto/rsa-keys.ts';
import { IN_MEMORY, openDatabase } from '../db/open-database.ts';
import { startDevApi, type DevApiOptions, type RunningDevApi } from '../server/create-dev-api.ts';

export const START_TIME = Date.UTC(2026, 10, 20, 6, 0, 0);

interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

function testClock(start = START_TIME): TestClock {
  let current = start;
  return { now: () => current, advance: (ms) => void (current += ms) };
}

export interface TestServer extends RunningDevApi {
  clock: TestClock;
  client(headers?: Record<string, string>): TestClient;
}

const openServers = new Set<TestServer>();

/** The test servers not closed yet: the ledger invariant is checked on each after every test (jest setup). */
export const runningTestServers = (): TestServer[] => [...openServers];

/**
 * One body-cipher key pair for the test servers of a test file (jest gives each file its modules afresh): a fresh
 * 2048-bit pair costs 40-60 ms, a third of a test server's start, and a file starts one per test. A test of the keys
 * themselves starts its own dev API.
 */
let workerKeys: RsaKeyPair | undefined;
const sharedKeys = () => (workerKeys ??= generateRsaKeyPair());

/** Where jest's global setup (seed-once.ts) left the seeded database's bytes for the run. */
export const SEEDED_DATABASE_ENV = 'WL_SEEDED_DATABASE';

/**
 * The database seeded at START_TIME, handed to each test as a copy of its own: seeding is 150 ms, most of a test
 * server's start, and a file starts one for each test. The copy is the seeded database's bytes (SQLite's serialize
 * and deserialize), so what a test writes stays in its copy. The bytes come from the run's global setup, or are made
 * here once for the file when it runs without one.
 */
let seeded: Uint8Array | undefined;

function seededBytes(): Uint8Array {
  const file = process.env[SEEDED_DATABASE_ENV];
  if (file) return readFileSync(file);
  const template = openDatabase(IN_MEMORY, () => START_TIME);
  const bytes = template.serialize();
  template.close();
  return bytes;
}

/** A new in-memory database as `openDatabase(':memory:', () => START_TIME)` opens it. */
export function seededCopy(): DatabaseSync {
  seeded ??= seededBytes();
  const db = new DatabaseSync(IN_MEMORY);
  db.deserialize(seeded);
  // a connection's own setting, not kept in the database
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** A dev API on a free port with an in-memory database and a hand-driven clock. */
export async function startTestServer(options: DevApiOptions = {}): Promise<TestServer> {
  const clock = testClock();
  // a server on a file or a clock of its own is seeded as it says
  const copied = options.dbFile === undefined && options.now === undefined ? { openDatabase: seededCopy } : {};
  const running = await startDevApi(0, { dbFile: IN_MEMORY, now: clock.now, newRsaKeyPair: sharedKeys, ...copied, ...options });
  const server: TestServer = {
    ...running,
    clock,
    client: (headers) => new TestClient(running.url, headers, clock.now),
    close: () => {
      openServers.delete(server);
      return running.close();
    },
  };
  openServers.add(server);
  return server;
}

export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** Sent encrypted, as the browser client sends login and register. */
  encrypted?: unknown;
  raw?: string;
  token?: string;
}

/** Speaks to the dev API like the site: default headers, a cookie jar, the body cipher. */
export class TestClient {
  readonly baseUrl: string;
  readonly headers: Record<string, string>;
  readonly cookies = new Map<string, string>();
  private publicKey: string | null = null;

  /** The clock login and register bodies are stamped with (the server's, when it runs on a test clock). */
  readonly now: () => number;

  constructor(baseUrl: string, headers: Record<string, string> = { Merchant: 'BDWL', Language: 'EN', Device: 'MOBILE' }, now = Date.now) {
    this.baseUrl = baseUrl;
    this.headers = headers;
    this.now = now;
  }

  async call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (options.token) headers.Authorization = options.token;
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.encrypted !== undefined) {
      // stamped as the site's client stamps them (CONTRACT.md section 22), unless the test sends its own
      const stamped = { timestamp: this.now(), nonce: randomToken(16), ...(options.encrypted as object) };
      const sealed = encryptForDevApi(stamped, await this.rsaKey());
      headers['Content-Type'] = sealed.contentType;
      headers.Encryption = sealed.encryption;
      body = sealed.body;
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    const problem = contractProblem(method, path, response.status, parsed);
    if (problem) throw new Error(problem);
    noteAnswered(method, path, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  /** A GET whose reply is bytes (a member's picture), with the site's headers and the token when given. */
  async bytes(path: string, token?: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: { ...this.headers, ...(token ? { Authorization: token } : {}) } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  get<T = any>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, options);
  }

  post<T = any>(path: string, options?: CallOptions) {
    return this.call<T>('POST', path, options);
  }

  async rsaKey(): Promise<string> {
    if (!this.publicKey) {
      const reply = await fetch(`${this.baseUrl}/wps/session/key/rsa`, { headers: this.headers });
      this.publicKey = ((await reply.json()) as { value: string }).value;
    }
    return this.publicKey;
  }

  async login(username: string, password: string, extra: Record<string, unknown> = {}): Promise<Reply> {
    return this.post('/wps/session/login', { encrypted: { username, password, captcha: '', type: 'username', ...extra } });
  }

  /** Logs in and returns the token, failing the test when login fails. */
  async token(username = 'demo01', password = 'Demo@1234'): Promise<string> {
    const reply = await this.login(username, password);
    if (reply.status !== 200) throw new Error(`login failed: ${reply.text}`);
    return reply.body.value.token as string;
  }

  /** Fetches a captcha image (binding its answer to this client's cookie) and reads the answer from the outbox. */
  async solveCaptcha(): Promise<string> {
    await this.get('/wps/captcha');
    const outbox = await this.get(`/dev/outbox?captchaId=${this.cookies.get('wps_captcha')}`);
    return outbox.body.lastCaptcha.answer as string;
  }
}
