import { connect } from 'node:net';
import { kafkaMockBinary, startKafkaMock, type KafkaMockCluster } from './kafka-mock';

/** An ApiVersions request (v0) on a fresh connection: what the broker at `address` answers, or why not. */
function probe(address: string): Promise<'answered' | string> {
  const [host, port] = address.split(':') as [string, string];
  const clientId = Buffer.from('probe');
  const body = Buffer.alloc(10 + clientId.length);
  body.writeInt16BE(18, 0); // ApiVersions
  body.writeInt16BE(0, 2); // version 0
  body.writeInt32BE(1, 4); // correlation id
  body.writeInt16BE(clientId.length, 8);
  clientId.copy(body, 10);
  const size = Buffer.alloc(4);
  size.writeInt32BE(body.length);
  return new Promise((resolve) => {
    const socket = connect(Number(port), host);
    const done = (outcome: string) => {
      socket.destroy();
      resolve(outcome);
    };
    socket.once('connect', () => socket.write(Buffer.concat([size, body])));
    socket.once('data', () => done('answered'));
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    socket.once('close', () => done('closed'));
    socket.setTimeout(5000, () => done('no answer'));
  });
}

const mock = kafkaMockBinary();
const withMock = 'binary' in mock ? describe : describe.skip;
if (!('binary' in mock)) console.log(`[kafka-mock] skipped: ${mock.missing}`);

/** The fault drill's `kafka` round takes the brokers down and up through the mock's stdin. */
withMock('the Kafka mock cluster, down and up', () => {
  let cluster: KafkaMockCluster;
  beforeAll(async () => {
    cluster = await startKafkaMock((mock as { binary: string }).binary, 3);
  });
  afterAll(() => cluster?.stop());

  it('refuses connections to a broker that is down, and serves it again once up', async () => {
    const [first, second] = cluster.brokers as [string, string];
    expect(await probe(first)).toBe('answered');
    await cluster.setDown(1);
    expect(await probe(first)).toBe('ECONNREFUSED');
    expect(await probe(second)).toBe('answered');
    await cluster.setUp(1);
    expect(await probe(first)).toBe('answered');
  });

  it('takes every broker down with -1', async () => {
    await cluster.setDown(-1);
    expect(await Promise.all(cluster.brokers.map(probe))).toEqual(cluster.brokers.map(() => 'ECONNREFUSED'));
    await cluster.setUp(-1);
    expect(await Promise.all(cluster.brokers.map(probe))).toEqual(cluster.brokers.map(() => 'answered'));
  });

  it('refuses a broker it does not have, and keeps serving', async () => {
    await expect(cluster.setDown(4)).rejects.toThrow('expected "down <id>" or "up <id>", id -1 or 1..3');
    await expect(cluster.setDown(0)).rejects.toThrow('id -1 or 1..3');
    expect(await probe(cluster.brokers[0]!)).toBe('answered');
  });
});
