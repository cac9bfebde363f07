import fc from 'fast-check';
import type { MatchingEngine, MatchingEvent, OrderBookSnapshot, PlaceOrder, SnapshotOrder, TimeInForce } from './matching.types';
import { OrderBook } from './order-book';
import { ReferenceOrderBook } from './reference-order-book';

type Command = { place: PlaceOrder } | { cancel: string };

/** What fast-check draws: intents, turned into concrete commands by `materialize`. */
type Step =
  | {
      kind: 'place';
      side: 'buy' | 'sell';
      type: 'limit' | 'market';
      price: number;
      quantity: number;
      timeInForce: TimeInForce;
      owner: string;
      selfTrade: 'cancel-taker' | 'cancel-maker';
      budget: number | null;
    }
  | { kind: 'cancel'; live: boolean; pick: number }
  | { kind: 'duplicate'; pick: number }
  | { kind: 'zero-lots' };

// Eleven prices and four owners: orders cross and meet their own owner's orders often.
const placeStep: fc.Arbitrary<Step> = fc.record({
  kind: fc.constant('place' as const),
  side: fc.constantFrom('buy' as const, 'sell' as const),
  type: fc.constantFrom('limit' as const, 'limit' as const, 'limit' as const, 'market' as const),
  price: fc.integer({ min: 95, max: 105 }),
  quantity: fc.integer({ min: 1, max: 8 }),
  timeInForce: fc.constantFrom<TimeInForce>('GTC', 'GTC', 'GTC', 'IOC', 'FOK', 'POST_ONLY'),
  owner: fc.constantFrom('a', 'b', 'c', 'd'),
  selfTrade: fc.constantFrom('cancel-taker' as const, 'cancel-maker' as const),
  budget: fc.option(fc.integer({ min: 1, max: 600 }), { freq: 2, nil: null }),
});
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: placeStep, weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), live: fc.boolean(), pick: fc.nat() }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'zero-lots' as const }), weight: 1 },
);
const streamArb = fc.array(stepArb, { minLength: 1, maxLength: 200, size: 'max' });

const liveIds = (book: MatchingEngine) => {
  const s = book.snapshot();
  return [...s.bids, ...s.asks].map((o) => o.id);
};

/**
 * Turns drawn steps into commands with fresh ids `o0, o1, ...`. Cancels and duplicates pick their
 * target among the orders live at that point (or among every id used so far, to hit filled and
 * cancelled ones), so the stream is resolved once, on a scratch book, and then replayed anywhere.
 */
function materialize(steps: Step[]): Command[] {
  const scratch = new OrderBook();
  const used: string[] = [];
  const commands: Command[] = [];
  for (const step of steps) {
    let command: Command;
    switch (step.kind) {
      case 'place': {
        const id = `o${used.length}`;
        used.push(id);
        const base = { id, ownerId: step.owner, side: step.side, quantity: BigInt(step.quantity), selfTrade: step.selfTrade };
        const order: PlaceOrder =
          step.type === 'market'
            ? {
                ...base,
                type: 'market',
                ...(step.side === 'buy' && step.budget !== null
                  ? { quoteBudget: BigInt(step.budget), quantity: BigInt(step.quantity * 4) }
                  : {}),
              }
            : { ...base, type: 'limit', price: BigInt(step.price), ...(step.timeInForce === 'GTC' ? {} : { timeInForce: step.timeInForce }) };
        command = { place: order };
        break;
      }
      case 'cancel': {
        const pool = step.live ? liveIds(scratch) : used;
        command = { cancel: pool.length === 0 ? 'missing' : pool[step.pick % pool.length] };
        break;
      }
      case 'duplicate': {
        const live = liveIds(scratch);
        if (live.length === 0) continue;
        command = {
          place: {
            id: live[step.pick % live.length],
            ownerId: 'a',
            side: 'buy',
            type: 'limit',
            price: 100n,
            quantity: 1n,
            selfTrade: 'cancel-taker',
          },
        };
        break;
      }
      case 'zero-lots':
        command = {
          place: { id: `o${used.length}`, ownerId: 'a', side: 'sell', type: 'limit', price: 100n, quantity: 0n, selfTrade: 'cancel-taker' },
        };
        break;
      default: {
        const unknown: never = step;
        throw new Error(`unknown step ${JSON.stringify(unknown)}`);
      }
    }
    apply(scratch, command);
    commands.push(command);
  }
  return commands;
}

const apply = (book: MatchingEngine, command: Command): MatchingEvent[] =>
  'cancel' in command ? book.cancel(command.cancel) : book.place(command.place);

const commandsArb = streamArb.map(materialize);

const runAll = (book: MatchingEngine, commands: Command[]) => commands.map((c) => apply(book, c));

describe('matching properties on random command streams', () => {
  it('the fast engine and the naive reference emit exactly the same events and keep the same book', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const fast = new OrderBook();
        const reference = new ReferenceOrderBook();
        for (const command of commands) {
          expect(apply(fast, command)).toEqual(apply(reference, command));
          expect([fast.bestBid(), fast.bestAsk(), fast.size]).toEqual([reference.bestBid(), reference.bestAsk(), reference.size]);
        }
        expect(fast.snapshot()).toEqual(reference.snapshot());
        expect(fast.depth(100)).toEqual(reference.depth(100));
        for (const id of liveIds(reference)) expect(fast.order(id)).toEqual(reference.order(id));
      }),
      { numRuns: 200 },
    );
  });

  it('never leaves the book crossed', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const book = new OrderBook();
        for (const command of commands) {
          apply(book, command);
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid < ask).toBe(true);
        }
      }),
    );
  });

  it('accounts for every lot: ordered = traded + cancelled + still resting; rested = ordered - traded so far', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const book = new OrderBook();
        const ordered = new Map<string, bigint>();
        const traded = new Map<string, bigint>();
        const cancelled = new Map<string, bigint>();
        const add = (m: Map<string, bigint>, id: string, q: bigint) => m.set(id, (m.get(id) ?? 0n) + q);
        for (const command of commands) {
          for (const e of apply(book, command)) {
            if (e.type === 'OrderAccepted') ordered.set(e.data.orderId, e.data.quantity);
            if (e.type === 'TradeExecuted') {
              expect(e.data.quantity > 0n).toBe(true);
              add(traded, e.data.makerOrderId, e.data.quantity);
              add(traded, e.data.takerOrderId, e.data.quantity);
            }
            if (e.type === 'OrderCancelled') add(cancelled, e.data.orderId, e.data.quantity);
            if (e.type === 'OrderRested') expect(e.data.quantity).toBe(ordered.get(e.data.orderId)! - (traded.get(e.data.orderId) ?? 0n));
            if (e.type === 'OrderFilled') expect(traded.get(e.data.orderId)).toBe(ordered.get(e.data.orderId));
          }
        }
        for (const [id, quantity] of ordered) {
          const resting = book.order(id)?.remaining ?? 0n;
          expect((traded.get(id) ?? 0n) + (cancelled.get(id) ?? 0n) + resting).toBe(quantity);
        }
      }),
    );
  });

  it('trades at the maker price, within the taker limit and budget, numbered 1, 2, 3, ...', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const book = new OrderBook();
        const restedAt = new Map<string, bigint>();
        let seq = 0;
        for (const command of commands) {
          let spent = 0n;
          for (const e of apply(book, command)) {
            if (e.type === 'OrderRested') restedAt.set(e.data.orderId, e.data.price);
            if (e.type !== 'TradeExecuted') continue;
            expect(e.data.seq).toBe(++seq);
            expect(e.data.price).toBe(restedAt.get(e.data.makerOrderId));
            expect(e.data.makerOwnerId).not.toBe(e.data.takerOwnerId);
            const taker = 'place' in command ? command.place : undefined;
            expect(taker?.id).toBe(e.data.takerOrderId);
            if (taker?.type === 'limit')
              expect(taker.side === 'buy' ? e.data.price <= taker.price! : e.data.price >= taker.price!).toBe(true);
            spent += e.data.price * e.data.quantity;
          }
          if ('place' in command && command.place.quoteBudget !== undefined) expect(spent <= command.place.quoteBudget).toBe(true);
        }
      }),
    );
  });

  it('keeps price-time priority: a taker only ever meets the head of the opposite queue', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const book = new OrderBook();
        const arrival = new Map<string, number>();
        let events = 0;
        for (const command of commands) {
          const before = book.snapshot();
          checkSnapshotOrder(before, arrival);
          if (!('place' in command)) {
            for (const e of apply(book, command)) if (e.type === 'OrderRested') arrival.set(e.data.orderId, events++);
            continue;
          }
          // The opposite side, best price first, then oldest: every maker touched must be the first left.
          const queue = [...(command.place.side === 'buy' ? before.asks : before.bids)];
          for (const e of apply(book, command)) {
            if (e.type === 'TradeExecuted') expect(e.data.makerOrderId).toBe(queue[0]?.id);
            if ((e.type === 'OrderFilled' || e.type === 'OrderCancelled') && e.data.orderId !== command.place.id) {
              expect(e.data.orderId).toBe(queue[0]?.id);
              queue.shift();
            }
            if (e.type === 'OrderRested') arrival.set(e.data.orderId, events++);
          }
        }
        checkSnapshotOrder(book.snapshot(), arrival);
      }),
    );
  });

  it('is deterministic: the same commands on a fresh book give the same events and the same book', () => {
    fc.assert(
      fc.property(commandsArb, (commands) => {
        const first = new OrderBook();
        const second = new OrderBook();
        expect(runAll(second, commands)).toEqual(runAll(first, commands));
        expect(second.snapshot()).toEqual(first.snapshot());
      }),
    );
  });

  it('restore(snapshot()) gives a book that behaves identically on any continuation', () => {
    fc.assert(
      fc.property(commandsArb, commandsArb, fc.array(fc.nat(), { maxLength: 6 }), fc.boolean(), (prefix, rest, picks, intoReference) => {
        const original = new OrderBook();
        runAll(original, prefix);
        const restored: MatchingEngine = intoReference ? new ReferenceOrderBook() : new OrderBook();
        restored.place({ id: 'stale', ownerId: 'z', side: 'buy', type: 'limit', price: 1n, quantity: 1n, selfTrade: 'cancel-taker' });
        restored.restore(JSON.parse(JSON.stringify(original.snapshot())) as OrderBookSnapshot);
        expect(restored.snapshot()).toEqual(original.snapshot());
        // The continuation is its own stream, renamed so its ids cannot collide with the prefix's, with
        // cancels of restored orders mixed in.
        const live = liveIds(original);
        const continuation = rest.map(renameIds);
        picks.forEach((pick, i) => live.length > 0 && continuation.splice(i * 3, 0, { cancel: live[pick % live.length] }));
        expect(runAll(restored, continuation)).toEqual(runAll(original, continuation));
        expect(restored.snapshot()).toEqual(original.snapshot());
      }),
    );
  });
});

/** Bids best (highest) first, asks best (lowest) first, and within a price the older order first. */
function checkSnapshotOrder(snapshot: OrderBookSnapshot, arrival: Map<string, number>) {
  const check = (orders: SnapshotOrder[], better: (a: bigint, b: bigint) => boolean) => {
    for (let i = 1; i < orders.length; i++) {
      const [a, b] = [orders[i - 1], orders[i]];
      const [pa, pb] = [BigInt(a.price), BigInt(b.price)];
      if (pa === pb) expect(arrival.get(a.id)! < arrival.get(b.id)!).toBe(true);
      else expect(better(pa, pb)).toBe(true);
    }
  };
  check(snapshot.bids, (a, b) => a > b);
  check(snapshot.asks, (a, b) => a < b);
}

function renameIds(command: Command): Command {
  return 'cancel' in command ? { cancel: `next-${command.cancel}` } : { place: { ...command.place, id: `next-${command.place.id}` } };
}
