import { authenticatorCode } from '../support/authenticator';
import { call, createFinanceStaff, fund, openDepositChannel, setTradePassword } from '../support/funding';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * The security centre through the API. The authenticator app as a second factor (RFC 6238): turned on with a code the test computes from the
 * secret, then asked for at login and on every withdrawal; a code works once, guesses are limited, and
 * only a current code (or a recovery code) turns it off. Open sessions are listed and signed out
 * from another device; the login history shows where each login came from.
 */
let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  platform.clock.setNextUtc(6); // 14:00 in Hong Kong: inside the withdrawal window
});
afterAll(() => platform.stop());

const now = () => platform.clock.now().getTime();
/** Moves the platform's clock to the next 30-second step, so a fresh code exists. */
const nextStep = () => {
  platform.clock.offsetMs += 30_000;
};
const logIn = (account: string, totp_code?: string, device = 'jest') =>
  fetch(`${platform.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': device },
    body: JSON.stringify({ account, password: 'secret123', ...(totp_code === undefined ? {} : { totp_code }) }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: number; message: string; data: any; event: string | null } }));

async function turnOn(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(platform.url, token, 'POST', '/security/totp/setup');
  const { secret } = setup.body.data as { secret: string };
  const enabled = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now()), password: 'secret123' });
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

describe('the authenticator app as a second factor', () => {
  it('turns on only with a code from the scanned secret and answers eight recovery codes once', async () => {
    const { token } = await api.register('scan@example.com');
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toMatchObject({ authenticator: false });
    const setup = await call(platform.url, token, 'POST', '/security/totp/setup');
    const { secret, otpauthUri } = setup.body.data as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Meridian%3Ascan%40example.com?secret=${secret}&issuer=Meridian&algorithm=SHA1&digits=6&period=30`,
    );

    // A stolen session alone cannot turn it on: the login password is asked, and checked.
    const noPassword = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now()) });
    expect({ status: noPassword.status, message: noPassword.body.message }).toEqual({ status: 400, message: 'Password cannot be empty' });
    const wrongPassword = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now()), password: 'stolen-token' });
    expect({ status: wrongPassword.status, message: wrongPassword.body.message }).toEqual({ status: 400, message: 'The current password is wrong' });
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toMatchObject({ authenticator: false });

    const wrong = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now(), 5), password: 'secret123' });
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 400,
      message: 'That code is not right, or was already used; enter the current one',
    });
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toMatchObject({ authenticator: false });

    const enabled = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now()), password: 'secret123' });
    expect(enabled.body).toMatchObject({ code: 1, message: 'Authenticator turned on' });
    expect(enabled.body.data.recoveryCodes).toHaveLength(8);
    expect(new Set(enabled.body.data.recoveryCodes).size).toBe(8);
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toMatchObject({ authenticator: true });
    // A second set-up cannot swap the secret of an authenticator that is on.
    expect((await call(platform.url, token, 'POST', '/security/totp/setup')).body.message).toBe('Your authenticator is already on');
  });

  it('asks for a code at login, accepts the drift of one step, and never takes the same code twice', async () => {
    const { token } = await api.register('login2fa@example.com');
    const { secret } = await turnOn(token);
    const enablingCode = authenticatorCode(secret, now());

    const bare = await logIn('login2fa@example.com');
    expect({ status: bare.status, message: bare.body.message, event: bare.body.event, data: bare.body.data }).toEqual({
      status: 400,
      message: 'Enter the code from your authenticator app',
      event: 'second_factor_required',
      data: null,
    });
    expect((await logIn('login2fa@example.com', enablingCode)).body.message).toBe(
      'That code is not right, or was already used; enter the current one',
    );

    nextStep();
    nextStep();
    // A phone clock one step behind still works (the window is one step either side)...
    const behind = await logIn('login2fa@example.com', authenticatorCode(secret, now(), -1));
    expect(behind.body.data.token).toEqual(expect.any(String));
    // ...but once a step is accepted, no code of it or before it passes again.
    expect((await logIn('login2fa@example.com', authenticatorCode(secret, now(), -1))).status).toBe(400);
    const fresh = authenticatorCode(secret, now());
    const [first, second] = await Promise.all([logIn('login2fa@example.com', fresh), logIn('login2fa@example.com', fresh)]);
    // Two logins racing with one code: exactly one opens a session.
    expect([first, second].filter((answer) => answer.body.data?.token).length).toBe(1);
  });

  it('asks for a code on every withdrawal once it is on', async () => {
    const finance = await createFinanceStaff(api);
    await openDepositChannel(api, finance.fin1);
    const { token } = await api.register('withdraw2fa@example.com');
    await fund(api, platform.url, token, finance.fin1, '1000');
    await setTradePassword(api, token);
    const withdraw = (totp_code?: string) =>
      call(platform.url, token, 'POST', '/withdrawals', {
        method: 'crypto',
        coin: 'USDT',
        chain: 'ERC20',
        address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
        amount: '100',
        trade_password: '246810',
        ...(totp_code === undefined ? {} : { totp_code }),
      });
    const rules = () => call(platform.url, token, 'GET', '/withdrawals/rules?method=crypto&coin=USDT&chain=ERC20');
    expect((await rules()).body.data.second_factor).toBeNull();
    expect((await withdraw()).status).toBe(201);

    const { secret } = await turnOn(token);
    expect((await rules()).body.data.second_factor).toBe('totp');
    const missing = await withdraw();
    expect({ status: missing.status, message: missing.body.message, event: missing.body.event, data: missing.body.data }).toEqual({
      status: 400,
      message: 'Enter the code from your authenticator app to withdraw',
      event: 'second_factor_required',
      data: null,
    });
    nextStep();
    const code = authenticatorCode(secret, now());
    expect((await withdraw(code)).status).toBe(201);
    expect((await withdraw(code)).body.message).toBe('That code is not right, or was already used; enter the current one');
    const assets = await call(platform.url, token, 'GET', '/withdrawals');
    expect(assets.body.data.items ?? assets.body.data).toHaveLength(2);
  });

  it('stops guessing after five wrong codes, and turns off only with a current or a recovery code', async () => {
    const { token } = await api.register('guess@example.com');
    const { secret, recoveryCodes } = await turnOn(token);
    nextStep();
    const right = authenticatorCode(secret, now());
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call(platform.url, token, 'POST', '/security/totp/disable', { code: wrongCode })).status).toBe(400);
    }
    const limited = await call(platform.url, token, 'POST', '/security/totp/disable', { code: right });
    expect(limited.status).toBe(429);
    expect((await logIn('guess@example.com', right)).status).toBe(429);
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toMatchObject({ authenticator: true });

    platform.clock.offsetMs += 5 * 60_000;
    const off = await call(platform.url, token, 'POST', '/security/totp/disable', { code: recoveryCodes[0] });
    expect(off.body).toMatchObject({ code: 1, message: 'Authenticator turned off', data: { enabled: false } });
    expect((await logIn('guess@example.com')).body.data.token).toEqual(expect.any(String));
    expect((await call(platform.url, token, 'POST', '/security/totp/disable', { code: recoveryCodes[1] })).body.message).toBe(
      'Your authenticator is not turned on',
    );
  });
});

describe('sessions and the login history', () => {
  it('lists the open sessions, signs out one device, then every other, and keeps the history', async () => {
    const { token: phone } = await api.register('devices@example.com');
    const laptop = (await logIn('devices@example.com', undefined, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/131.0')).body.data.token as string;
    const tablet = (await logIn('devices@example.com', undefined, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1')).body.data.token as string;

    const open = await call(platform.url, laptop, 'GET', '/security/sessions');
    const sessions = open.body.data.items as { id: string; current: boolean; userAgent: string; ip: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current).map((session) => session.userAgent)).toEqual(['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/131.0']);
    expect(sessions.every((session) => session.ip.length > 0)).toBe(true);

    // The laptop signs the tablet out: its very next request needs a login again.
    const tabletSession = sessions.find((session) => session.userAgent.includes('iPad'))!;
    const out = await call(platform.url, laptop, 'DELETE', `/security/sessions/${tabletSession.id}`);
    expect(out.body).toMatchObject({ code: 1, message: 'Signed out', data: { signedOut: 1 } });
    expect((await call(platform.url, tablet, 'GET', '/me')).body.code).toBe(2000);
    expect((await call(platform.url, laptop, 'DELETE', `/security/sessions/${tabletSession.id}`)).body.message).toBe('That session is not open any more');

    // Another customer cannot touch these sessions.
    const { token: stranger } = await api.register('stranger@example.com');
    const phoneSession = sessions.find((session) => !session.current && !session.userAgent.includes('iPad'))!;
    expect((await call(platform.url, stranger, 'DELETE', `/security/sessions/${phoneSession.id}`)).status).toBe(400);
    expect((await call(platform.url, phone, 'GET', '/me')).body.code).toBe(7);

    expect((await call(platform.url, laptop, 'DELETE', '/security/sessions')).body.data).toEqual({ signedOut: 1 });
    expect((await call(platform.url, phone, 'GET', '/me')).body.code).toBe(2000);
    expect((await call(platform.url, laptop, 'GET', '/security/sessions')).body.data.items).toHaveLength(1);

    const history = (await call(platform.url, laptop, 'GET', '/security/logins')).body.data.items as { userAgent: string; endReason: string | null }[];
    // Newest first: the tablet, the laptop still in, the phone the customer registered on.
    expect(history.map((login) => [login.userAgent.includes('iPad') ? 'tablet' : login.userAgent.includes('Macintosh') ? 'laptop' : 'phone', login.endReason])).toEqual([
      ['tablet', 'signed-out-remotely'],
      ['laptop', null],
      ['phone', 'signed-out-remotely'],
    ]);
  });
});

describe('checking an official channel', () => {
  it('tells anyone whether a site, address or handle is the platform’s own, without a login', async () => {
    const check = async (value: string) => (await api.get('/api/v1/official-channels/check', { value })).body.data as { kind: string; official: boolean };
    expect(await check('http://localhost/login')).toMatchObject({ kind: 'web', official: true });
    expect(await check('https://localhost.evil.test/login')).toMatchObject({ kind: 'web', official: false });
    expect(await check('No-Reply@localhost')).toMatchObject({ kind: 'email', official: true });
    expect(await check('+1 555 0100')).toMatchObject({ kind: 'phone', official: false });
    expect((await api.get('/api/v1/official-channels/check', { value: '' })).status).toBe(400);
  });
});

