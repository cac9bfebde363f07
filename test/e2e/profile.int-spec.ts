import sharp from 'sharp';
import { call, setTradePassword } from '../support/funding';
import { documentPhoto } from '../support/test-image';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * The profile and the security settings through the API: a nickname and an avatar checked by its
 * bytes, a phone bound and an e-mail changed with a code to the new address and the trade password,
 * a security question, and the anti-phishing phrase at the top of every message sent afterwards.
 */
let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(() => platform.stop());

const avatarForm = (bytes: Buffer, type = 'image/png') => {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), 'me.png');
  return form;
};
const bindCode = async (type: 'email' | 'phone', account: string, area_code?: string) => {
  const sent = await api.post('/api/v1/auth/codes', { type, account, area_code, scene: 'bind' });
  expect(sent.status).toBe(200);
  return api.codeFor(type === 'email' ? account : `+${area_code}${account}`);
};

describe('the profile', () => {
  it('keeps a nickname and an avatar, shown only to their owner; refuses what is not an image', async () => {
    const { token } = await api.register('profile@example.com');
    const named = await call(platform.url, token, 'PUT', '/me/nickname', { nickname: '  Ann  ' });
    expect(named.body).toMatchObject({ code: 1, message: 'Nickname saved', data: { nickname: 'Ann', name: 'Ann', masked_email: 'pr***e@examp…' } });
    expect((await call(platform.url, token, 'PUT', '/me/nickname', { nickname: 'x'.repeat(21) })).body.message).toBe('The nickname must be 1 to 20 characters');

    const notImage = await call(platform.url, token, 'POST', '/me/avatar', avatarForm(Buffer.from('<svg onload=alert(1)>')));
    expect({ status: notImage.status, message: notImage.body.message }).toEqual({ status: 400, message: 'Only JPG, JPEG or PNG images are accepted' });
    const picture = documentPhoto(64, 64, [200, 120, 80]);
    const saved = await call(platform.url, token, 'POST', '/me/avatar', avatarForm(picture));
    expect(saved.body.data.avatar_id).toEqual(expect.any(String));
    const own = await fetch(`${platform.url}/api/v1/me/avatar`, { headers: { authorization: `Bearer ${token}` } });
    // Served re-encoded (test/security/uploads.int-spec.ts): the same pixels, not the bytes sent.
    const served = Buffer.from(await own.arrayBuffer());
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(picture).raw().toBuffer());
    const { token: other } = await api.register('nosy@example.com');
    expect((await fetch(`${platform.url}/api/v1/me/avatar`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(404);
  });

  it('binds a phone with a code sent to it and the trade password; the phone then logs in', async () => {
    const { token } = await api.register('binder@example.com');
    await setTradePassword(api, token);
    const code = await bindCode('phone', '91234567', '852');
    const wrongPassword = await call(platform.url, token, 'POST', '/me/contact', { type: 'phone', account: '91234567', area_code: '852', code, trade_password: '111111' });
    expect(wrongPassword.body.message).toBe('The trade password is wrong');
    const wrongCode = await call(platform.url, token, 'POST', '/me/contact', { type: 'phone', account: '91234567', area_code: '852', code: code === '000000' ? '111111' : '000000', trade_password: '246810' });
    expect(wrongCode.body.message).toBe('The verification code is wrong or has expired');
    const bound = await call(platform.url, token, 'POST', '/me/contact', { type: 'phone', account: '91234567', area_code: '852', code, trade_password: '246810' });
    expect(bound.body).toMatchObject({ code: 1, data: { phone: '91234567', area_code: '852', email: 'binder@example.com' } });
    const login = await api.post('/web/userLogin', { account: '+85291234567', password: 'secret123' });
    expect(login.body.data.user.email).toBe('binder@example.com');

    // Someone else's address: no code is sent for it, and binding it is refused.
    const { token: second } = await api.register('second@example.com');
    await setTradePassword(api, second);
    expect((await api.post('/api/v1/auth/codes', { type: 'email', account: 'binder@example.com', scene: 'bind' })).status).toBe(200);
    const taken = await call(platform.url, second, 'POST', '/me/contact', { type: 'email', account: 'binder@example.com', code: '123456', trade_password: '246810' });
    expect(taken.body.message).toBe('This account is already registered');
  });

  it('changes the e-mail: the old one no longer logs in, the new one does', async () => {
    const { token } = await api.register('old.address@example.com');
    await setTradePassword(api, token);
    const code = await bindCode('email', 'new.address@example.com');
    const changed = await call(platform.url, token, 'POST', '/me/contact', { type: 'email', account: 'new.address@example.com', code, trade_password: '246810' });
    expect(changed.body.data.email).toBe('new.address@example.com');
    expect((await api.post('/web/userLogin', { account: 'old.address@example.com', password: 'secret123' })).body.data).toBeNull();
    expect((await api.post('/web/userLogin', { account: 'new.address@example.com', password: 'secret123' })).body.data.token).toEqual(expect.any(String));
  });
});

describe('security settings', () => {
  it('sets a security question with the trade password, keeping only a hash of the answer', async () => {
    const { token, user } = await api.register('question@example.com');
    await setTradePassword(api, token);
    expect((await call(platform.url, token, 'PUT', '/security/question', { questionId: 4, answer: 'Lisbon', trade_password: '246810' })).body.message).toBe(
      'Please choose one of the security questions',
    );
    const set = await call(platform.url, token, 'PUT', '/security/question', { questionId: 3, answer: ' Lisbon ', trade_password: '246810' });
    expect(set.body).toMatchObject({ code: 1, message: 'Security question saved', data: { securityQuestion: 3 } });
    const { rows } = await platform.db.pool.query<{ security_answer_hash: string }>('SELECT security_answer_hash FROM customers WHERE id = $1', [user.id]);
    expect(rows[0]!.security_answer_hash).not.toContain('isbon');
  });

  it('puts the anti-phishing phrase at the top of every message sent afterwards', async () => {
    const { token } = await api.register('phrase@example.com');
    await setTradePassword(api, token);
    const set = await call(platform.url, token, 'PUT', '/security/anti-phishing', { phrase: 'blue heron', trade_password: '246810' });
    expect(set.body.data.antiPhishingPhrase).toBe('blue heron');
    await api.post('/api/v1/auth/codes', { type: 'email', account: 'phrase@example.com', scene: 'reset' });
    const staff = await api.staffToken();
    const outbox = await api.admin<{ data: { body: string }[] }>('GET', `/outbox?recipient=phrase%40example.com&_sort=id&_order=DESC`, staff);
    expect(outbox.body.data[0]!.body.split('\n')[0]).toBe('Your anti-phishing phrase: blue heron');
  });

  it('stops trade password guesses after five', async () => {
    const { token } = await api.register('guesser@example.com');
    await setTradePassword(api, token);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call(platform.url, token, 'PUT', '/security/anti-phishing', { phrase: 'x', trade_password: '000000' })).status).toBe(400);
    }
    expect((await call(platform.url, token, 'PUT', '/security/anti-phishing', { phrase: 'x', trade_password: '246810' })).status).toBe(429);
  });
});
