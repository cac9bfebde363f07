import { randomUUID } from 'node:crypto';
import { EnvelopeCode, translate, type Lang, type MessageKey } from '@meridian/http';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '@meridian/identity';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import { authenticatorCode } from '../support/authenticator';
import { call, setTradePassword, type Answer } from '../support/funding';
import { ADMIN, Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * Limits that hold in a burst (issue 19, section 3). Every attempt limiter counts an attempt first, in
 * one atomic step, and only then runs the slow password or code check. Each test sends 40 wrong
 * attempts at once with the right one last in the same burst: at most the published limit get an
 * answer other than 429 (only those were checked), the rest are 429 in the caller's language, and the
 * right one is refused while the limit is used up.
 */
let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  platform.clock.setNextUtc(6); // 14:00 in Hong Kong: inside the withdrawal window
});
afterAll(() => platform.stop());

const WRONG = 40;
/** Published limits (services/identity): login 5 per account, trade password 5 per 15 min, TOTP 5 per 5 min. */
const PER_ACCOUNT = DEFAULT_RATE_LIMITS.loginPerAccount;
const TRADE_PASSWORD_LIMIT = 5;
const TOTP_LIMIT = 5;
const CODE_LIMIT = 5;

/**
 * Sends `WRONG` wrong attempts at once, and the right one last in the same burst; answers them in
 * sending order. The right one leaves once `limit` answers of the burst have come back (each was
 * counted before it was answered), while the rest of the burst is still in flight: so it is the
 * attempt after the limit whatever order the server happens to take the parallel requests in.
 */
async function burst(
  limit: number,
  wrong: (i: number) => Promise<Answer>,
  right: () => Promise<Answer>,
): Promise<{ wrong: Answer[]; right: Answer }> {
  let answered = 0;
  let limitCounted!: () => void;
  const counted = new Promise<void>((resolve) => (limitCounted = resolve));
  const wrongAnswers = Array.from({ length: WRONG }, (_, i) =>
    wrong(i).then((answer) => {
      if (++answered === limit) limitCounted();
      return answer;
    }),
  );
  const rightAnswer = counted.then(right);
  let stillInFlight = 0;
  void counted.then(() => (stillInFlight = WRONG - answered));
  const answers = await Promise.all([...wrongAnswers, rightAnswer]);
  // The right one really was part of the burst: wrong attempts were still unanswered when it left.
  expect(stillInFlight).toBeGreaterThan(0);
  return { wrong: answers.slice(0, WRONG), right: answers[WRONG]! };
}

/** At most `limit` answers other than 429 (each one was checked), every other one a 429 in `lang`. */
function expectHeld(answers: Answer[], limit: number, lang: Lang = 'en', key: MessageKey = 'rate.tooMany'): { checked: number } {
  const checked = answers.filter((answer) => answer.status !== 429);
  const refused = answers.filter((answer) => answer.status === 429);
  expect(checked.length).toBeLessThanOrEqual(limit);
  expect(refused.length).toBe(answers.length - checked.length);
  expect(refused.length).toBeGreaterThanOrEqual(answers.length - limit);
  for (const answer of refused) {
    const { retry_after } = answer.body.data as { retry_after: number };
    expect(answer.body.code).toBe(EnvelopeCode.tooManyRequests);
    expect(retry_after).toBeGreaterThan(0);
    expect(answer.body.message).toBe(translate(lang, key, { seconds: retry_after }));
  }
  return { checked: checked.length };
}

async function post(path: string, body: unknown, lang: Lang = 'en'): Promise<Answer> {
  const res = await fetch(`${platform.url}${path}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const logIn = (account: string, password: string, lang: Lang = 'en', totp_code?: string) =>
  post('/api/v1/auth/login', { account, password, ...(totp_code === undefined ? {} : { totp_code }) }, lang);
const staffLogIn = (email: string, password: string, lang: Lang = 'en') => post('/api/v1/admin/auth/login', { email, password }, lang);

/** Moves the platform's clock past every attempt window (the longest is 15 minutes). */
const afterTheWindows = () => {
  platform.clock.offsetMs += 16 * 60_000;
};

describe('customer login', () => {
  it('per account: 40 wrong passwords at once check at most 5, and the right one sent last is refused', async () => {
    const email = `burst-${randomUUID().slice(0, 8)}@example.com`;
    await api.register(email);
    const { wrong, right } = await burst(
      PER_ACCOUNT,
      (i) => logIn(email, `wrong-${i}`, 'jp'),
      () => logIn(email, 'secret123', 'jp'),
    );
    const { checked } = expectHeld([...wrong, right], PER_ACCOUNT, 'jp');
    for (const answer of wrong.filter((a) => a.status !== 429)) expect(answer.body.message).toBe(translate('jp', 'auth.failed'));
    expect(right.status).toBe(429);
    // Still locked after the burst, until the window ends.
    expect((await logIn(email, 'secret123')).status).toBe(429);
    afterTheWindows();
    expect((await logIn(email, 'secret123')).body.data.token).toEqual(expect.any(String));
    process.stderr.write(`[attempt-limits] customer login per account: ${checked} of ${WRONG + 1} checked (limit ${PER_ACCOUNT})\n`);
  });

  it('per account, however it is spelt: 40 wrong passwords at once over four spellings of one phone check at most 5', async () => {
    const digits = String(400_000_000 + Math.floor(Math.random() * 99_999_999));
    await api.get('/web/getCode', { type: 'phone', account: digits, area_code: '61' });
    const code = await api.codeFor(`+61${digits}`);
    const registered = await api.post('/web/userRegister', { type: 'phone', account: digits, area_code: '61', code, password: 'phone-pass', password2: 'phone-pass', agree: '1' });
    expect(registered.body.data?.token).toEqual(expect.any(String));
    const spellings = [
      { account: `+61${digits}` },
      { account: digits, area_code: '61' },
      { account: `${digits.slice(0, 3)}-${digits.slice(3)}`, area_code: '61' },
      { account: `+61 ${digits.slice(0, 3)} ${digits.slice(3)}` },
    ];
    const { wrong, right } = await burst(
      PER_ACCOUNT,
      (i) => post('/api/v1/auth/login', { ...spellings[i % spellings.length], password: `wrong-${i}` }),
      () => post('/api/v1/auth/login', { ...spellings[0], password: 'phone-pass' }),
    );
    expectHeld([...wrong, right], PER_ACCOUNT);
    expect(right.status).toBe(429);
  });

  it('a right password after a few typos clears the account count (counted inside the limit)', async () => {
    const email = `typo-${randomUUID().slice(0, 8)}@example.com`;
    await api.register(email);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await logIn(email, `typo-${i}`)).status).toBe(400);
    expect((await logIn(email, 'secret123')).body.data.token).toEqual(expect.any(String));
    for (let i = 0; i < PER_ACCOUNT - 1; i++) expect((await logIn(email, `typo-again-${i}`)).status).toBe(400);
    expect((await logIn(email, 'secret123')).body.data.token).toEqual(expect.any(String));
  });

  it('per IP: 40 wrong passwords on 40 accounts at once check at most the published 20 per IP', async () => {
    const email = `ip-${randomUUID().slice(0, 8)}@example.com`;
    await api.register(email);
    // The harness raises every per-IP limit to 1000 (tests share 127.0.0.1); this test puts the
    // published default back on the running platform for its duration.
    const settings = (platform.platform.app.get(PLATFORM_CONFIG, { strict: false }) as { rateLimits: RateLimitSettings }).rateLimits;
    const raised = settings.loginPerIp;
    settings.loginPerIp = DEFAULT_RATE_LIMITS.loginPerIp;
    try {
      afterTheWindows();
      const { wrong, right } = await burst(
        DEFAULT_RATE_LIMITS.loginPerIp,
        (i) => logIn(`nobody-${i}-${randomUUID().slice(0, 6)}@example.com`, 'wrong-password', 'zh'),
        () => logIn(email, 'secret123', 'zh'),
      );
      const { checked } = expectHeld([...wrong, right], DEFAULT_RATE_LIMITS.loginPerIp, 'zh');
      expect(right.status).toBe(429);
      expect((await logIn(email, 'secret123')).status).toBe(429);
      process.stderr.write(
        `[attempt-limits] customer login per IP: ${checked} of ${WRONG + 1} checked (limit ${DEFAULT_RATE_LIMITS.loginPerIp})\n`,
      );
    } finally {
      settings.loginPerIp = raised;
      afterTheWindows();
    }
    expect((await logIn(email, 'secret123')).body.data.token).toEqual(expect.any(String));
  });
});

describe('the login password asked by a signed-in session', () => {
  it('setting the trade password: 40 wrong login passwords at once check at most 5, and the right one sent last is refused', async () => {
    const { token } = await api.register(`current-${randomUUID().slice(0, 8)}@example.com`);
    const setTrade = (login_password: string) =>
      call(platform.url, token, 'POST', '/me/password?lang=en', { type: 'trade', login_password, password: '246810', password2: '246810' });
    const { wrong, right } = await burst(
      PER_ACCOUNT,
      (i) => setTrade(`wrong-${i}`),
      () => setTrade('secret123'),
    );
    const { checked } = expectHeld([...wrong, right], PER_ACCOUNT);
    for (const answer of wrong.filter((a) => a.status !== 429)) expect(answer.body.message).toBe(translate('en', 'password.wrongOld'));
    expect(right.status).toBe(429);
    expect((await setTrade('secret123')).status).toBe(429);
    process.stderr.write(
      `[attempt-limits] current login password (set trade password): ${checked} of ${WRONG + 1} checked (limit ${PER_ACCOUNT})\n`,
    );
  });
});

describe('staff login', () => {
  it('40 wrong passwords at once check at most 5, and the right one sent last is refused', async () => {
    const admin = await api.staffToken(ADMIN.email, ADMIN.password);
    const email = `staff-${randomUUID().slice(0, 8)}@test.local`;
    const created = await api.admin('POST', '/staff', admin, { email, name: 'Burst', password: 'staff-pass-1', roles: ['support'] });
    expect(created.status).toBeLessThan(300);
    const { wrong, right } = await burst(
      PER_ACCOUNT,
      (i) => staffLogIn(email, `wrong-${i}`, 'ft'),
      () => staffLogIn(email, 'staff-pass-1', 'ft'),
    );
    const { checked } = expectHeld([...wrong, right], PER_ACCOUNT, 'ft');
    for (const answer of wrong.filter((a) => a.status !== 429)) expect(answer.status).toBe(401);
    expect(right.status).toBe(429);
    expect((await staffLogIn(email, 'staff-pass-1')).status).toBe(429);
    afterTheWindows();
    expect((await staffLogIn(email, 'staff-pass-1')).status).toBe(200);
    process.stderr.write(`[attempt-limits] staff login: ${checked} of ${WRONG + 1} checked (limit ${PER_ACCOUNT})\n`);
  });
});

describe('trade password', () => {
  const withdrawal = (trade_password: string) => ({
    method: 'crypto',
    coin: 'USDT',
    chain: 'ERC20',
    address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
    amount: '100',
    trade_password,
  });
  /** Every route that asks for the trade password, as a call with the password given. */
  const routes: [string, (token: string, password: string) => Promise<Answer>][] = [
    [
      'PUT /security/anti-phishing',
      (token, trade_password) =>
        call(platform.url, token, 'PUT', '/security/anti-phishing?lang=hy', { phrase: 'blue heron', trade_password }),
    ],
    [
      'PUT /security/question',
      (token, trade_password) =>
        call(platform.url, token, 'PUT', '/security/question?lang=hy', { questionId: 1, answer: 'Lisbon', trade_password }),
    ],
    [
      'POST /me/contact',
      (token, trade_password) =>
        call(platform.url, token, 'POST', '/me/contact?lang=hy', {
          type: 'email',
          account: `new-${randomUUID().slice(0, 8)}@example.com`,
          code: '123456',
          trade_password,
        }),
    ],
    [
      'POST /withdrawals (the withdrawal’s trade password)',
      (token, trade_password) => call(platform.url, token, 'POST', '/withdrawals?lang=hy', withdrawal(trade_password)),
    ],
  ];

  it.each(routes)('%s: 40 wrong at once check at most 5, and the right one sent last is refused', async (route, send) => {
    const { token } = await api.register(`tp-${randomUUID().slice(0, 8)}@example.com`);
    await setTradePassword(api, token);
    const { wrong, right } = await burst(
      TRADE_PASSWORD_LIMIT,
      () => send(token, '000000'),
      () => send(token, '246810'),
    );
    const { checked } = expectHeld([...wrong, right], TRADE_PASSWORD_LIMIT, 'hy');
    for (const answer of wrong.filter((a) => a.status !== 429)) expect(answer.body.message).toBe(translate('hy', 'tradePassword.wrong'));
    expect(right.status).toBe(429);
    expect((await send(token, '246810')).status).toBe(429);
    process.stderr.write(
      `[attempt-limits] trade password via ${route}: ${checked} of ${WRONG + 1} checked (limit ${TRADE_PASSWORD_LIMIT})\n`,
    );
  });

  it('one count for every route: guesses used up on one route lock the withdrawal too', async () => {
    const { token } = await api.register(`tp-shared-${randomUUID().slice(0, 8)}@example.com`);
    await setTradePassword(api, token);
    for (let i = 0; i < TRADE_PASSWORD_LIMIT; i++) expect((await routes[0]![1](token, '000000')).status).toBe(400);
    expect((await routes[3]![1](token, '246810')).status).toBe(429);
    expect((await routes[1]![1](token, '246810')).status).toBe(429);
  });

  it('right passwords do not use the limit', async () => {
    const { token } = await api.register(`tp-right-${randomUUID().slice(0, 8)}@example.com`);
    await setTradePassword(api, token);
    for (let i = 0; i < TRADE_PASSWORD_LIMIT + 3; i++) expect((await routes[0]![1](token, '246810')).status).toBe(200);
  });
});

describe('authenticator (TOTP) codes', () => {
  const now = () => platform.clock.now().getTime();

  async function withAuthenticator(): Promise<{ email: string; token: string; secret: string }> {
    const email = `totp-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await api.register(email);
    const setup = await call(platform.url, token, 'POST', '/security/totp/setup');
    const { secret } = setup.body.data as { secret: string };
    const enabled = await call(platform.url, token, 'POST', '/security/totp/enable', {
      code: authenticatorCode(secret, now()),
      password: 'secret123',
    });
    expect(enabled.body.data.recoveryCodes).toHaveLength(8);
    platform.clock.offsetMs += 30_000; // the enabling code is spent: the next step has a fresh one
    return { email, token, secret };
  }
  /** Codes 3 or more steps away are never accepted (the window is one step either side). */
  const wrongCode = (secret: string, i: number) => authenticatorCode(secret, now(), 3 + i);

  it('turning it off: 40 wrong codes at once check at most 5, and the right one sent last is refused', async () => {
    const { token, secret } = await withAuthenticator();
    const disable = (code: string) => call(platform.url, token, 'POST', '/security/totp/disable?lang=ty', { code });
    const { wrong, right } = await burst(
      TOTP_LIMIT,
      (i) => disable(wrongCode(secret, i)),
      () => disable(authenticatorCode(secret, now())),
    );
    const { checked } = expectHeld([...wrong, right], TOTP_LIMIT, 'ty');
    for (const answer of wrong.filter((a) => a.status !== 429)) expect(answer.body.message).toBe(translate('ty', 'totp.wrong'));
    expect(right.status).toBe(429);
    expect((await disable(authenticatorCode(secret, now()))).status).toBe(429);
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toMatchObject({ authenticator: true });
    process.stderr.write(`[attempt-limits] TOTP (turn off): ${checked} of ${WRONG + 1} checked (limit ${TOTP_LIMIT})\n`);
  });

  it('at login: 40 logins with wrong codes at once check at most 5 codes, and the right code sent last is refused', async () => {
    const { email, secret } = await withAuthenticator();
    afterTheWindows();
    const { wrong, right } = await burst(
      TOTP_LIMIT,
      (i) => logIn(email, 'secret123', 'yn', wrongCode(secret, i)),
      () => logIn(email, 'secret123', 'yn', authenticatorCode(secret, now())),
    );
    const { checked } = expectHeld([...wrong, right], TOTP_LIMIT, 'yn');
    for (const answer of wrong.filter((a) => a.status !== 429)) expect(answer.body.message).toBe(translate('yn', 'totp.wrong'));
    expect(right.status).toBe(429);
    expect((await logIn(email, 'secret123', 'en', authenticatorCode(secret, now()))).status).toBe(429);
    process.stderr.write(`[attempt-limits] TOTP at login: ${checked} of ${WRONG + 1} checked (limit ${TOTP_LIMIT})\n`);
  });
});

describe('verification codes', () => {
  it('registering: 40 wrong codes at once compare at most 5, and the right code sent last is refused', async () => {
    const email = `code-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await post('/api/v1/auth/codes', { type: 'email', account: email });
    expect(sent.body.code).toBe(1);
    const code = await api.codeFor(email);
    const wrongCodes = Array.from({ length: WRONG }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const register = (value: string) =>
      post(
        '/api/v1/auth/register',
        { type: 'email', account: email, code: value, password: 'secret123', password2: 'secret123', agree: true },
        'xby',
      );
    const { wrong, right } = await burst(
      CODE_LIMIT,
      (i) => register(wrongCodes[i]!),
      () => register(code),
    );
    const { checked } = expectHeld([...wrong, right], CODE_LIMIT, 'xby', 'code.tooManyAttempts');
    for (const answer of wrong.filter((a) => a.status !== 429)) expect(answer.body.message).toBe(translate('xby', 'code.invalid'));
    expect(right.status).toBe(429);
    expect((await register(code)).status).toBe(429);
    process.stderr.write(`[attempt-limits] verification code (register): ${checked} of ${WRONG + 1} compared (limit ${CODE_LIMIT})\n`);
  });
});
