import type { Pool } from 'pg';
import type { DeliveryObserver } from '../delivery-observer';
import type { IntegrationEvent } from '../integration-event';
import type { MessageBus } from '../message-bus';
import {
  createEffectsTable,
  effectsOf,
  gate,
  inboxHolds,
  integrationEvent as event,
  numbers,
  recordEffect,
  scenario,
} from './contract-fixtures';
import { eventually } from './eventually';

export interface BusUnderTest {
  bus: MessageBus;
  /** The database the handlers write their effects and inbox rows to. */
  pool: Pool;
  /** Makes the transport deliver a consumer's events again (a reset checkpoint); left out where it cannot. */
  rewind?(consumer: string): Promise<void>;
}

/** Builds a fresh, unstarted bus on the file's database, reporting delivery to `observer`. */
export type MakeBus = (observer: DeliveryObserver) => Promise<BusUnderTest>;

/** What every transport promises its subscribers; each transport's integration test runs it. */
export interface BusContractOptions {
  /** How long to wait for a delivery before the test fails. */
  timeoutMs?: number;
  /** The transport can rewind a consumer (BusUnderTest.rewind): adds the replay test. */
  rewinds?: boolean;
  /** Registers every case as skipped: the caller has printed why (no broker to run against). */
  skip?: boolean;
}

export function describeBusContract(name: string, makeBus: MakeBus, options: BusContractOptions = {}): void {
  const within = options.timeoutMs ?? 30_000;
  const it = options.skip ? test.skip : test;
  const failures: Array<{ consumer: string; eventId: string; attempt: number }> = [];
  const duplicates: Array<{ consumer: string; eventId: string }> = [];
  const recoveries: Array<{ consumer: string; eventId: string; failedAttempts: number }> = [];
  const observer: DeliveryObserver = {
    handlerFailed: (_error, failed, consumer, attempt) => failures.push({ consumer, eventId: failed.id, attempt }),
    recovered: (event, consumer, failedAttempts) => recoveries.push({ consumer, eventId: event.id, failedAttempts }),
    duplicateIgnored: (duplicate, consumer) => duplicates.push({ consumer, eventId: duplicate.id }),
    transportError: (error, context) => console.warn(`[${name}] ${context}`, error),
  };
  const running: MessageBus[] = [];
  const open = async () => {
    const underTest = await makeBus(observer);
    running.push(underTest.bus);
    await createEffectsTable(underTest.pool);
    return underTest;
  };
  const effectsWhen = (pool: Pool, consumer: string, done: (ns: number[]) => boolean) =>
    eventually(() => effectsOf(pool, consumer), (effects) => done(numbers(effects)), within);

  afterEach(async () => {
    await Promise.all(running.splice(0).map((bus) => bus.stop()));
  });

  describe(`${name}: message bus contract`, () => {
    it('delivers a published event whole, and its effects commit with the inbox row', async () => {
      const t = scenario();
      const { bus, pool } = await open();
      const received: IntegrationEvent[] = [];
      const consumer = t.consumer('reader');
      const record = recordEffect(consumer);
      await bus.subscribe({ consumer, sources: [t.source], handle: async (e, tx) => (received.push(e), record(e, tx)) });
      await bus.start();
      const published = event(t.source, t.stream('s'), 1);
      await bus.publish([published]);

      const effects = await effectsWhen(pool, consumer, (ns) => ns.length >= 1);
      expect(effects).toEqual([{ event_id: published.id, stream_id: published.streamId, n: 1 }]);
      expect(received).toEqual([published]);
      expect(await inboxHolds(pool, consumer, published.id)).toBe(true);
    });

    it('handles an event published twice once in effect', async () => {
      const t = scenario();
      const { bus, pool } = await open();
      const consumer = t.consumer('reader');
      await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
      await bus.start();
      const twice = event(t.source, t.stream('s'), 1);
      await bus.publish([twice]);
      await bus.publish([twice]);
      // Events of one stream arrive in order: once the marker is handled, both copies were delivered.
      await bus.publish([event(t.source, t.stream('s'), 2)]);

      expect(numbers(await effectsWhen(pool, consumer, (ns) => ns.includes(2)))).toEqual([1, 2]);
    });

    it('handles an event listed twice in one publish once in effect, and the events around it each once', async () => {
      const t = scenario();
      const { bus, pool } = await open();
      const consumer = t.consumer('reader');
      await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
      await bus.start();
      const stream = t.stream('s');
      const twice = event(t.source, stream, 2);
      await bus.publish([event(t.source, stream, 1), twice, twice, event(t.source, stream, 3)]);

      expect(numbers(await effectsWhen(pool, consumer, (ns) => ns.includes(3)))).toEqual([1, 2, 3]);
      // A transport that keeps one copy at publish (the log) reports none; the others report the second copy.
      expect(duplicates.filter((duplicate) => duplicate.eventId === twice.id).length).toBeLessThanOrEqual(1);
    });

    it('delivers the events of one stream in the order they were published', async () => {
      const t = scenario();
      const { bus, pool } = await open();
      const consumer = t.consumer('reader');
      await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
      await bus.start();
      const [a, b] = [t.stream('a'), t.stream('b')];
      await bus.publish([event(t.source, a, 1), event(t.source, b, 101), event(t.source, a, 2)]);
      await bus.publish([event(t.source, b, 102), event(t.source, a, 3)]);
      for (let n = 4; n <= 12; n++) await bus.publish([event(t.source, a, n), event(t.source, b, 99 + n)]);

      const effects = await eventually(() => effectsOf(pool, consumer), (rows) => rows.length >= 23, within);
      expect(numbers(effects.filter((effect) => effect.stream_id === a))).toEqual(range(1, 12));
      expect(numbers(effects.filter((effect) => effect.stream_id === b))).toEqual(range(101, 111));
    });

    it('retries a failing handler without losing the event, and a failed attempt leaves no effect', async () => {
      const t = scenario();
      const { bus, pool } = await open();
      const consumer = t.consumer('flaky');
      const record = recordEffect(consumer);
      let attemptsOnTwo = 0;
      await bus.subscribe({
        consumer,
        sources: [t.source],
        handle: async (e, tx) => {
          await record(e, tx);
          if ((e.data as { n: number }).n === 2 && ++attemptsOnTwo <= 3) throw new Error('not yet');
        },
      });
      await bus.start();
      const events = [1, 2, 3].map((n) => event(t.source, t.stream('s'), n));
      await bus.publish(events);

      expect(numbers(await effectsWhen(pool, consumer, (ns) => ns.length >= 3))).toEqual([1, 2, 3]);
      expect(failures.filter((f) => f.eventId === events[1]!.id).map((f) => f.attempt)).toEqual([1, 2, 3]);
      // Told once that the event no longer holds the consumer back, and of no event that never failed.
      expect(recoveries.filter((r) => r.consumer === consumer)).toEqual([{ consumer, eventId: events[1]!.id, failedAttempts: 3 }]);
    });

    it('keeps delivering to other consumers while one consumer keeps failing', async () => {
      const t = scenario();
      const { bus, pool } = await open();
      const [stuck, healthy] = [t.consumer('stuck'), t.consumer('healthy')];
      let healed = false;
      const recordStuck = recordEffect(stuck);
      await bus.subscribe({
        consumer: stuck,
        sources: [t.source],
        handle: async (e, tx) => {
          if (!healed) throw new Error('down');
          await recordStuck(e, tx);
        },
      });
      await bus.subscribe({ consumer: healthy, sources: [t.source], handle: recordEffect(healthy) });
      await bus.start();
      await bus.publish([1, 2, 3].map((n) => event(t.source, t.stream('s'), n)));

      expect(numbers(await effectsWhen(pool, healthy, (ns) => ns.length >= 3))).toEqual([1, 2, 3]);
      await eventually(async () => failures.filter((f) => f.consumer === stuck).length, (count) => count > 0, within);
      expect(await effectsOf(pool, stuck)).toEqual([]);
      healed = true;
      expect(numbers(await effectsWhen(pool, stuck, (ns) => ns.length >= 3))).toEqual([1, 2, 3]);
    });

    it('gives each subscription only the sources and types it asked for', async () => {
      const t = scenario();
      const { bus, pool } = await open();
      const [bySource, byType] = [t.consumer('by-source'), t.consumer('by-type')];
      await bus.subscribe({ consumer: bySource, sources: [t.source], handle: recordEffect(bySource) });
      await bus.subscribe({ consumer: byType, sources: [t.source, t.otherSource], types: ['Wanted'], handle: recordEffect(byType) });
      await bus.start();
      // In each stream the unwanted event comes first: once the one after it arrives, it was passed over.
      await bus.publish([event(t.otherSource, t.stream('y'), 3, 'Other'), event(t.otherSource, t.stream('y'), 4, 'Wanted')]);
      await bus.publish([event(t.source, t.stream('x'), 1, 'Other'), event(t.source, t.stream('x'), 2, 'Wanted')]);

      expect(numbers(await effectsWhen(pool, bySource, (ns) => ns.includes(2)))).toEqual([1, 2]);
      expect(numbers(await effectsWhen(pool, byType, (ns) => ns.includes(2) && ns.includes(4))).sort()).toEqual([2, 4]);
    });

    it('stops cleanly: the handler in flight commits, no connection stays checked out, and a restart carries on', async () => {
      const t = scenario();
      const first = await open();
      const consumer = t.consumer('reader');
      const record = recordEffect(consumer);
      const [entered, release] = [gate(), gate()];
      await first.bus.subscribe({
        consumer,
        sources: [t.source],
        handle: async (e, tx) => {
          entered.open();
          await release.opened;
          await record(e, tx);
        },
      });
      await first.bus.start();
      await first.bus.publish([event(t.source, t.stream('s'), 1)]);
      await entered.opened;
      const stopping = first.bus.stop();
      release.open();
      await stopping;
      await first.bus.stop();

      expect(numbers(await effectsOf(first.pool, consumer))).toEqual([1]);
      expect(first.pool.totalCount - first.pool.idleCount).toBe(0);

      const second = await open();
      await second.bus.subscribe({ consumer, sources: [t.source], handle: record });
      await second.bus.start();
      await second.bus.publish([event(t.source, t.stream('s'), 2)]);
      expect(numbers(await effectsWhen(second.pool, consumer, (ns) => ns.includes(2)))).toEqual([1, 2]);
    });

    // Only transports with a position to move back have this case; the others' redelivery is the test above.
    if (options.rewinds) it('replays nothing in effect when a consumer is made to read its events again', async () => {
      const t = scenario();
      const { bus, pool, rewind } = await open();
      if (!rewind) throw new Error('the bus under test declared rewinds but gave no rewind()');
      const consumer = t.consumer('reader');
      await bus.subscribe({ consumer, sources: [t.source], handle: recordEffect(consumer) });
      await bus.start();
      const handled = [event(t.source, t.stream('s'), 1), event(t.source, t.stream('s'), 2)];
      await bus.publish(handled);
      await effectsWhen(pool, consumer, (ns) => ns.length >= 2);
      await rewind(consumer);
      await bus.publish([event(t.source, t.stream('s'), 3)]);

      expect(numbers(await effectsWhen(pool, consumer, (ns) => ns.includes(3)))).toEqual([1, 2, 3]);
      const ignored = duplicates.filter((d) => d.consumer === consumer).map((d) => d.eventId);
      expect(ignored).toEqual(handled.map((e) => e.id));
    });
  });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
