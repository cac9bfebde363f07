import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventStore, rebuildProjection, verifyHashChains } from '@meridian/eventstore';
import { customersProjection, staffProjection } from '@meridian/identity';
import { Client, rtoken, startTestPlatform, type TestPlatform } from '../support/platform-harness';

let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(() => platform.stop());

const countCustomers = async () => Number((await platform.db.pool.query('SELECT count(*) AS n FROM customers')).rows[0].n);

describe('registration, login and the session token', () => {
  it('registers by e-mail with the code from the outbox, answers token_h5, and serves web/info', async () => {
    const { token, user } = await api.register('ann@example.com');
    expect(user).toMatchObject({ email: 'ann@example.com', is_demo: 0, transaction_password: 0 });
    const info = await api.get('/web/info', { token });
    expect(info.body).toMatchObject({ code: 7, data: { id: user.id, email: 'ann@example.com' } });
  });

  it('registers by phone with an area code and logs in with the phone', async () => {
    await api.get('/web/getCode', { type: 'phone', account: '6123456789', area_code: '61' });
    const code = await api.codeFor('+616123456789');
    const reg = await api.post('/web/userRegister', { type: 'phone', account: '6123456789', area_code: '61', code, password: 'phone-pass', password2: 'phone-pass', agree: '1' });
    expect(reg.body.code).toBe(1);
    const login = await api.post('/web/userLogin', { account: '6123456789', password: 'phone-pass', area_code: '61' });
    expect(login.body.data.token).toEqual(expect.any(String));
  });

  it('links an invitation code to the inviter and refuses an unknown one, storing nothing', async () => {
    const inviter = await api.register('inviter@example.com');
    const invited = await api.register('invited@example.com', 'secret123', { invite_code: inviter.user.invitation_code });
    const row = await platform.db.pool.query('SELECT invited_by FROM customers WHERE id = $1', [invited.user.id]);
    expect(row.rows[0].invited_by).toBe(inviter.user.id);

    await api.get('/web/getCode', { type: 'email', account: 'nobody-invited@example.com' });
    const code = await api.codeFor('nobody-invited@example.com');
    const before = await countCustomers();
    const refused = await api.post('/web/userRegister', {
      type: 'email', account: 'nobody-invited@example.com', code, password: 'secret123', password2: 'secret123', agree: true, invite_code: 'NOSUCH99', lang: 'jp',
    });
    expect(refused.body).toMatchObject({ code: 1, message: 'この招待コードは存在しません', data: null });
    expect(await countCustomers()).toBe(before);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    await api.register('same-answer@example.com');
    const wrong = await api.post('/web/userLogin', { account: 'same-answer@example.com', password: 'not-it-1', lang: 'xby' });
    const unknown = await api.post('/web/userLogin', { account: 'ghost@example.com', password: 'not-it-1', lang: 'xby' });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 1, message: 'Cuenta o contraseña incorrectas' });
  });

  it('revokes the token on logout: the next call answers 2000', async () => {
    const { token } = await api.register('logout@example.com');
    // Used just before: the verifier holds the session for a second, and must still refuse it at once.
    expect((await fetch(`${platform.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await api.post('/web/logout', { token })).body.code).toBe(0);
    const after = await api.get('/web/info', { token, lang: 'zh' });
    expect(after.body).toMatchObject({ code: 2000, message: '登录已过期，请重新登录' });
    expect(after.status).toBe(200);
    const rest = await fetch(`${platform.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(401);
  });

  it('accepts the token as a Bearer header on the REST API', async () => {
    const { token, user } = await api.register('bearer@example.com');
    const res = await fetch(`${platform.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { id: string } }).data.id).toBe(user.id);
  });
});

describe('bad input changes nothing and is told in the caller language', () => {
  const valid = { type: 'email', account: 'bad-input@example.com', code: '000000', password: 'secret123', password2: 'secret123', agree: true };
  it.each([
    [{ agree: false }, 'en', 'Please select agreement'],
    [{ password2: 'different' }, 'en', 'The two passwords do not match'],
    [{ password: 'short', password2: 'short' }, 'ty', 'รหัสผ่านต้องมี 6 ถึง 24 ตัวอักษร'],
    [{ account: 'not-an-email' }, 'hy', '이메일 형식이 올바르지 않습니다'],
    [{ account: '' }, 'ft', '帳號不能為空'],
    [{ code: '' }, 'yn', 'Vui lòng nhập mã xác minh'],
    [{ code: '123456' }, 'en', 'The verification code is wrong or has expired'],
    [{ type: 'fax' }, 'en', 'Please choose phone or e-mail'],
    [{ password: ['x'] }, 'en', 'The password must be 6 to 24 characters'],
  ])('%j in %s', async (change, lang, message) => {
    const before = await countCustomers();
    const res = await api.post('/web/userRegister', { ...valid, ...change, lang });
    expect(res.body).toMatchObject({ code: 1, message, data: null });
    expect(await countCustomers()).toBe(before);
  });

  it('answers malformed JSON, an oversized body and an unknown route with the envelope, never a stack', async () => {
    const malformed = await fetch(`${platform.url}/web/userLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":' });
    expect(await malformed.json()).toMatchObject({ code: 1, message: 'The request body is not valid JSON' });
    const huge = await fetch(`${platform.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'x'.repeat(2_000_000) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 413, message: 'The request is too large' });
    const unknown = await fetch(`${platform.url}/api/v1/no-such-route`);
    expect(unknown.status).toBe(404);
    const body = await unknown.text();
    expect(JSON.parse(body)).toMatchObject({ code: 404, message: 'Not found' });
    expect(body).not.toMatch(/at .*\.js/);
  });

  it('describes the API in an OpenAPI document with the request bodies', async () => {
    const doc = (await (await fetch(`${platform.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/auth/register', '/api/v1/auth/login', '/web/userRegister', '/api/v1/admin/customers']));
    expect(Object.keys(doc.components.schemas.RegisterBody!.properties)).toEqual(
      expect.arrayContaining(['type', 'account', 'code', 'password', 'password2', 'invite_code', 'agree']),
    );
    // Every body in the document is a component generated from a DTO, none written by hand inline.
    const operations = Object.entries(doc.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    // The web apps' API types are generated from this document: the committed copy must be today's.
    const committed = readFileSync(join(__dirname, '../../libs/contracts/openapi.json'), 'utf8');
    expect({ upToDate: JSON.stringify(doc) === JSON.stringify(JSON.parse(committed)), fix: 'npm run api:types' }).toEqual({ upToDate: true, fix: 'npm run api:types' });
    const generated = readFileSync(join(__dirname, '../../libs/contracts/src/http-api.generated.ts'), 'utf8');
    expect(generated).toContain(`sha256 ${createHash('sha256').update(committed).digest('hex')}`);
    const bodies = operations.filter(({ operation }) => operation.requestBody);
    expect(bodies.length).toBeGreaterThan(20);
    for (const { path, method, operation } of bodies)
      for (const content of Object.values(operation.requestBody!.content))
        expect({ path, method, schema: content.schema.$ref?.startsWith('#/components/schemas/') }).toEqual({ path, method, schema: true });
  });

  it('refuses a legacy call without a valid rtoken', async () => {
    const res = await fetch(`${platform.url}/web/tempLogin`);
    expect(await res.json()).toMatchObject({ code: 1, message: 'Missing or invalid request id (rtoken)' });
    const tooLong = await fetch(`${platform.url}/web/tempLogin?rtoken=${'a'.repeat(17)}`);
    expect(((await tooLong.json()) as { code: number }).code).toBe(1);
  });
});

describe('request ids (rtoken / Idempotency-Key)', () => {
  it('makes one demo account for a replay with the same body, and never hands out the first answer\'s token again', async () => {
    const id = rtoken();
    const before = await countCustomers();
    const first = await api.get('/web/tempLogin', { rtoken: id });
    const again = await api.get('/web/tempLogin', { rtoken: id });
    expect(first.body.data.token).toBeTruthy();
    // The token is not kept in request_log (docs/security.md): the replay is told to sign in again.
    expect(again.body).toMatchObject({ message: 'This sign-in was already answered and its token is not kept: sign in again', data: null });
    expect(JSON.stringify(again.body)).not.toContain(first.body.data.token);
    expect(await countCustomers()).toBe(before + 1);
  });

  it('refuses the same id with another body', async () => {
    const id = rtoken();
    await api.post('/web/userLogin', { account: 'a@example.com', password: 'xxxxxx1', rtoken: id });
    const other = await api.post('/web/userLogin', { account: 'b@example.com', password: 'xxxxxx1', rtoken: id });
    expect(other.body).toMatchObject({ code: 1, message: 'This request was already submitted' });
  });

  it('gives one effect to 20 parallel requests with the same Idempotency-Key', async () => {
    const before = await countCustomers();
    const key = `demo-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${platform.url}/api/v1/auth/demo`, { method: 'POST', headers: { 'Idempotency-Key': key } }).then((r) => r.json() as Promise<{ data: { token: string } | null; message: string }>)),
    );
    const tokens = new Set(answers.flatMap((a) => (a.data?.token ? [a.data.token] : [])));
    expect(tokens.size).toBe(1);
    for (const answer of answers)
      if (!answer.data) expect(['This request is still being processed, please wait', 'This sign-in was already answered and its token is not kept: sign in again']).toContain(answer.message);
    expect(await countCustomers()).toBe(before + 1);
  });
});

describe('codes and rate limits', () => {
  it('refuses a second code before the countdown ends', async () => {
    await api.get('/web/getCode', { type: 'email', account: 'countdown@example.com' });
    const again = await api.get('/web/getCode', { type: 'email', account: 'countdown@example.com' });
    expect(again.body.code).toBe(1);
    expect(again.body.data.resend_after).toBeGreaterThan(0);
    expect(again.body.message).toMatch(/Please wait \d+ seconds/);
  });

  it('lets one code register one account only, even with 10 parallel attempts', async () => {
    await api.get('/web/getCode', { type: 'email', account: 'race@example.com' });
    const code = await api.codeFor('race@example.com');
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/web/userRegister', { type: 'email', account: 'race@example.com', code, password: 'secret123', password2: 'secret123', agree: true })),
    );
    expect(attempts.filter((a) => a.body.data?.token)).toHaveLength(1);
    const rows = await platform.db.pool.query("SELECT count(*) AS n FROM customers WHERE email = 'race@example.com'");
    expect(rows.rows[0].n).toBe('1');
  });

  it('locks an account after 5 wrong passwords with 429 and the wait', async () => {
    await api.register('locked@example.com');
    for (let i = 0; i < 5; i++) await api.post('/web/userLogin', { account: 'locked@example.com', password: `wrong-${i}` });
    const blocked = await api.post('/web/userLogin', { account: 'locked@example.com', password: 'secret123' });
    expect(blocked.body.code).toBe(429);
    expect(blocked.body.data.retry_after).toBeGreaterThan(0);
  });
});

describe('passwords', () => {
  it('changes the login password with the old one, forces a logout (1000) and revokes old tokens', async () => {
    const { token } = await api.register('change@example.com');
    const wrongOld = await api.post('/web/updatePassword', { token, type: 'login', old_password: 'nope-nope', password: 'new-secret', password2: 'new-secret' });
    expect(wrongOld.body).toMatchObject({ code: 1, message: 'The current password is wrong' });
    const changed = await api.post('/web/updatePassword', { token, type: 'login', old_password: 'secret123', password: 'new-secret', password2: 'new-secret' });
    expect(changed.body).toMatchObject({ code: 1000, time: 2 });
    expect((await api.get('/web/info', { token })).body.code).toBe(2000);
    expect((await api.post('/web/userLogin', { account: 'change@example.com', password: 'secret123' })).body.code).toBe(1);
    expect((await api.post('/web/userLogin', { account: 'change@example.com', password: 'new-secret' })).body.data.token).toEqual(expect.any(String));
  });

  it('sets a 6-digit trade password confirmed by the login password', async () => {
    const { token } = await api.register('trade@example.com');
    expect((await api.get('/web/hasTpassword', { token })).body.data).toEqual({ has: 0, confirm_with: 'login_password' });
    const letters = await api.post('/web/updatePassword', { token, type: 'trade', login_password: 'secret123', password: '12ab56', password2: '12ab56' });
    expect(letters.body.message).toBe('The trade password must be exactly 6 digits');
    const ok = await api.post('/web/updatePassword', { token, type: 'trade', login_password: 'secret123', password: '135790', password2: '135790' });
    expect(ok.body).toMatchObject({ code: 0, message: 'Trade password saved' });
    expect((await api.get('/web/hasTpassword', { token })).body.data).toEqual({ has: 1, confirm_with: 'login_password' });
  });

  it('resets a forgotten password with a reset code and ends every session', async () => {
    const { token } = await api.register('forgot@example.com');
    await api.get('/web/getCode', { type: 'email', account: 'forgot@example.com', scene: 'reset' });
    const code = await api.codeFor('forgot@example.com');
    const reset = await api.post('/web/forgetPassword', { type: 'email', account: 'forgot@example.com', code, password: 'brand-new', password2: 'brand-new' });
    expect(reset.body.code).toBe(0);
    expect((await api.get('/web/info', { token })).body.code).toBe(2000);
    expect((await api.post('/web/userLogin', { account: 'forgot@example.com', password: 'brand-new' })).body.data.token).toEqual(expect.any(String));
  });
});

describe('demo accounts', () => {
  it('creates a demo account valid 7 days that cannot change passwords', async () => {
    const demo = await api.get('/web/tempLogin');
    const { token, user } = demo.body.data;
    expect(user.is_demo).toBe(1);
    const days = (Date.parse(user.demo_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const change = await api.post('/web/updatePassword', { token, type: 'trade', login_password: 'x', password: '123456', password2: '123456' });
    expect(change.body.message).toBe('Please switch to Live accounts');
  });

  it('logs an expired demo out with 1000 and the regenerate message', async () => {
    const { token } = (await api.get('/web/tempLogin')).body.data;
    platform.clock.advanceDays(7.01);
    try {
      const res = await api.get('/web/info', { token });
      expect(res.body).toMatchObject({ code: 1000, time: 2, message: 'The virtual account has expired, please regenerate' });
    } finally {
      platform.clock.offsetMs = 0;
    }
  });
});

describe('staff and the back office API', () => {
  it('finds a customer and shows every event of theirs, hashes redacted', async () => {
    const { user } = await api.register('timeline@example.com');
    const staff = await api.staffToken();
    const list = await api.admin<{ data: { id: string }[]; total: number }>('GET', '/customers?q=timeline@', staff);
    expect(list.body.data.map((c) => c.id)).toEqual([user.id]);
    const events = await api.admin<{ data: { type: string; data: Record<string, unknown> }[] }>('GET', `/customers/${user.id}/events`, staff);
    // Registering also accepted the agreements in force (the user agreement and the privacy policy).
    expect(events.body.data.map((e) => e.type).sort()).toEqual(['AgreementAccepted', 'AgreementAccepted', 'CustomerRegistered', 'SessionOpened']);
    expect(events.body.data[0]!.type).toBe('CustomerRegistered');
    expect(events.body.data[0]!.data.passwordHash).toBe('[redacted]');
  });

  it('checks every admin route for its role on the server', async () => {
    const admin = await api.staffToken();
    expect((await api.admin('GET', '/customers', null)).status).toBe(401);
    const support = await api.admin<{ data: { id: string } }>('POST', '/staff', admin, { email: 'sue@test.local', name: 'Sue', password: 'support-pass-1', roles: ['support'] });
    expect(support.status).toBe(201);
    await api.admin('POST', '/staff', admin, { email: 'audrey@test.local', name: 'Audrey', password: 'auditor-pass-1', roles: ['auditor'] });
    const sue = await api.staffToken('sue@test.local', 'support-pass-1');
    const audrey = await api.staffToken('audrey@test.local', 'auditor-pass-1');
    expect((await api.admin('GET', '/customers', sue)).status).toBe(200);
    expect((await api.admin('GET', '/outbox', sue)).status).toBe(200);
    expect((await api.admin('GET', '/staff', sue)).status).toBe(403);
    expect((await api.admin('GET', '/staff', audrey)).status).toBe(200);
    expect((await api.admin('POST', '/staff', audrey, { email: 'x@test.local', name: 'X', password: 'xxxxxxxxxx1', roles: ['admin'] })).status).toBe(403);
    expect((await api.admin('PUT', `/staff/${support.body.data.id}`, audrey, { name: 'Sue', roles: ['admin'] })).status).toBe(403);
    const disabled = await api.admin('PUT', `/staff/${support.body.data.id}`, admin, { name: 'Sue', roles: ['support'], disabled: true });
    expect(disabled.status).toBe(200);
    expect((await api.admin('GET', '/customers', sue)).status).toBe(403);
  });
});

describe('events are the truth', () => {
  it('rebuilds the customer, session and staff read models from the log to identical rows', async () => {
    const snapshot = async () => ({
      customers: (await platform.db.pool.query('SELECT * FROM customers ORDER BY id')).rows,
      sessions: (await platform.db.pool.query('SELECT * FROM customer_sessions ORDER BY id')).rows,
      staff: (await platform.db.pool.query('SELECT * FROM staff_members ORDER BY id')).rows,
    });
    const before = await snapshot();
    expect(before.customers.length).toBeGreaterThan(5);
    const store = new EventStore(platform.db.pool);
    await rebuildProjection(store, customersProjection);
    await rebuildProjection(store, staffProjection);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps every stream hash chain intact', async () => {
    const result = await verifyHashChains(platform.db.pool);
    expect(result.checked).toBeGreaterThan(20);
    expect(result.breaks).toEqual([]);
  });
});
