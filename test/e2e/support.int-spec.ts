import { io, type Socket } from 'socket.io-client';
import type { EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { resetAndRebuild } from '@meridian/testing';
import { createSupport, SUPPORT } from '../support/c2c';
import { call } from '../support/funding';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { testPhoto } from '../support/verification';

/**
 * Live support through the API (docs/support.md): the queue's timers on a simulated clock, another
 * customer reading nothing, a customer's reply reopening a resolved conversation, internal notes
 * never shown to the customer, and support's reply reaching the customer's private socket.
 */
let platform: TestPlatform;
let api: Client;
let support: string;
const sockets: Socket[] = [];
const MINUTE = 60_000;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
  await createSupport(api);
  support = await api.staffToken(SUPPORT.email, SUPPORT.password);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await platform.stop();
});

let customers = 0;
async function customer(): Promise<{ token: string; email: string }> {
  customers += 1;
  const email = `support.customer${customers}@example.com`;
  const { token } = await api.register(email);
  return { token, email };
}
const login = async (email: string) =>
  (await api.post('/web/userLogin', { account: email, password: 'secret123' })).body.data.token as string;
const open = async (token: string, body: string, reference?: { kind: string; id: string }) => {
  const opened = await call(platform.url, token, 'POST', '/support/conversations', {
    body,
    ...(reference ? { referenceKind: reference.kind, referenceId: reference.id } : {}),
  });
  expect(opened.status).toBe(201);
  return opened.body.data as { id: string; status: string; messages: { author: string; body: string }[] };
};
const conversation = async (token: string, id: string) => call(platform.url, token, 'GET', `/support/conversations/${id}`, undefined, null);
const queueRow = async (id: string) => {
  const queue = await api.admin<{ data: any[]; total: number }>('GET', '/support/conversations?status=open', support);
  return queue.body.data.find((row) => row.id === id);
};
const staffView = async (id: string) => (await api.admin<{ data: any }>('GET', `/support/conversations/${id}`, support)).body.data;

function connect(token: string): Promise<Socket> {
  const socket = io(`${platform.url}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const nextSupport = (socket: Socket, matches: (payload: any) => boolean) =>
  new Promise<any>((resolve) => {
    const listener = (payload: unknown) => {
      if (!matches(payload)) return;
      socket.off('support', listener);
      resolve(payload);
    };
    socket.on('support', listener);
  });

describe('live support', () => {
  it('runs the first-response and resolution timers on the platform clock', async () => {
    const { token, email } = await customer();
    const { id } = await open(token, '입금이 아직 도착하지 않았습니다', { kind: 'deposit', id: 'd-123' });
    const fresh = await queueRow(id);
    expect(fresh).toMatchObject({ status: 'open', reference: { kind: 'deposit', id: 'd-123' }, unread: 1, firstResponseAt: null });
    expect(fresh.firstResponse).toMatchObject({ running: true, late: false });

    platform.clock.offsetMs += 20 * MINUTE;
    support = await api.staffToken(SUPPORT.email, SUPPORT.password);
    const waiting = await queueRow(id);
    expect(waiting.firstResponse.running).toBe(true);
    expect(waiting.firstResponse.late).toBe(true);
    expect(waiting.firstResponse.seconds).toBeGreaterThanOrEqual(20 * 60);

    const replied = await api.admin('POST', `/support/conversations/${id}/reply`, support, { body: '확인해 보겠습니다' });
    expect(replied.status).toBe(201);
    platform.clock.offsetMs += 60 * MINUTE;
    const answered = await staffView(id);
    expect(answered.firstResponse).toMatchObject({ running: false, late: true });
    expect(answered.firstResponse.seconds).toBeGreaterThanOrEqual(20 * 60);
    expect(answered.firstResponse.seconds).toBeLessThan(25 * 60);
    expect(answered.resolution).toMatchObject({ running: true, late: false });
    // The reply read the customer's message.
    expect(answered.unread).toBe(0);

    platform.clock.offsetMs += 24 * 60 * MINUTE;
    support = await api.staffToken(SUPPORT.email, SUPPORT.password);
    expect((await staffView(id)).resolution).toMatchObject({ running: true, late: true });
    const resolved = await api.admin<{ data: any }>('POST', `/support/conversations/${id}/resolve`, support, {
      reason: 'Deposit found and credited',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolution: { running: false, late: true } });
    const staffId = resolved.body.data.resolvedBy;
    expect(typeof staffId).toBe('string');

    // The customer's session outlived the day's move: they sign in again and see the reply, unread.
    const again = await login(email);
    const mine = await call(platform.url, again, 'GET', '/support/conversations', undefined, null);
    expect(mine.body.data).toMatchObject({
      unread: 1,
      items: [{ id, status: 'resolved', unread: 1, lastMessage: { author: 'staff', body: '확인해 보겠습니다' } }],
    });
    const read = await call(platform.url, again, 'POST', `/support/conversations/${id}/read`);
    expect(read.body.data.unread).toBe(0);
  });

  it('is not found for another customer, nor writable, nor its images', async () => {
    const owner = await customer();
    const other = await customer();
    const form = new FormData();
    form.append('body', 'Here is the receipt');
    form.append('image', testPhoto(), 'receipt.png');
    const opened = await call(platform.url, owner.token, 'POST', '/support/conversations', form);
    expect(opened.status).toBe(201);
    const { id, messages } = opened.body.data as { id: string; messages: { imageId: string | null }[] };
    const imageId = messages[0]!.imageId!;
    expect(imageId).toEqual(expect.any(String));
    const own = await fetch(`${platform.url}/api/v1/support/images/${imageId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^image\//);

    expect((await conversation(other.token, id)).status).toBe(404);
    expect((await call(platform.url, other.token, 'POST', `/support/conversations/${id}/messages`, { body: 'hi' })).status).toBe(404);
    expect((await call(platform.url, other.token, 'POST', `/support/conversations/${id}/read`)).status).toBe(404);
    expect((await call(platform.url, other.token, 'GET', '/support/conversations', undefined, null)).body.data.items).toEqual([]);
    const theirs = await fetch(`${platform.url}/api/v1/support/images/${imageId}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(theirs.status).toBe(404);
    // A message that is neither text nor an image is refused in the reader's language.
    const empty = await fetch(`${platform.url}/api/v1/support/conversations/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'accept-language': 'ko' },
      body: JSON.stringify({ body: '  ' }),
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe('메시지를 입력하거나 이미지를 추가하세요');
  });

  it('lets an agent take a conversation, and only an admin hand it to someone else', async () => {
    const { token } = await customer();
    const { id } = await open(token, 'Who is looking at this?');
    const admin = await api.staffToken();
    const agentId = (await api.admin<{ data: { id: string } }>('GET', '/auth/me', support)).body.data.id;
    const adminId = (await api.admin<{ data: { id: string } }>('GET', '/auth/me', admin)).body.data.id;
    const handedOn = await api.admin<{ message: string }>('POST', `/support/conversations/${id}/assign`, support, { assigneeId: adminId, reason: 'Yours' });
    expect(handedOn.status).toBe(403);
    expect(handedOn.body.message).toBe('Only an admin can hand a conversation to someone else: assign it to yourself');
    expect((await staffView(id)).assigneeId).toBeNull();
    const assigned = await api.admin<{ data: { assigneeId: string } }>('POST', `/support/conversations/${id}/assign`, admin, { assigneeId: agentId, reason: 'Your queue' });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.assigneeId).toBe(agentId);
  });

  it('reopens a resolved conversation when the customer replies, and hides internal notes from them', async () => {
    const { token } = await customer();
    const { id } = await open(token, 'My C2C order is stuck', { kind: 'c2c', id: '6f1c2a8e-0000-4000-8000-000000000001' });
    await api.admin('POST', `/support/conversations/${id}/assign`, support, { reason: 'Taking it' });
    const noted = await api.admin<{ data: any }>('POST', `/support/conversations/${id}/notes`, support, {
      body: 'Internal: check the bank statement',
    });
    expect(noted.status).toBe(201);
    expect(noted.body.data.messages.map((m: any) => m.kind)).toEqual(['customer', 'note']);
    expect(noted.body.data.assigneeId).toBe(noted.body.data.messages[1].authorId);
    await api.admin('POST', `/support/conversations/${id}/reply`, support, { body: 'Your order was matched' });
    await api.admin('POST', `/support/conversations/${id}/resolve`, support, { reason: 'Answered' });

    const seen = (await conversation(token, id)).body.data;
    expect(seen.messages.map((m: any) => [m.author, m.body])).toEqual([
      ['customer', 'My C2C order is stuck'],
      ['staff', 'Your order was matched'],
    ]);
    expect(JSON.stringify(seen)).not.toContain('Internal');
    expect(seen.status).toBe('resolved');

    const cycleBefore = (await staffView(id)).cycleStartedAt;
    platform.clock.offsetMs += MINUTE;
    const wrote = await call(platform.url, token, 'POST', `/support/conversations/${id}/messages`, { body: 'It did not arrive' });
    expect(wrote.status).toBe(201);
    expect(wrote.body.data.status).toBe('open');
    const reopened = await queueRow(id);
    expect(reopened).toMatchObject({ status: 'open', firstResponseAt: null, resolvedAt: null, unread: 1 });
    expect(new Date(reopened.cycleStartedAt).getTime()).toBeGreaterThan(new Date(cycleBefore).getTime());
  });

  it('pushes support’s reply to the customer’s private socket once it is stored, and never a note', async () => {
    const { token } = await customer();
    const { id } = await open(token, '출금 문의');
    const socket = await connect(token);
    const notes: unknown[] = [];
    socket.on('support', (payload: any) => {
      if (payload.message?.body?.startsWith('Note')) notes.push(payload);
    });
    await api.admin('POST', `/support/conversations/${id}/notes`, support, { body: 'Note for staff only' });
    const pushed = nextSupport(socket, (payload) => payload.change === 'message' && payload.message.author === 'staff');
    await api.admin('POST', `/support/conversations/${id}/reply`, support, { body: '안녕하세요, 도와드리겠습니다' });
    expect(await pushed).toEqual({
      conversationId: id,
      change: 'message',
      status: 'open',
      message: {
        id: expect.any(String),
        seq: 3,
        author: 'staff',
        body: '안녕하세요, 도와드리겠습니다',
        imageId: null,
        at: expect.any(String),
      },
      at: expect.any(String),
    });
    // What was pushed is what a resync over REST reads.
    await eventually(async () =>
      expect((await conversation(token, id)).body.data.messages.at(-1)).toMatchObject({ seq: 3, author: 'staff' }),
    );
    expect(notes).toEqual([]);
  });

  it('rebuilds its read model from the log to the same rows, telling no one again', async () => {
    const store = platform.platform.app.get(EVENT_STORE) as EventStore;
    const projection = store.inlineProjectionList.find((p) => p.name === 'engagement-support')!;
    const outcome = await resetAndRebuild(store, projection, [{ table: 'support_conversations' }, { table: 'support_messages' }]);
    expect(outcome.before.support_messages!.length).toBeGreaterThan(0);
    expect(outcome.after).toEqual(outcome.before);
    expect(outcome.published).toBe(0);
  });
});
