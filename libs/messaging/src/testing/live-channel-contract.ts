import { randomUUID } from 'node:crypto';
import type { LiveMessage } from '../live-channel';
import type { MessageBus } from '../message-bus';

/**
 * `count` fresh, unstarted buses on one transport, one per process that publishes or listens: buses of
 * their own where the transport crosses processes, the same bus again where it does not (in-process).
 */
export type MakeLiveBuses = (count: number) => Promise<MessageBus[]>;

/** What every transport's live channel promises (live-channel.ts); each transport's integration test runs it. */
export function describeLiveChannelContract(name: string, makeBuses: MakeLiveBuses, options: { timeoutMs?: number; skip?: boolean } = {}): void {
  const within = options.timeoutMs ?? 20_000;
  const it = options.skip ? test.skip : test;
  const running: MessageBus[] = [];
  const topic = () => `test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const message = (key: string, n: number, data: Record<string, unknown> = {}): LiveMessage => ({ type: 'Counted', key, schemaVersion: 1, data: { n, ...data } });
  const numbersOf = (heard: LiveMessage[], key?: string) => heard.filter((m) => key === undefined || m.key === key).map((m) => (m.data as { n: number }).n);

  async function open(count: number): Promise<MessageBus[]> {
    const buses = await makeBuses(count);
    running.push(...new Set(buses));
    return buses;
  }

  async function until(check: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + within;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`${name}: never happened: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A listener that joins takes a moment on some transports: warm-up messages until each has heard one. */
  async function joined(publisher: MessageBus, on: string, heard: LiveMessage[][]): Promise<void> {
    const deadline = Date.now() + within;
    while (!heard.every((list) => list.some((m) => m.type === 'WarmUp'))) {
      if (Date.now() > deadline) throw new Error(`${name}: a listener never joined`);
      await publisher.publishLive(on, [{ type: 'WarmUp', key: 'warm-up', schemaVersion: 1, data: {} }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const counted = (heard: LiveMessage[]) => heard.filter((m) => m.type === 'Counted');

  afterEach(async () => {
    await Promise.all(running.splice(0).map((bus) => bus.stop()));
  });

  describe(`${name}: the live channel`, () => {
    it('reaches every listening process with every message once, in publish order per key', async () => {
      const on = topic();
      const [publisher, ...listeners] = await open(3);
      const heard = listeners.map(() => [] as LiveMessage[]);
      await Promise.all(listeners.map((bus, i) => bus.listenLive(on, (m) => heard[i]!.push(m))));
      await Promise.all([...new Set([publisher!, ...listeners])].map((bus) => bus.start()));
      await joined(publisher!, on, heard);
      const keys = ['a', 'b', 'c'];
      for (let batch = 0; batch < 6; batch++) await publisher!.publishLive(on, keys.flatMap((key, k) => [message(key, batch * 10 + k), message(key, batch * 10 + k + 5)]));
      for (const list of heard) {
        await until(() => counted(list).length >= 36, 'every message at every listener');
        for (const [k, key] of keys.entries()) expect(numbersOf(counted(list), key)).toEqual([0, 1, 2, 3, 4, 5].flatMap((batch) => [batch * 10 + k, batch * 10 + k + 5]));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.map((list) => counted(list).length)).toEqual([36, 36]);
    });

    it('keeps nothing: a listener that comes later hears only what is published after it came', async () => {
      const on = topic();
      const [publisher, first, later] = await open(3);
      const [early, late] = [[] as LiveMessage[], [] as LiveMessage[]];
      await first!.listenLive(on, (m) => early.push(m));
      await Promise.all([...new Set([publisher!, first!, later!])].map((bus) => bus.start()));
      await joined(publisher!, on, [early]);
      await publisher!.publishLive(on, [message('k', 1)]);
      await until(() => counted(early).length === 1, 'the first message');
      await later!.listenLive(on, (m) => late.push(m));
      await joined(publisher!, on, [late]);
      await publisher!.publishLive(on, [message('k', 2)]);
      await until(() => counted(late).length === 1 && counted(early).length === 2, 'the second message at both');
      expect(numbersOf(counted(late))).toEqual([2]);
      expect(numbersOf(counted(early))).toEqual([1, 2]);
    });

    it('carries a message far larger than one notification whole, text in any script included', async () => {
      const on = topic();
      const [publisher, listener] = await open(2);
      const heard: LiveMessage[] = [];
      await listener!.listenLive(on, (m) => heard.push(m));
      await Promise.all([...new Set([publisher!, listener!])].map((bus) => bus.start()));
      await joined(publisher!, on, [heard]);
      const names = Array.from({ length: 2_000 }, (_, i) => `€ 比特币 ${i} 😀`);
      await publisher!.publishLive(on, [message('big', 1, { names }), message('big', 2)]);
      await until(() => counted(heard).length === 2, 'the large message and the one after it');
      expect(counted(heard)[0]).toEqual(message('big', 1, { names }));
      expect(numbersOf(counted(heard))).toEqual([1, 2]);
    });

    it('goes on to the other listeners when one throws', async () => {
      const on = topic();
      const [publisher, listener] = await open(2);
      const heard: LiveMessage[] = [];
      await listener!.listenLive(on, () => {
        throw new Error('a listener that fails');
      });
      await listener!.listenLive(on, (m) => heard.push(m));
      await Promise.all([...new Set([publisher!, listener!])].map((bus) => bus.start()));
      await joined(publisher!, on, [heard]);
      await publisher!.publishLive(on, [message('k', 1), message('k', 2)]);
      await until(() => counted(heard).length === 2, 'both messages past the failing listener');
      expect(numbersOf(counted(heard))).toEqual([1, 2]);
    });
  });
}
