import { call, createFinanceStaff } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * A first loan through the apps alone (issue 20, item 1): a verified customer without a score asks
 * for an evaluation with proofs; it waits in finance's queue (oldest first) until finance sets the
 * score with a reason; the customer's standing says so, and the loan form takes the verified nationality.
 */
let platform: TestPlatform;
let api: Client;
let staff: Awaited<ReturnType<typeof createFinanceStaff>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  staff = await createFinanceStaff(api);
  await createComplianceOfficers(api);
});
afterAll(() => platform.stop());

interface Standing {
  score: number | null;
  evaluatedAt: string | null;
  evaluationRequestedAt: string | null;
  refusal: string | null;
  limit: string;
}
interface QueueRow {
  customerId: string;
  requestedAt: string;
  proofs: { imageId: string }[];
}

const proofs = (count: number) => {
  const form = new FormData();
  for (let n = 0; n < count; n++) form.append('proofs', testPhoto(), `proof${n + 1}.png`);
  return form;
};
const standing = async (token: string) => (await call(platform.url, token, 'GET', '/credit')).body.data as Standing;
const queue = async () => (await api.admin<{ data: QueueRow[]; total: number }>('GET', '/credit-requests', staff.auditor)).body;

let count = 0;
async function verifiedCustomer(): Promise<{ token: string; id: string }> {
  const { token, user } = await api.register(`evaluation${(count += 1)}@example.com`);
  await verify(api, platform.url, token, user.id, 'advanced', { realName: `Applicant ${count}`, documentNumber: `V${2000000 + count}` });
  await eventually(async () => expect((await standing(token)).refusal).toBe('loans.noScore'));
  return { token, id: user.id };
}

describe('a credit evaluation asked for in the app', () => {
  it('waits in finance’s queue oldest first, is answered by a score with a reason, and opens the loan form', async () => {
    const first = await verifiedCustomer();
    const second = await verifiedCustomer();

    // Nothing to evaluate: refused in the customer's language; a demo cannot ask.
    const empty = await call(platform.url, first.token, 'POST', '/credit/evaluation?lang=yn', proofs(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Vui lòng thêm ít nhất một ảnh chứng minh');

    const asked = await call(platform.url, first.token, 'POST', '/credit/evaluation', proofs(2));
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ score: null, refusal: 'loans.noScore' });
    expect(asked.body.data.evaluationRequestedAt).toEqual(expect.any(String));
    // Asking twice while it waits is refused: the queue holds one request per customer.
    const again = await call(platform.url, first.token, 'POST', '/credit/evaluation', proofs(1));
    expect(again.body.message).toBe('An evaluation is already waiting for finance’s review');

    // Proofs sent before are enough for the second customer.
    expect((await call(platform.url, second.token, 'POST', '/credit/proofs', proofs(1))).status).toBe(201);
    platform.clock.offsetMs += 1000;
    expect((await call(platform.url, second.token, 'POST', '/credit/evaluation', proofs(0))).status).toBe(201);

    const waiting = await queue();
    const mine = waiting.data.filter((row) => [first.id, second.id].includes(row.customerId));
    expect(mine.map((row) => [row.customerId, row.proofs.length])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    // The queue serves the proofs to staff.
    const image = await fetch(`${platform.url}/api/v1/admin/loans/images/${mine[0]!.proofs[0]!.imageId}`, { headers: { authorization: `Bearer ${staff.fin1}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    // Only finance decides; the answer leaves the queue and tells the customer.
    expect((await api.admin('PUT', `/credit/${first.id}`, staff.auditor, { score: 720, reason: 'Salary slips checked' })).status).toBe(403);
    expect((await api.admin('PUT', `/credit/${first.id}`, staff.fin1, { score: 720, reason: 'Salary slips checked' })).status).toBe(200);
    const after = await queue();
    expect(after.data.map((row) => row.customerId)).not.toContain(first.id);
    expect(after.data.map((row) => row.customerId)).toContain(second.id);
    expect(after.total).toBe(waiting.total - 1);
    const told = await standing(first.token);
    expect(told).toMatchObject({ score: 720, evaluationRequestedAt: null, refusal: null, limit: '20000.000000' });
    expect(told.evaluatedAt).toEqual(expect.any(String));

    // The loan form sends the verified nationality (the ISO code kyc recorded), which the server takes.
    const kyc = (await call(platform.url, first.token, 'GET', '/kyc')).body.data as { country: string };
    expect(kyc.country).toBe('SG');
    const form = new FormData();
    const fields = { productId: 'loan-7d', amount: '1000', agreed: 'true', name: 'Applicant 1', country: kyc.country, address: '1 Main St', birthDate: '1990-01-31', phone: '+6591234567', monthlyIncome: '6000' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const role of ['idFront', 'idBack']) form.append(role, testPhoto(), `${role}.png`);
    const applied = await call(platform.url, first.token, 'POST', '/loans', form);
    expect(applied.body.data).toMatchObject({ status: 'pending', amount: '1000.000000' });

    // Beside the loan under review, staff see every account of the customer, empty ones too.
    const accounts = await api.admin<{ data: { type: string; coin: string; available: string; frozen: string }[] }>('GET', `/customers/${first.id}/balances`, staff.fin1);
    expect(accounts.body.data.map((row) => row.type).sort()).toEqual(['bb', 'bba', 'hy', 'jg', 'jg1']);
    expect(accounts.body.data.find((row) => row.type === 'hy')).toMatchObject({ coin: 'USDT', available: '0.000000', frozen: '0.000000' });
  });

  it('takes one of six requests sent at once', async () => {
    const customer = await verifiedCustomer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(platform.url, customer.token, 'POST', '/credit/evaluation', proofs(1))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.body.message === 'An evaluation is already waiting for finance’s review')).toBe(true);
    expect((await queue()).data.filter((row) => row.customerId === customer.id)).toHaveLength(1);
  });
});
