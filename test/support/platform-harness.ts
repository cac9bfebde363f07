import { startPlatform, readSettings, type RunningPlatform } from '@meridian/platform';
import type { Clock } from '@meridian/runtime';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { platformTemplate } from './platform-template';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

/** A clock tests can move forward, to reach expiries without waiting. */
export class TestClock implements Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceDays(days: number): void {
    this.offsetMs += days * 86_400_000;
  }

  /** Moves to the next time the clock in UTC reads `hour`:`minute` (e.g. 06:00 UTC is 14:00 in Hong Kong). */
  setNextUtc(hour: number, minute = 0): void {
    const real = Date.now();
    const target = new Date(real);
    target.setUTCHours(hour, minute, 0, 0);
    if (target.getTime() <= real) target.setUTCDate(target.getUTCDate() + 1);
    this.offsetMs = target.getTime() - real;
  }
}

export interface TestPlatform {
  url: string;
  clock: TestClock;
  db: TestDatabase;
  platform: RunningPlatform;
  stop(): Promise<void>;
}

/**
 * The whole platform on a fresh database and a free port, as `npm start` composes it, but without the
 * opening capital: OPENING_CAPITAL '0' and HOUSE_BUFFER_SHARE 'off', so every paying platform account
 * starts empty and the house buffer unset, as the tests written before it expect (each funds what it
 * needs). `env` overrides any setting (opening-capital.int-spec.ts starts one with its capital).
 */
export async function startTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const db = await createTestDatabase('platform', await platformTemplate());
  const settings = {
    ...readSettings({
      DATABASE_URL: db.url,
      PORT: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_IP: '1000',
      PRICE_FEED: 'off',
      OPENING_CAPITAL: '0',
      HOUSE_BUFFER_SHARE: 'off',
      ...env,
    }),
    host: '127.0.0.1',
  };
  const clock = new TestClock();
  const platform = await startPlatform(settings, () => undefined, { clock });
  const running: TestPlatform = {
    url: platform.url,
    clock,
    db,
    platform,
    // The platform a test restarted in place is the one to stop.
    stop: async () => {
      await running.platform.stop();
      await db.drop();
    },
  };
  return running;
}

let counter = 0;
/** A fresh legacy request id (6 to 16 letters and digits). */
export const rtoken = () => `t${Date.now().toString(36)}${(counter++).toString(36)}`.slice(-16).padStart(8, 'r');

export interface Envelope<T = any> {
  code: number;
  message: string;
  time: number;
  data: T;
}

export class Client {
  constructor(readonly base: string) {}

  async get<T = any>(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T> }> {
    const params = new URLSearchParams({ rtoken: rtoken(), ...query });
    const res = await fetch(`${this.base}${path}?${params}`, { headers });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  async post<T = any>(path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T> }> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ rtoken: rtoken(), ...body }),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  async admin<T = any>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.base}/api/v1/admin${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  async staffToken(email = ADMIN.email, password = ADMIN.password): Promise<string> {
    const res = await this.admin<{ data: { token: string } }>('POST', '/auth/login', null, { email, password });
    if (res.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token;
  }

  /** Reads the newest code sent to `recipient` from the back office's outbox, as support would. */
  async codeFor(recipient: string): Promise<string> {
    const token = await this.staffToken();
    const res = await this.admin<{ data: { body: string }[] }>('GET', `/outbox?recipient=${encodeURIComponent(recipient)}&_sort=id&_order=DESC`, token);
    const match = /\b(\d{6})\b/.exec(res.body.data[0]?.body ?? '');
    if (!match) throw new Error(`no code sent to ${recipient}`);
    return match[1]!;
  }

  async register(email: string, password = 'secret123', extra: Record<string, unknown> = {}): Promise<{ token: string; user: any }> {
    const sent = await this.get('/web/getCode', { type: 'email', account: email });
    if (sent.body.code !== 1) throw new Error(`getCode failed: ${sent.body.message}`);
    const code = await this.codeFor(email);
    const res = await this.post('/web/userRegister', { type: 'email', account: email, code, password, password2: password, agree: true, ...extra });
    if (!res.body.data?.token) throw new Error(`register failed: ${res.body.message}`);
    return res.body.data;
  }
}

/** Polls until `check` stops throwing, for effects that arrive through the bus. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export interface AssetRow {
  coin: string;
  available: string;
  frozen: string;
  usdt_value: string;
}

/** The customer's row for one coin in one account type (`bba` funding, `bb` spot, ...), from /api/v1/assets. */
export async function assetRow(base: string, token: string, type: string, coin: string): Promise<AssetRow> {
  const res = await fetch(`${base}/api/v1/assets?type=${type}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; message: string; data: { accounts: { type: string; rows: AssetRow[] }[] } };
  const row = body.data?.accounts.find((a) => a.type === type)?.rows.find((r) => r.coin === coin);
  if (!row) throw new Error(`no ${type} ${coin} row: ${JSON.stringify(body)}`);
  return row;
}
