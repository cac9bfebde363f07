import { call, createFinanceStaff, fund, openDepositChannel, setTradePassword, confirmProposal } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * Identity verification through the API: three tiers submitted with photos checked by their bytes,
 * reviewed by compliance (advanced by two officers), one identity per person platform-wide, images
 * shown only to their owner and to staff, and the verified nationality reaching the trading service.
 */
let platform: TestPlatform;
let api: Client;
const officers: string[] = [];
let support: string;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const photo = (bytes: Buffer = PNG, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  platform.clock.setNextUtc(6); // 14:00 in Hong Kong: inside the withdrawal window
  const admin = await api.staffToken();
  for (const [email, roles] of [
    ['officer1@kyc.test', ['compliance']],
    ['officer2@kyc.test', ['compliance']],
    ['support@kyc.test', ['support']],
  ] as const) {
    await api.admin('POST', '/staff', admin, { email, name: email.split('@')[0], password: 'officer-pass-1', roles });
  }
  officers.push(await api.staffToken('officer1@kyc.test', 'officer-pass-1'), await api.staffToken('officer2@kyc.test', 'officer-pass-1'));
  support = await api.staffToken('support@kyc.test', 'officer-pass-1');
});
afterAll(() => platform.stop());

function primaryForm(fields: Record<string, string> = {}, images: Record<string, Blob> = { front: photo(), back: photo(), handheld: photo() }): FormData {
  const form = new FormData();
  const values = { country: 'th', realName: 'Somchai Jaidee', documentType: '1', documentNumber: '1103700012345', bankName: 'Kasikorn Bank', cardNumber: '4111111111111111', ...fields };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const [role, blob] of Object.entries(images)) form.append(role, blob, `${role}.png`);
  return form;
}

const status = async (token: string) => (await call(platform.url, token, 'GET', '/kyc', undefined, null)).body.data;
const queueEntry = async (customerId: string, tier: string) => {
  const queue = await api.admin<{ data: { id: string; customerId: string; tier: string; approvals: string[] }[] }>('GET', `/kyc?tier=${tier}&customerId=${customerId}`, officers[0]!);
  return queue.body.data[0]!;
};

describe('identity verification through the API', () => {
  it('refuses a photo that is not an image, a missing photo or a bad nationality, and changes nothing', async () => {
    const { token } = await api.register('bad-photos@example.com');
    const notImage = await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({}, { front: photo(Buffer.from('not a picture'), 'image/png'), back: photo(), handheld: photo() }));
    expect({ status: notImage.status, message: notImage.body.message }).toEqual({ status: 400, message: 'Only JPG, JPEG or PNG images are accepted' });
    const missing = await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({}, { front: photo(), back: photo() }));
    expect(missing.body.message).toBe('Please add the handheld photo');
    const country = await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({ country: 'XX' }));
    expect(country.body.message).toBe('Please choose your nationality');
    const tooBig = await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({}, { front: photo(Buffer.alloc(8 * 1024 * 1024 + 10)), back: photo(), handheld: photo() }));
    expect(tooBig.status).toBe(413);
    expect((await status(token)).tiers.primary.status).toBe('none');
  });

  it('takes primary verification, shows its photos to the owner only, and lets compliance approve it', async () => {
    const { token, user } = await api.register('somchai@example.com');
    const submitted = await call(platform.url, token, 'POST', '/kyc/primary', primaryForm());
    expect(submitted.status).toBe(201);
    expect(submitted.body.data.tiers.primary).toMatchObject({ status: 'under_review', details: { country: 'TH', documentNumber: '********2345', cardNumber: '********1111' } });
    const again = await call(platform.url, token, 'POST', '/kyc/primary', primaryForm());
    expect(again.body.message).toBe('Your verification is under review; please wait for the result');
    expect((await call(platform.url, token, 'POST', '/kyc/advanced', new FormData())).status).toBe(400);

    const imageId = submitted.body.data.tiers.primary.images[0].imageId as string;
    const own = await fetch(`${platform.url}/api/v1/kyc/images/${imageId}`, { headers: { authorization: `Bearer ${token}` } });
    expect([own.status, own.headers.get('content-type')]).toEqual([200, 'image/png']);
    const { token: other } = await api.register('curious@example.com');
    expect((await fetch(`${platform.url}/api/v1/kyc/images/${imageId}`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(404);
    expect((await fetch(`${platform.url}/api/v1/admin/kyc/images/${imageId}`, { headers: { authorization: `Bearer ${support}` } })).status).toBe(200);

    const entry = await queueEntry(user.id, 'primary');
    expect(entry).toMatchObject({ tier: 'primary', details: { documentNumber: '1103700012345' } });
    expect((await api.admin('POST', `/kyc/${entry.id}/approve`, support)).status).toBe(403);
    const approved = await api.admin<{ data: { status: string; customerLevel: string } }>('POST', `/kyc/${entry.id}/approve`, officers[0]!);
    expect(approved.body.data).toMatchObject({ status: 'approved', customerLevel: 'primary' });
    expect(await status(token)).toMatchObject({ level: 'primary', country: 'TH', limits: { withdrawPerDay: '100000' } });
    expect((await api.admin('POST', `/kyc/${entry.id}/approve`, officers[1]!)).body).toMatchObject({ message: 'This request has already been reviewed' });

    // The verified nationality reaches the trading service, where it decides what is offered.
    await eventually(async () => expect((await call(platform.url, token, 'GET', '/options/eligibility', undefined, null)).body.data).toMatchObject({ country: 'TH', basis: 'verified' }));
  });

  it('verifies one person once: the same name and document on another account is refused', async () => {
    const { token } = await api.register('somchai-again@example.com');
    const copy = await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({ realName: 'SOMCHAI  JAIDEE', documentNumber: '1-1037-00012-34-5' }));
    expect({ status: copy.status, message: copy.body.message }).toEqual({ status: 400, message: 'This identity is already verified' });
  });

  it('approves only one of two accounts that submitted the same identity, even when both are approved at once', async () => {
    const twins = await Promise.all(['twin-a@example.com', 'twin-b@example.com'].map((email) => api.register(email)));
    for (const twin of twins) expect((await call(platform.url, twin.token, 'POST', '/kyc/primary', primaryForm({ realName: 'Tess Twin', documentNumber: 'T0000001' }))).status).toBe(201);
    const entries = await Promise.all(twins.map((twin) => queueEntry(twin.user.id, 'primary')));
    const answers = await Promise.all(entries.map((entry, i) => api.admin<{ message?: string; data?: { status: string } }>('POST', `/kyc/${entry.id}/approve`, officers[i]!)));
    expect(answers.map((answer) => answer.body.data?.status ?? answer.body.message).sort()).toEqual(['This identity is already verified', 'approved']);
    const levels = await Promise.all(twins.map(async (twin) => (await status(twin.token)).level));
    expect(levels.sort()).toEqual(['primary', 'unverified']);
  });

  it('needs two different officers for advanced verification', async () => {
    const { token, user } = await api.register('advanced@example.com');
    await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({ realName: 'Ann Advanced', documentNumber: 'P1234567' }));
    await api.admin('POST', `/kyc/${(await queueEntry(user.id, 'primary')).id}/approve`, officers[0]!);
    const form = new FormData();
    for (const [name, value] of Object.entries({ occupation: 'engineer', sourceOfWealth: 'salary', monthlyIncome: '3000', expectedInvestment: '20000', assetProofType: 'bank_deposit' })) form.append(name, value);
    form.append('asset_proof', photo(), 'statement.png');
    expect((await call(platform.url, token, 'POST', '/kyc/advanced', form)).status).toBe(201);
    const entry = await queueEntry(user.id, 'advanced');
    const first = await api.admin<{ data: { status: string; approvals: string[] } }>('POST', `/kyc/${entry.id}/approve`, officers[0]!);
    expect(first.body.data).toMatchObject({ status: 'under_review', approvals: [expect.any(String)] });
    const same = await api.admin<{ message: string }>('POST', `/kyc/${entry.id}/approve`, officers[0]!);
    expect(same.body.message).toBe('Advanced verification needs a second, different approver');
    const second = await api.admin<{ data: { status: string; customerLevel: string } }>('POST', `/kyc/${entry.id}/approve`, officers[1]!);
    expect(second.body.data).toMatchObject({ status: 'approved', customerLevel: 'advanced' });
  });

  it('rejects with a reason the customer reads, and takes the corrected submission', async () => {
    const { token, user } = await api.register('address@example.com');
    await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({ realName: 'Bea Address', documentNumber: 'D7654321' }));
    await api.admin('POST', `/kyc/${(await queueEntry(user.id, 'primary')).id}/approve`, officers[1]!);
    const bill = () => {
      const form = new FormData();
      form.append('address', '99 Sukhumvit Road, Bangkok 10110');
      form.append('bill', photo(), 'bill.png');
      return form;
    };
    await call(platform.url, token, 'POST', '/kyc/address', bill());
    const entry = await queueEntry(user.id, 'address');
    expect((await api.admin('POST', `/kyc/${entry.id}/reject`, officers[0]!, { reason: ' ' })).status).toBe(400);
    await api.admin('POST', `/kyc/${entry.id}/reject`, officers[0]!, { reason: 'The bill is older than three months' });
    expect((await status(token)).tiers.address).toMatchObject({ status: 'rejected', reason: 'The bill is older than three months' });
    expect((await call(platform.url, token, 'POST', '/kyc/address', bill())).body.data.tiers.address.status).toBe('under_review');
  });

  it('lets compliance change what each level allows, with a reason; withdrawals follow the new table', async () => {
    const finance = await createFinanceStaff(api);
    await openDepositChannel(api, finance.fin1, 'USDT-ERC20', '0x52908400098527886E0F7030069857D2E4169EE8');
    const { token } = await api.register('limits@example.com');
    await fund(api, platform.url, token, finance.fin1, '40000');
    await setTradePassword(api, token);
    const withdraw = (amount: string) =>
      call(platform.url, token, 'POST', '/withdrawals', { method: 'crypto', coin: 'USDT', chain: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', amount, trade_password: '246810' });
    expect((await withdraw('25000')).body.message).toMatch(/^Your verification level allows 20,000 USDT/);

    const current = await api.admin<{ data: { limits: { level: string; withdrawPerDay: string }[]; reason: string | null } }>('GET', '/verification-limits/current', support);
    expect(current.body.data.reason).toBeNull();
    const raised = current.body.data.limits.map((row) => (row.level === 'unverified' ? { ...row, withdrawPerDay: '30000' } : row));
    expect((await api.admin('PUT', '/verification-limits/current', support, { limits: raised, reason: 'support may not' })).status).toBe(403);
    const backwards = raised.map((row) => (row.level === 'primary' ? { ...row, withdrawPerDay: '29999' } : row));
    expect((await api.admin('PUT', '/verification-limits/current', officers[0]!, { limits: backwards, reason: 'typo' })).status).toBe(400);
    // A higher limit loosens a control: it waits for a second officer, and the proposer cannot confirm it.
    const asked = await api.admin<{ proposal: { id: string; fields: string[] } | null }>('PUT', '/verification-limits/current', officers[0]!, { limits: raised, reason: 'Q4 review: unverified customers may withdraw more' });
    expect(asked.body.proposal?.fields).toEqual(['unverified.withdrawPerDay']);
    expect((await withdraw('25000')).body.message).toMatch(/^Your verification level allows 20,000 USDT/);
    expect((await api.admin('POST', `/proposals/kyc/${asked.body.proposal!.id}/confirm`, officers[0]!, {})).status).toBe(400);
    await confirmProposal(api, 'kyc', asked, officers[1]!);
    const changed = await api.admin<{ data: { reason: string; changedBy: string } }>('GET', '/verification-limits/current', support);
    expect(changed.body.data.reason).toBe('Q4 review: unverified customers may withdraw more');

    const published = await fetch(`${platform.url}/api/v1/kyc/limits`).then((res) => res.json() as Promise<{ data: { items: { level: string; withdrawPerDay: string }[] } }>);
    expect(published.data.items.find((row) => row.level === 'unverified')!.withdrawPerDay).toBe('30000');
    await eventually(async () => expect((await withdraw('25000')).status).toBe(201));
    // Back to the defaults for the tests after this one.
    await api.admin('PUT', '/verification-limits/current', officers[0]!, { limits: current.body.data.limits, reason: 'restored' });
    await eventually(async () => expect((await withdraw('5000.01')).body.message).toMatch(/^Your verification level allows 20,000 USDT/));
  });

  it('holds a day’s withdrawals to what the verification level allows, and lifts the limit once verified', async () => {
    const finance = await createFinanceStaff(api);
    await openDepositChannel(api, finance.fin1);
    const { token, user } = await api.register('withdraws@example.com');
    await fund(api, platform.url, token, finance.fin1, '40000');
    await setTradePassword(api, token);
    const withdraw = (amount: string) =>
      call(platform.url, token, 'POST', '/withdrawals', { method: 'crypto', coin: 'USDT', chain: 'ERC20', address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', amount, trade_password: '246810' });
    expect((await withdraw('15000')).status).toBe(201);
    const over = await withdraw('5000.01');
    expect({ status: over.status, message: over.body.message }).toEqual({
      status: 400,
      message: 'Your verification level allows 20,000 USDT of withdrawals a day; 5,000.00 USDT is left today. Verify further to raise it.',
    });
    // The same level caps one option's stake.
    expect((await call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from: 'bba', to: 'jg', amount: '1000' })).body.code).toBe(1);
    const option = () => call(platform.url, token, 'POST', '/options/orders', { symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '600' });
    await eventually(async () => expect((await option()).body.message).toBe('Your verification level allows at most 500 USDT per option; verify further to stake more'));

    await call(platform.url, token, 'POST', '/kyc/primary', primaryForm({ realName: 'Will Draw', documentNumber: 'W1234567' }));
    await api.admin('POST', `/kyc/${(await queueEntry(user.id, 'primary')).id}/approve`, officers[0]!);
    await eventually(async () => expect((await withdraw('6000')).status).toBe(201));
    await eventually(async () => expect((await option()).body).toMatchObject({ code: 1, data: { status: 'waiting', amount: '600.000000' } }));
  });

  it('publishes what each level allows', async () => {
    const limits = await fetch(`${platform.url}/api/v1/kyc/limits`).then((res) => res.json() as Promise<{ data: { items: { level: string; withdrawPerDay: string; canBorrow: boolean }[] } }>);
    expect(limits.data.items.map((item) => [item.level, item.withdrawPerDay, item.canBorrow])).toEqual([
      ['unverified', '20000', false],
      ['primary', '100000', false],
      ['advanced', '500000', true],
      ['address', '1000000', true],
    ]);
  });
});
