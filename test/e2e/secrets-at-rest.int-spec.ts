import { createHash, randomUUID } from 'node:crypto';
import { authenticatorCode } from '../support/authenticator';
import { AuthenticatorSecrets } from '../../services/identity/src/second-factor/authenticator-secrets';
import { SealedOutbox } from '../../services/identity/src/verification/sealed-outbox';
import { call, createFinanceStaff, setTradePassword } from '../support/funding';
import { ADMIN, Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * No secret at rest. A customer and a staff journey run through the API (registration, logins, a
 * demo account, a trade password, the authenticator with its recovery codes, staff logins), every
 * token, password, code and recovery code seen on the way is collected, and every text, varchar,
 * json, jsonb, array and bytea column of every table is then read and searched for each: none is
 * found, nor the unkeyed hashes of the codes. The authenticator's secret, which the server must be
 * able to read to check codes, and the messages the platform sent (`outbound_messages`, the stand-in
 * for a mail provider, codes included), which staff read to help a customer, are sealed (AES-256-GCM)
 * with a key held outside the database (`SECRETS_KEY`, else a key file in the data folder); what an
 * earlier version stored readable is sealed on start, and still opens.
 */
let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(() => platform.stop());

const now = () => platform.clock.now().getTime();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const login = (body: Record<string, unknown>, key: string) =>
  fetch(`${platform.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: number; message: string; data: any } }));

interface Found {
  secret: string;
  where: string;
}

/** Every text-like column of every table, read whole and searched for each secret. */
async function searchEveryColumn(secrets: { label: string; value: string }[]): Promise<{ found: Found[]; columns: number }> {
  const { rows: columns } = await platform.db.pool.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea', 'USER-DEFINED')`,
  );
  const found: Found[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const expression = data_type === 'bytea' ? `encode("${column_name}", 'escape')` : `"${column_name}"::text`;
    const { rows } = await platform.db.pool.query<{ v: string | null }>(`SELECT ${expression} AS v FROM "${table_name}"`);
    for (const { v } of rows) {
      if (v === null) continue;
      for (const { label, value } of secrets) {
        // Six digits (a code, a trade password) only as a whole value or a JSON string: not inside another number.
        const hit = /^\d{6}$/.test(value) ? new RegExp(`(^|"|[^0-9.:])${value}("|[^0-9]|$)`).test(v) : v.includes(value);
        if (hit) found.push({ secret: label, where: `${table_name}.${column_name}` });
      }
    }
  }
  return { found, columns: columns.length };
}

describe('secrets at rest', () => {
  it('keeps no token, password, code or recovery code readable in any column of any table', async () => {
    const secrets: { label: string; value: string }[] = [];
    const saw = (label: string, value: string) => {
      expect(value).toBeTruthy();
      secrets.push({ label, value });
    };

    // A customer registers (the code by e-mail), logs in, sets a trade password.
    const email = 'secrets@example.com';
    const password = 'Hunter2-secret';
    await api.get('/web/getCode', { type: 'email', account: email });
    const code = await api.codeFor(email);
    saw('registration code', code);
    // Nor as a plain SHA-256, which a reader reverses in one pass over the 10^6 codes (they are keyed hashes).
    saw('registration code, as an unkeyed SHA-256', sha256(`${email}:${code}`));
    const registered = await api.post('/web/userRegister', { type: 'email', account: email, code, password, password2: password, agree: true });
    saw('registration token', registered.body.data.token);
    saw('login password', password);

    const key = randomUUID();
    const first = await login({ account: email, password }, key);
    expect(first.status).toBe(200);
    const token = first.body.data.token as string;
    saw('login token', token);
    // The same key again: "sign in again", never the first answer's token.
    const repeated = await login({ account: email, password }, key);
    expect({ status: repeated.status, message: repeated.body.message }).toEqual({
      status: 401,
      message: 'This sign-in was already answered and its token is not kept: sign in again',
    });
    expect(JSON.stringify(repeated.body)).not.toContain(token);

    const tradePassword = '739164';
    await setTradePassword(api, token, password, tradePassword);
    saw('trade password', tradePassword);

    // The authenticator: its secret, the code that turns it on, the recovery codes.
    const setup = await call(platform.url, token, 'POST', '/security/totp/setup');
    const totpSecret = setup.body.data.secret as string;
    const enableCode = authenticatorCode(totpSecret, now());
    saw('authenticator code', enableCode);
    const enabled = await call(platform.url, token, 'POST', '/security/totp/enable', { code: enableCode, password });
    expect(enabled.body.code).toBe(1);
    const recoveryCodes = enabled.body.data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(8);
    recoveryCodes.forEach((recovery, i) => saw(`recovery code ${i + 1}`, recovery));
    // 40 bits each: as a plain SHA-256 every customer's codes fell in one pass over 2^40.
    recoveryCodes.forEach((recovery, i) => saw(`recovery code ${i + 1}, as an unkeyed SHA-256`, sha256(recovery.replace(/[\s-]/g, '').toUpperCase())));

    // The secret is sealed at rest; one stored readable (an earlier version) is sealed on start, and its codes work.
    const secretRow = async () => (await platform.db.pool.query<{ secret: string }>('SELECT secret FROM customer_second_factor')).rows[0]!.secret;
    expect(await secretRow()).toMatch(/^v1:/);
    await platform.db.pool.query('UPDATE customer_second_factor SET secret = $1', [totpSecret]);
    expect(await platform.platform.app.get(AuthenticatorSecrets).sealReadableSecrets()).toBe(1);
    expect(await secretRow()).toMatch(/^v1:/);
    const nextCode = authenticatorCode(totpSecret, now(), 1);
    saw('authenticator code (login)', nextCode);
    const withCode = await login({ account: email, password, totp_code: nextCode }, randomUUID());
    expect(withCode.status).toBe(200);
    saw('login token (authenticator code)', withCode.body.data.token);

    // A recovery code still logs in (kept hashed, checked by hash), and only once.
    const withRecovery = await login({ account: email, password, totp_code: recoveryCodes[0] }, randomUUID());
    expect(withRecovery.status).toBe(200);
    saw('login token (recovery code)', withRecovery.body.data.token);
    const reused = await login({ account: email, password, totp_code: recoveryCodes[0] }, randomUUID());
    expect(reused.status).toBe(400);
    // One stored as a plain SHA-256 by an earlier version still logs in, once, and is then gone.
    await platform.db.pool.query('UPDATE customer_second_factor SET recovery_hashes = array_append(recovery_hashes, $1)', [sha256('OLDCODE7')]);
    const legacy = await login({ account: email, password, totp_code: 'oldc-ode7' }, randomUUID());
    expect(legacy.status).toBe(200);
    saw('login token (recovery code stored unkeyed)', legacy.body.data.token);
    expect((await login({ account: email, password, totp_code: 'OLDCODE7' }, randomUUID())).status).toBe(400);

    // A demo account, on the legacy path.
    const demo = await api.get('/web/tempLogin');
    saw('demo token', demo.body.data.token);

    // Staff: the administrator and a finance member log in.
    const staff = await createFinanceStaff(api);
    saw('admin staff token', staff.admin);
    saw('finance staff token', staff.fin1);
    saw('auditor staff token', staff.auditor);
    saw('admin staff password', ADMIN.password);

    // A message an earlier version kept readable is sealed on start, and staff still read its code.
    await platform.db.pool.query(
      `INSERT INTO outbound_messages (channel, recipient, subject, body, lang, purpose) VALUES ('email', 'earlier@example.com', 'Code', 'Your code is 418203', 'en', 'register')`,
    );
    await platform.platform.app.get(SealedOutbox).onApplicationBootstrap();
    expect((await platform.db.pool.query<{ body: string }>(`SELECT body FROM outbound_messages WHERE recipient = 'earlier@example.com'`)).rows[0]!.body).toMatch(/^v1:/);
    expect(await api.codeFor('earlier@example.com')).toBe('418203');
    saw('code kept readable by an earlier version', '418203');

    const secretsToFind = [...secrets, { label: 'authenticator secret', value: totpSecret }];
    const { found, columns } = await searchEveryColumn(secretsToFind);
    expect(columns).toBeGreaterThan(100);
    expect(found).toEqual([]);
    console.log(`secrets at rest: ${secretsToFind.length} secrets searched in ${columns} columns; none found`);
  });
});
