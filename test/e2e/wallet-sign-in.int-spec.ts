import { createHash } from 'node:crypto';
import { createSiweMessage } from 'viem/siwe';
import { EventStore, rebuildProjection } from '@meridian/eventstore';
import { customersProjection } from '@meridian/identity';
import { call, createFinanceStaff, fund, openDepositChannel } from '../support/funding';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { postWalletSignIn, signInWithWallet, testWallet, walletNonce } from '../support/wallet-signer';

/**
 * Sign-In with Ethereum (EIP-4361) through the real API: the test signs with keys it knows, as a wallet
 * app would, and the platform checks the signature, the site, the times and the one-time nonce.
 */
let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(() => platform.stop());

const customersWith = async (address: string) =>
  (
    await platform.db.pool.query<{ id: string; account_type: string; password_hash: string }>(
      'SELECT id, account_type, password_hash FROM customers WHERE wallet_address = $1',
      [address],
    )
  ).rows;

describe('a wallet signs in with a signed one-time message', () => {
  const wallet = testWallet(0x11);

  it('registers a new address as a customer, then logs the same address in as that customer', async () => {
    const first = await signInWithWallet(api, wallet);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      code: 1,
      data: { token: expect.any(String), user: { type: 'wallet', wallet_address: wallet.address, is_demo: 0 } },
    });
    expect(first.body.data.user.account_display).toBe(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`);
    const info = await api.get('/web/info', { token: first.body.data.token });
    expect(info.body).toMatchObject({ code: 7, data: { id: first.body.data.user.id, wallet_address: wallet.address } });

    const second = await signInWithWallet(api, wallet);
    expect(second.status).toBe(200);
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.token).not.toBe(first.body.data.token);
    const rows = await customersWith(wallet.address);
    expect(rows).toHaveLength(1);
    // No password reaches the account: there is none to log in with.
    expect(rows[0]!.password_hash).not.toMatch(/^scrypt\$/);
  });

  it('names the platform’s site, the address, a nonce and an expiry ten minutes on', async () => {
    const nonce = await walletNonce(api, wallet.address.toLowerCase());
    // The site is the platform's public address (PUBLIC_URL), never one the request names.
    expect(nonce.uri).toBe(`http://${nonce.domain}/login`);
    expect(nonce.message.startsWith(`${nonce.domain} wants you to sign in with your Ethereum account:\n${wallet.address}\n`)).toBe(true);
    expect(nonce.message).toContain(`Nonce: ${nonce.nonce}`);
    expect(nonce.message).toContain(`Expiration Time: ${nonce.expiration_time}`);
    expect(Date.parse(nonce.expiration_time) - Date.parse(nonce.issued_at)).toBe(600_000);
    // Only the nonce's hash is kept.
    const stored = await platform.db.pool.query('SELECT nonce_hash FROM wallet_sign_in_nonces WHERE address = $1', [wallet.address]);
    expect(stored.rows.map((row) => row.nonce_hash)).toContain(createHash('sha256').update(nonce.nonce).digest('hex'));
    expect(stored.rows.map((row) => row.nonce_hash)).not.toContain(nonce.nonce);
  });

  it('refuses a replayed nonce, in the customer’s language', async () => {
    const used = await signInWithWallet(api, wallet);
    expect(used.status).toBe(200);
    const replay = await postWalletSignIn(api, { message: used.message, signature: used.signature, lang: 'jp' });
    expect(replay).toMatchObject({
      status: 400,
      body: { code: 1, data: null, message: 'このウォレットのサインイン要求はすでに使用されています。もう一度サインインしてください' },
    });
  });

  it('refuses an expired message', async () => {
    const { message } = await walletNonce(api, wallet.address);
    const signature = await wallet.signMessage({ message });
    platform.clock.offsetMs += 11 * 60_000;
    try {
      const late = await postWalletSignIn(api, { message, signature, lang: 'xby' });
      expect(late).toMatchObject({
        status: 400,
        body: { code: 1, message: 'Esta solicitud de inicio de sesión con billetera ha caducado. Vuelva a iniciar sesión' },
      });
    } finally {
      platform.clock.offsetMs -= 11 * 60_000;
    }
    // A message the wallet was given with an end already past is refused the same way.
    const nonce = await walletNonce(api, wallet.address);
    const ended = createSiweMessage({
      domain: nonce.domain,
      address: wallet.address,
      uri: nonce.uri,
      version: '1',
      chainId: 1,
      nonce: nonce.nonce,
      issuedAt: new Date(Date.now() - 120_000),
      expirationTime: new Date(Date.now() - 60_000),
    });
    const refused = await postWalletSignIn(api, { message: ended, signature: await wallet.signMessage({ message: ended }) });
    expect(refused).toMatchObject({ status: 400, body: { message: 'This wallet sign-in request has expired. Please sign in again' } });
  });

  it('refuses a message for another site, and the refusal does not spend the nonce', async () => {
    const nonce = await walletNonce(api, wallet.address);
    const elsewhere = createSiweMessage({
      domain: 'evil.example',
      address: wallet.address,
      uri: 'https://evil.example/login',
      version: '1',
      chainId: 1,
      nonce: nonce.nonce,
      issuedAt: new Date(nonce.issued_at),
      expirationTime: new Date(nonce.expiration_time),
    });
    const refused = await postWalletSignIn(api, {
      message: elsewhere,
      signature: await wallet.signMessage({ message: elsewhere }),
      lang: 'ft',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 1, message: `此登入訊息指向其他網站。請只在 ${nonce.domain} 使用錢包登入` },
    });
    const own = await postWalletSignIn(api, { message: nonce.message, signature: await wallet.signMessage({ message: nonce.message }) });
    expect(own.status).toBe(200);
  });

  it('refuses a message changed after signing, and a signature by another key, with 401', async () => {
    const nonce = await walletNonce(api, wallet.address);
    const signature = await wallet.signMessage({ message: nonce.message });
    const tampered = nonce.message.replace(/Expiration Time: .*/, 'Expiration Time: 2099-01-01T00:00:00.000Z');
    expect(await postWalletSignIn(api, { message: tampered, signature })).toMatchObject({
      status: 401,
      body: { code: 1, message: 'The signature does not match this wallet and message. Please sign again in your wallet' },
    });
    const byAnother = await testWallet(0x22).signMessage({ message: nonce.message });
    expect(await postWalletSignIn(api, { message: nonce.message, signature: byAnother, lang: 'hy' })).toMatchObject({
      status: 401,
      body: { message: '서명이 이 지갑과 메시지와 일치하지 않습니다. 지갑에서 다시 서명하세요' },
    });
    expect((await postWalletSignIn(api, { message: nonce.message, signature })).status).toBe(200);
  });

  it('refuses a nonce issued for another address', async () => {
    const other = testWallet(0x33);
    const nonce = await walletNonce(api, wallet.address);
    const borrowed = nonce.message.replace(wallet.address, other.address);
    const res = await postWalletSignIn(api, { message: borrowed, signature: await other.signMessage({ message: borrowed }) });
    expect(res).toMatchObject({ status: 400, body: { message: 'This wallet sign-in request was already used. Please sign in again' } });
    expect(await customersWith(other.address)).toHaveLength(0);
  });

  it('refuses what is not an address, a message or a signature, with a 400 that says so', async () => {
    expect(await api.get('/api/v1/auth/wallet/nonce', { address: '0x1234', lang: 'zh' })).toMatchObject({
      status: 400,
      body: { message: '这不是以太坊钱包地址' },
    });
    const bad = await postWalletSignIn(api, { message: 'hello', signature: `0x${'ab'.repeat(65)}` });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'The wallet sign-in message could not be read. Please start the wallet sign-in again' },
    });
    const { message } = await walletNonce(api, wallet.address);
    expect(await postWalletSignIn(api, { message, signature: '0xnot' })).toMatchObject({ status: 400, body: { code: 1 } });
  });
});

describe('a first sign-in registers once, with the inviter, and is counted like a login', () => {
  it('two first sign-ins of one wallet at once make one customer, and both sign in as it', async () => {
    const wallet = testWallet(0x44);
    const [a, b] = await Promise.all([signInWithWallet(api, wallet), signInWithWallet(api, wallet)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.user.id).toBe(b.body.data.user.id);
    expect(await customersWith(wallet.address)).toHaveLength(1);
  });

  it('binds a new wallet to the inviter whose code it brings', async () => {
    const inviter = await api.register('wallet-inviter@example.com');
    const wallet = testWallet(0x55);
    const res = await signInWithWallet(api, wallet, { invite_code: inviter.user.invitation_code });
    const row = await platform.db.pool.query('SELECT invited_by FROM customers WHERE id = $1', [res.body.data.user.id]);
    expect(row.rows[0].invited_by).toBe(inviter.user.id);
  });

  it('counts every try first: a burst of wrong signatures for one wallet gets five checked, the rest 429', async () => {
    const wallet = testWallet(0x66);
    const nonce = await walletNonce(api, wallet.address);
    const wrong = await testWallet(0x77).signMessage({ message: nonce.message });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postWalletSignIn(api, { message: nonce.message, signature: wrong })));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    // The window is used up: even the wallet's own signature waits.
    const right = await postWalletSignIn(api, { message: nonce.message, signature: await wallet.signMessage({ message: nonce.message }) });
    expect(right.status).toBe(429);
  });
});

describe('a wallet customer’s trade password', () => {
  it('is confirmed with a fresh signature of the customer’s own wallet, once, and then lets the customer withdraw', async () => {
    const wallet = testWallet(0x88);
    const { token } = (await signInWithWallet(api, wallet)).body.data;
    const password = (body: Record<string, unknown>) => call(platform.url, token, 'POST', '/me/password', { type: 'trade', password: '135790', password2: '135790', ...body });
    const state = async () => (await call(platform.url, token, 'GET', '/me/trade-password', undefined, null)).body.data;
    expect(await state()).toEqual({ has: 0, confirm_with: 'wallet' });

    // There is no login password to give: the wallet must sign.
    expect((await password({ login_password: 'anything' })).body).toMatchObject({ code: 1, message: 'Confirm with your wallet: sign the message your wallet shows' });
    // Another wallet's signature of the customer's message, or the customer's signature of another wallet's message: refused.
    const nonce = await walletNonce(api, wallet.address);
    const stranger = testWallet(0x99);
    expect((await password({ wallet_message: nonce.message, wallet_signature: await stranger.signMessage({ message: nonce.message }) })).status).toBe(400);
    const strangers = await walletNonce(api, stranger.address);
    expect((await password({ wallet_message: strangers.message, wallet_signature: await stranger.signMessage({ message: strangers.message }) })).body.message).toBe(
      'The signature does not match this wallet and message. Please sign again in your wallet',
    );
    expect(await state()).toEqual({ has: 0, confirm_with: 'wallet' });

    const signature = await wallet.signMessage({ message: nonce.message });
    const set = await password({ wallet_message: nonce.message, wallet_signature: signature });
    expect(set).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await state()).toEqual({ has: 1, confirm_with: 'wallet' });
    // The nonce is spent: the same signature changes nothing again.
    expect((await password({ wallet_message: nonce.message, wallet_signature: signature })).body.message).toBe('This wallet sign-in request was already used. Please sign in again');

    // With it the customer withdraws, as any customer does.
    platform.clock.setNextUtc(6); // 14:00 in Hong Kong: inside the withdrawal window
    const staff = await createFinanceStaff(api);
    await openDepositChannel(api, staff.fin1);
    await fund(api, platform.url, token, staff.fin1, '500');
    const withdrawal = await call(platform.url, token, 'POST', '/withdrawals', {
      method: 'crypto',
      coin: 'USDT',
      chain: 'ERC20',
      address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      amount: '100',
      trade_password: '135790',
    });
    expect(withdrawal.body).toMatchObject({ code: 1, data: { status: expect.any(String), amount: '100.000000' } });
  });
});

describe('events are the truth', () => {
  it('rebuilds the wallet customers from the log to identical rows, addresses included', async () => {
    const walletCustomers = async () =>
      (await platform.db.pool.query('SELECT * FROM customers WHERE wallet_address IS NOT NULL ORDER BY id')).rows;
    const before = await walletCustomers();
    expect(before.length).toBeGreaterThanOrEqual(3);
    await rebuildProjection(new EventStore(platform.db.pool), customersProjection);
    expect(await walletCustomers()).toEqual(before);
  });
});
