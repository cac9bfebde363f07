import { authenticatorCode } from '../support/authenticator';
import { call, createFinanceStaff, fund, openDepositChannel, setTradePassword } from '../support/funding';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * The authenticator app as a second factor (RFC 6238): turned on with a code the test computes from the
 * secret, then asked for at login and on every withdrawal; a code works once, guesses are limited, and
 * only a current code (or a recovery code) turns it off.
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
const logIn = (account: string, totp_code?: string) =>
  fetch(`${platform.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'secret123', ...(totp_code === undefined ? {} : { totp_code }) }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: number; message: string; data: any; event: string | null } }));

async function turnOn(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(platform.url, token, 'POST', '/security/totp/setup');
  const { secret } = setup.body.data as { secret: string };
  const enabled = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now()) });
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

describe('the authenticator app as a second factor', () => {
  it('turns on only with a code from the scanned secret and answers eight recovery codes once', async () => {
    const { token } = await api.register('scan@example.com');
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toEqual({ authenticator: false });
    const setup = await call(platform.url, token, 'POST', '/security/totp/setup');
    const { secret, otpauthUri } = setup.body.data as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Meridian%3Ascan%40example.com?secret=${secret}&issuer=Meridian&algorithm=SHA1&digits=6&period=30`,
    );

    const wrong = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now(), 5) });
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 400,
      message: 'That code is not right, or was already used; enter the current one',
    });
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toEqual({ authenticator: false });

    const enabled = await call(platform.url, token, 'POST', '/security/totp/enable', { code: authenticatorCode(secret, now()) });
    expect(enabled.body).toMatchObject({ code: 1, message: 'Authenticator turned on' });
    expect(enabled.body.data.recoveryCodes).toHaveLength(8);
    expect(new Set(enabled.body.data.recoveryCodes).size).toBe(8);
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toEqual({ authenticator: true });
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
    expect((await call(platform.url, token, 'GET', '/security')).body.data).toEqual({ authenticator: true });

    platform.clock.offsetMs += 5 * 60_000;
    const off = await call(platform.url, token, 'POST', '/security/totp/disable', { code: recoveryCodes[0] });
    expect(off.body).toMatchObject({ code: 1, message: 'Authenticator turned off', data: { enabled: false } });
    expect((await logIn('guess@example.com')).body.data.token).toEqual(expect.any(String));
    expect((await call(platform.url, token, 'POST', '/security/totp/disable', { code: recoveryCodes[1] })).body.message).toBe(
      'Your authenticator is not turned on',
    );
  });
});
