import { io, type Socket } from 'socket.io-client';
import { call, createFinanceStaff } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { createComplianceOfficers, testPhoto, verify } from '../support/verification';

/**
 * Issue 20, item 1: the credit evaluation a customer asks for in the app is answered by compliance as
 * well as finance (compliance sets scores but decides no loan), and the customer's open app is told
 * the score and the limit it gives over the private push.
 */
let platform: TestPlatform;
let api: Client;
let finance: Awaited<ReturnType<typeof createFinanceStaff>>;
let compliance: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  finance = await createFinanceStaff(api);
  await createComplianceOfficers(api);
  compliance = await api.staffToken('officer.a@verify.test', 'officer-pass-1');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform.stop();
});

function connect(token: string): Promise<Socket> {
  const socket = io(`${platform.url}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = (socket: Socket, event: string) => new Promise<unknown>((resolve) => socket.once(event, resolve));

const proofs = () => {
  const form = new FormData();
  form.append('proofs', testPhoto(), 'payslip.png');
  return form;
};
const standing = async (token: string) => (await call(platform.url, token, 'GET', '/credit')).body.data as { score: number | null; limit: string; refusal: string | null; evaluationRequestedAt: string | null };

let count = 0;
async function customerWaitingForEvaluation(): Promise<{ token: string; id: string }> {
  const { token, user } = await api.register(`credit-push${(count += 1)}@example.com`);
  await verify(api, platform.url, token, user.id, 'advanced', { realName: `Borrower ${count}`, documentNumber: `P${3000000 + count}` });
  await eventually(async () => expect((await standing(token)).refusal).toBe('loans.noScore'));
  expect((await call(platform.url, token, 'POST', '/credit/evaluation', proofs())).status).toBe(201);
  return { token, id: user.id };
}

describe('a credit evaluation answered by compliance', () => {
  it('is in compliance’s queue, takes their score with a reason, and tells the customer’s open app', async () => {
    const customer = await customerWaitingForEvaluation();
    const socket = await connect(customer.token);

    const queue = await api.admin<{ data: { customerId: string }[] }>('GET', '/credit-requests', compliance);
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((row) => row.customerId)).toContain(customer.id);
    expect((await api.admin('GET', `/credit/${customer.id}`, compliance)).status).toBe(200);

    // Without a reason nothing changes and nothing is pushed.
    const bare = await api.admin<{ message: string }>('PUT', `/credit/${customer.id}`, compliance, { score: 720, reason: '  ' });
    expect(bare.status).toBe(400);
    expect((await standing(customer.token)).score).toBeNull();

    const told = next(socket, 'credit');
    const answer = await api.admin<{ data: { score: number; limit: string } }>('PUT', `/credit/${customer.id}`, compliance, { score: 720, reason: 'Salary slips checked' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ score: 720, limit: '20000.000000', evaluationRequestedAt: null, refusal: null });
    expect(await told).toEqual({ score: 720, limit: '20000.000000', at: expect.any(String) });
    expect(await standing(customer.token)).toMatchObject({ score: 720, limit: '20000.000000', evaluationRequestedAt: null });
    const after = await api.admin<{ data: { customerId: string }[] }>('GET', '/credit-requests', compliance);
    expect(after.body.data.map((row) => row.customerId)).not.toContain(customer.id);
  });

  it('tells the customer a score too low to borrow on, with no limit', async () => {
    const customer = await customerWaitingForEvaluation();
    const socket = await connect(customer.token);
    const told = next(socket, 'credit');
    expect((await api.admin('PUT', `/credit/${customer.id}`, finance.fin1, { score: 450, reason: 'Income not shown' })).status).toBe(200);
    expect(await told).toEqual({ score: 450, limit: '0.000000', at: expect.any(String) });
    expect((await standing(customer.token)).refusal).toBe('loans.scoreTooLow');
  });

  it('leaves deciding loans to finance: compliance cannot disburse or reject one', async () => {
    const loans = await api.admin('GET', '/loans', compliance);
    expect(loans.status).toBe(403);
    const fakeLoan = '00000000-0000-4000-8000-000000000000';
    expect((await api.admin('POST', `/loans/${fakeLoan}/disburse`, compliance, {})).status).toBe(403);
    expect((await api.admin('POST', `/loans/${fakeLoan}/reject`, compliance, { reason: 'no' })).status).toBe(403);
  });
});
