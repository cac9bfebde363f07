import type { CancelReason, MatchingEngine, MatchingEvent, OrderBookSnapshot, PlaceOrder, RejectReason } from './matching.types';
import { OrderBook } from './order-book';
import { ReferenceOrderBook } from './reference-order-book';

type Command = PlaceOrder | { cancel: string };

const limit = (id: string, side: 'buy' | 'sell', price: bigint, quantity: bigint, more: Partial<PlaceOrder> = {}): PlaceOrder => ({
  id,
  ownerId: `owner-of-${id}`,
  side,
  type: 'limit',
  price,
  quantity,
  selfTrade: 'cancel-taker',
  ...more,
});
const market = (id: string, side: 'buy' | 'sell', quantity: bigint, more: Partial<PlaceOrder> = {}): PlaceOrder => ({
  id,
  ownerId: `owner-of-${id}`,
  side,
  type: 'market',
  quantity,
  selfTrade: 'cancel-taker',
  ...more,
});
const cancel = (id: string): Command => ({ cancel: id });

const accepted = (o: PlaceOrder): MatchingEvent => ({
  type: 'OrderAccepted',
  data: {
    orderId: o.id,
    ownerId: o.ownerId,
    side: o.side,
    orderType: o.type,
    price: o.price ?? null,
    quantity: o.quantity,
    quoteBudget: o.quoteBudget ?? null,
    timeInForce: o.type === 'market' ? 'IOC' : (o.timeInForce ?? 'GTC'),
    selfTrade: o.selfTrade,
  },
});
const trade = (seq: number, maker: PlaceOrder, taker: PlaceOrder, price: bigint, quantity: bigint): MatchingEvent => ({
  type: 'TradeExecuted',
  data: {
    seq,
    makerOrderId: maker.id,
    takerOrderId: taker.id,
    makerOwnerId: maker.ownerId,
    takerOwnerId: taker.ownerId,
    price,
    quantity,
    takerSide: taker.side,
  },
});
const rested = (o: PlaceOrder, quantity: bigint): MatchingEvent => ({
  type: 'OrderRested',
  data: { orderId: o.id, ownerId: o.ownerId, side: o.side, price: o.price!, quantity },
});
const filled = (o: PlaceOrder): MatchingEvent => ({ type: 'OrderFilled', data: { orderId: o.id, ownerId: o.ownerId, side: o.side } });
const cancelled = (o: PlaceOrder, reason: CancelReason, quantity: bigint): MatchingEvent => ({
  type: 'OrderCancelled',
  data: { orderId: o.id, ownerId: o.ownerId, side: o.side, reason, quantity },
});
const rejected = (orderId: string, ownerId: string | null, reason: RejectReason): MatchingEvent => ({
  type: 'OrderRejected',
  data: { orderId, ownerId, reason },
});

const engines: Array<[string, () => MatchingEngine]> = [
  ['OrderBook', () => new OrderBook()],
  ['ReferenceOrderBook', () => new ReferenceOrderBook()],
];

describe.each(engines)('%s', (_name, newBook) => {
  const apply = (book: MatchingEngine, command: Command) => ('cancel' in command ? book.cancel(command.cancel) : book.place(command));
  const given = (...commands: Command[]) => {
    const book = newBook();
    for (const command of commands) apply(book, command);
    return {
      book,
      when: (command: Command) => {
        const events = apply(book, command);
        return {
          book,
          events,
          then: (...expected: MatchingEvent[]) => {
            expect(events).toEqual(expected);
            return { book, events };
          },
        };
      },
    };
  };

  describe('resting', () => {
    it('rests a limit order that meets nothing', () => {
      const b1 = limit('b1', 'buy', 100n, 5n);
      const { book } = given().when(b1).then(accepted(b1), rested(b1, 5n));
      expect(book.bestBid()).toBe(100n);
      expect(book.bestAsk()).toBeUndefined();
      expect(book.size).toBe(1);
      expect(book.order('b1')).toEqual({ id: 'b1', ownerId: 'owner-of-b1', side: 'buy', price: 100n, quantity: 5n, remaining: 5n });
    });

    it('does not trade through the limit price', () => {
      const s1 = limit('s1', 'sell', 101n, 5n);
      const b1 = limit('b1', 'buy', 100n, 5n);
      const { book } = given(s1).when(b1).then(accepted(b1), rested(b1, 5n));
      expect([book.bestBid(), book.bestAsk()]).toEqual([100n, 101n]);
    });

    it('aggregates depth per price, best first, up to the levels asked for', () => {
      const { book } = given(
        limit('b1', 'buy', 99n, 1n),
        limit('b2', 'buy', 100n, 2n),
        limit('b3', 'buy', 100n, 3n),
        limit('b4', 'buy', 98n, 4n),
        limit('s1', 'sell', 103n, 5n),
        limit('s2', 'sell', 102n, 6n),
      ).when(limit('s3', 'sell', 102n, 7n));
      expect(book.depth(2)).toEqual({
        bids: [
          { price: 100n, quantity: 5n, orders: 2 },
          { price: 99n, quantity: 1n, orders: 1 },
        ],
        asks: [
          { price: 102n, quantity: 13n, orders: 2 },
          { price: 103n, quantity: 5n, orders: 1 },
        ],
      });
    });

    it('answers queries with copies that change nothing in the book', () => {
      const { book } = given().when(limit('b1', 'buy', 100n, 5n));
      const view = book.order('b1')!;
      view.remaining = 0n;
      expect(book.order('b1')!.remaining).toBe(5n);
      expect(book.order('nope')).toBeUndefined();
    });
  });

  describe('price-time priority', () => {
    it('fills the better price first, each trade at the maker price', () => {
      const s1 = limit('s1', 'sell', 101n, 2n);
      const s2 = limit('s2', 'sell', 100n, 2n);
      const b1 = limit('b1', 'buy', 102n, 3n);
      given(s1, s2)
        .when(b1)
        .then(accepted(b1), trade(1, s2, b1, 100n, 2n), filled(s2), trade(2, s1, b1, 101n, 1n), filled(b1));
    });

    it('fills the earlier order first at the same price', () => {
      const s1 = limit('s1', 'sell', 100n, 2n);
      const s2 = limit('s2', 'sell', 100n, 2n);
      const b1 = limit('b1', 'buy', 100n, 3n);
      const { book } = given(s1, s2)
        .when(b1)
        .then(accepted(b1), trade(1, s1, b1, 100n, 2n), filled(s1), trade(2, s2, b1, 100n, 1n), filled(b1));
      expect(book.order('s2')!.remaining).toBe(1n);
    });

    it('sends an order that was cancelled and placed again to the back of the queue', () => {
      const s1 = limit('s1', 'sell', 100n, 2n);
      const s2 = limit('s2', 'sell', 100n, 2n);
      const b1 = limit('b1', 'buy', 100n, 2n);
      given(s1, s2, cancel('s1'), s1)
        .when(b1)
        .then(accepted(b1), trade(1, s2, b1, 100n, 2n), filled(s2), filled(b1));
    });

    it('numbers trades 1, 2, 3, ... across commands', () => {
      const b1 = limit('b1', 'buy', 100n, 3n);
      const s1 = limit('s1', 'sell', 100n, 1n);
      const s2 = limit('s2', 'sell', 100n, 1n);
      given(b1, s1)
        .when(s2)
        .then(accepted(s2), trade(2, b1, s2, 100n, 1n), filled(s2));
    });
  });

  describe('partial fills', () => {
    it('leaves the rest of a bigger maker on the book', () => {
      const s1 = limit('s1', 'sell', 100n, 10n);
      const b1 = limit('b1', 'buy', 100n, 4n);
      const { book } = given(s1)
        .when(b1)
        .then(accepted(b1), trade(1, s1, b1, 100n, 4n), filled(b1));
      expect(book.order('s1')).toMatchObject({ quantity: 10n, remaining: 6n });
      expect(book.depth(1).asks).toEqual([{ price: 100n, quantity: 6n, orders: 1 }]);
    });

    it('rests the rest of a bigger taker at its own limit price', () => {
      const s1 = limit('s1', 'sell', 99n, 3n);
      const b1 = limit('b1', 'buy', 100n, 10n);
      const { book } = given(s1)
        .when(b1)
        .then(accepted(b1), trade(1, s1, b1, 99n, 3n), filled(s1), rested(b1, 7n));
      expect([book.bestBid(), book.bestAsk()]).toEqual([100n, undefined]);
      expect(book.order('b1')).toMatchObject({ price: 100n, quantity: 10n, remaining: 7n });
    });
  });

  describe('market orders', () => {
    it('sweep the book by quantity and never rest', () => {
      const b1 = limit('b1', 'buy', 100n, 2n);
      const b2 = limit('b2', 'buy', 99n, 2n);
      const m1 = market('m1', 'sell', 3n);
      const { book } = given(b1, b2)
        .when(m1)
        .then(accepted(m1), trade(1, b1, m1, 100n, 2n), filled(b1), trade(2, b2, m1, 99n, 1n), filled(m1));
      expect(book.order('m1')).toBeUndefined();
    });

    it('cancel what the book cannot fill', () => {
      const s1 = limit('s1', 'sell', 100n, 2n);
      const m1 = market('m1', 'buy', 5n);
      const { book } = given(s1)
        .when(m1)
        .then(accepted(m1), trade(1, s1, m1, 100n, 2n), filled(s1), cancelled(m1, 'market-remainder', 3n));
      expect(book.size).toBe(0);
    });

    it('are cancelled whole on an empty side', () => {
      const m1 = market('m1', 'buy', 5n);
      given(limit('b1', 'buy', 100n, 1n))
        .when(m1)
        .then(accepted(m1), cancelled(m1, 'no-liquidity', 5n));
    });

    describe('a market buy by quote budget (tick-lots: price * lots)', () => {
      const s1 = limit('s1', 'sell', 100n, 2n);
      const s2 = limit('s2', 'sell', 101n, 5n);

      it('buys lots while the budget pays for one more at the best ask, then cancels the rest', () => {
        // 2 lots at 100 spend 200; 202 left buys floor(202 / 101) = 2 lots at 101; nothing is left.
        const m1 = market('m1', 'buy', 1000n, { quoteBudget: 402n });
        const { book } = given(s1, s2)
          .when(m1)
          .then(accepted(m1), trade(1, s1, m1, 100n, 2n), filled(s1), trade(2, s2, m1, 101n, 2n), cancelled(m1, 'budget', 996n));
        expect(book.order('s2')!.remaining).toBe(3n);
      });

      it('never spends more than the budget, leaving change smaller than one lot', () => {
        const m1 = market('m1', 'buy', 1000n, { quoteBudget: 300n });
        given(s1, s2)
          .when(m1)
          .then(accepted(m1), trade(1, s1, m1, 100n, 2n), filled(s1), cancelled(m1, 'budget', 998n));
      });

      it('stops at the quantity cap when that comes first', () => {
        const m1 = market('m1', 'buy', 3n, { quoteBudget: 10_000n });
        given(s1, s2)
          .when(m1)
          .then(accepted(m1), trade(1, s1, m1, 100n, 2n), filled(s1), trade(2, s2, m1, 101n, 1n), filled(m1));
      });

      it('is cancelled for budget when it cannot buy a single lot', () => {
        const m1 = market('m1', 'buy', 5n, { quoteBudget: 99n });
        given(s1)
          .when(m1)
          .then(accepted(m1), cancelled(m1, 'budget', 5n));
      });

      it('stops for budget on the maker it could only partly pay for, even when the next one is its own', () => {
        const a1 = limit('a1', 'sell', 96n, 2n, { ownerId: 'alice' });
        const c1 = limit('c1', 'sell', 96n, 1n, { ownerId: 'carol' });
        const m1 = market('m1', 'buy', 4n, { ownerId: 'carol', quoteBudget: 96n });
        given(a1, c1)
          .when(m1)
          .then(accepted(m1), trade(1, a1, m1, 96n, 1n), cancelled(m1, 'budget', 3n));
      });

      it('is cancelled for the remainder when the book runs out first', () => {
        const m1 = market('m1', 'buy', 100n, { quoteBudget: 10_000n });
        given(s1)
          .when(m1)
          .then(accepted(m1), trade(1, s1, m1, 100n, 2n), filled(s1), cancelled(m1, 'market-remainder', 98n));
      });
    });
  });

  describe('immediate-or-cancel', () => {
    it('cancels what did not fill at once', () => {
      const s1 = limit('s1', 'sell', 100n, 2n);
      const b1 = limit('b1', 'buy', 100n, 5n, { timeInForce: 'IOC' });
      const { book } = given(s1)
        .when(b1)
        .then(accepted(b1), trade(1, s1, b1, 100n, 2n), filled(s1), cancelled(b1, 'ioc', 3n));
      expect(book.size).toBe(0);
    });

    it('cancels the whole order when nothing crosses', () => {
      const b1 = limit('b1', 'buy', 99n, 5n, { timeInForce: 'IOC' });
      given(limit('s1', 'sell', 100n, 2n))
        .when(b1)
        .then(accepted(b1), cancelled(b1, 'ioc', 5n));
    });
  });

  describe('fill-or-kill', () => {
    it('fills the whole quantity across levels when the book holds it', () => {
      const s1 = limit('s1', 'sell', 100n, 2n);
      const s2 = limit('s2', 'sell', 101n, 3n);
      const b1 = limit('b1', 'buy', 101n, 5n, { timeInForce: 'FOK' });
      given(s1, s2)
        .when(b1)
        .then(accepted(b1), trade(1, s1, b1, 100n, 2n), filled(s1), trade(2, s2, b1, 101n, 3n), filled(s2), filled(b1));
    });

    it('trades nothing when the book within its limit holds one lot too few', () => {
      const s1 = limit('s1', 'sell', 100n, 2n);
      const s2 = limit('s2', 'sell', 101n, 2n);
      const b1 = limit('b1', 'buy', 101n, 5n, { timeInForce: 'FOK' });
      const { book } = given(s1, s2, limit('s3', 'sell', 102n, 9n))
        .when(b1)
        .then(accepted(b1), cancelled(b1, 'fok', 5n));
      expect(book.order('s1')?.remaining).toBe(2n);
    });

    it('does not count what lies behind its own resting order when that order would stop it', () => {
      const s1 = limit('s1', 'sell', 100n, 1n);
      const own = limit('own', 'sell', 100n, 1n, { ownerId: 'owner-of-b1' });
      const b1 = limit('b1', 'buy', 100n, 3n, { timeInForce: 'FOK' });
      given(s1, own, limit('s2', 'sell', 100n, 5n))
        .when(b1)
        .then(accepted(b1), cancelled(b1, 'fok', 3n));
    });

    it('counts past its own resting order when that order is the one to be cancelled', () => {
      const s1 = limit('s1', 'sell', 100n, 1n);
      const own = limit('own', 'sell', 100n, 1n, { ownerId: 'owner-of-b1' });
      const s2 = limit('s2', 'sell', 100n, 5n);
      const b1 = limit('b1', 'buy', 100n, 3n, { timeInForce: 'FOK', selfTrade: 'cancel-maker' });
      given(s1, own, s2)
        .when(b1)
        .then(
          accepted(b1),
          trade(1, s1, b1, 100n, 1n),
          filled(s1),
          cancelled(own, 'self-trade', 1n),
          trade(2, s2, b1, 100n, 2n),
          filled(b1),
        );
    });
  });

  describe('post-only', () => {
    it('rests when it would not trade', () => {
      const b1 = limit('b1', 'buy', 99n, 5n, { timeInForce: 'POST_ONLY' });
      given(limit('s1', 'sell', 100n, 2n))
        .when(b1)
        .then(accepted(b1), rested(b1, 5n));
    });

    it('is cancelled whole instead of taking the best price', () => {
      const b1 = limit('b1', 'buy', 100n, 5n, { timeInForce: 'POST_ONLY' });
      const { book } = given(limit('s1', 'sell', 100n, 2n))
        .when(b1)
        .then(accepted(b1), cancelled(b1, 'post-only', 5n));
      expect(book.order('s1')?.remaining).toBe(2n);
      expect(book.bestBid()).toBeUndefined();
    });
  });

  describe('cancel', () => {
    it('takes a resting order off the book with what was left of it', () => {
      const s1 = limit('s1', 'sell', 100n, 5n);
      const { book } = given(s1, limit('b1', 'buy', 100n, 2n))
        .when(cancel('s1'))
        .then(cancelled(s1, 'user', 3n));
      expect(book.size).toBe(0);
      expect(book.bestAsk()).toBeUndefined();
      expect(book.depth(10)).toEqual({ bids: [], asks: [] });
    });

    it('keeps the other orders of the level in their order', () => {
      const s1 = limit('s1', 'sell', 100n, 1n);
      const s2 = limit('s2', 'sell', 100n, 1n);
      const s3 = limit('s3', 'sell', 100n, 1n);
      const b1 = limit('b1', 'buy', 100n, 2n);
      given(s1, s2, s3, cancel('s2'))
        .when(b1)
        .then(accepted(b1), trade(1, s1, b1, 100n, 1n), filled(s1), trade(2, s3, b1, 100n, 1n), filled(s3), filled(b1));
    });

    it('refuses an unknown order, a filled one and one cancelled already', () => {
      given()
        .when(cancel('nope'))
        .then(rejected('nope', null, 'unknown-order'));
      given(limit('s1', 'sell', 100n, 1n), limit('b1', 'buy', 100n, 1n))
        .when(cancel('s1'))
        .then(rejected('s1', null, 'unknown-order'));
      given(limit('s1', 'sell', 100n, 1n), cancel('s1'))
        .when(cancel('s1'))
        .then(rejected('s1', null, 'unknown-order'));
    });
  });

  describe('self-trade prevention', () => {
    const mine = limit('s1', 'sell', 100n, 2n, { ownerId: 'alice' });
    const theirs = limit('s2', 'sell', 100n, 2n, { ownerId: 'bob' });
    const earlier = limit('s0', 'sell', 99n, 1n, { ownerId: 'carol' });

    it('cancel-taker: trades up to the own order, then cancels the taker and leaves the maker', () => {
      const b1 = limit('b1', 'buy', 100n, 5n, { ownerId: 'alice', selfTrade: 'cancel-taker' });
      const { book } = given(earlier, mine, theirs)
        .when(b1)
        .then(accepted(b1), trade(1, earlier, b1, 99n, 1n), filled(earlier), cancelled(b1, 'self-trade', 4n));
      expect(book.order('s1')!.remaining).toBe(2n);
      expect(book.order('s2')!.remaining).toBe(2n);
    });

    it('cancel-maker: cancels the own resting order and goes on matching behind it', () => {
      const b1 = limit('b1', 'buy', 100n, 3n, { ownerId: 'alice', selfTrade: 'cancel-maker' });
      const { book } = given(mine, theirs)
        .when(b1)
        .then(accepted(b1), cancelled(mine, 'self-trade', 2n), trade(1, theirs, b1, 100n, 2n), filled(theirs), rested(b1, 1n));
      expect(book.order('s1')).toBeUndefined();
      expect(book.bestBid()).toBe(100n);
    });

    it('applies to market orders too', () => {
      const m1 = market('m1', 'buy', 5n, { ownerId: 'alice', selfTrade: 'cancel-taker' });
      given(mine)
        .when(m1)
        .then(accepted(m1), cancelled(m1, 'self-trade', 5n));
    });
  });

  describe('rejections change nothing', () => {
    const cases: Array<[string, PlaceOrder, RejectReason]> = [
      ['a live id again', limit('s1', 'buy', 90n, 1n), 'duplicate-id'],
      ['zero lots', limit('x', 'buy', 100n, 0n), 'non-positive-quantity'],
      ['negative lots', market('x', 'buy', -1n), 'non-positive-quantity'],
      ['a zero price', limit('x', 'buy', 0n, 1n), 'non-positive-price'],
      ['a negative price', limit('x', 'sell', -5n, 1n), 'non-positive-price'],
      ['a limit without a price', { ...limit('x', 'buy', 1n, 1n), price: undefined }, 'missing-price'],
      ['a market order with a price', { ...market('x', 'buy', 1n), price: 100n }, 'price-on-market-order'],
      ['a budget on a limit order', limit('x', 'buy', 100n, 1n, { quoteBudget: 100n }), 'budget-not-allowed'],
      ['a budget on a market sell', market('x', 'sell', 1n, { quoteBudget: 100n }), 'budget-not-allowed'],
      ['a zero budget', market('x', 'buy', 1n, { quoteBudget: 0n }), 'non-positive-budget'],
      ['lots as a JavaScript number', { ...limit('x', 'buy', 100n, 1n), quantity: 1 as unknown as bigint }, 'invalid-order'],
      ['a price as a JavaScript number', { ...limit('x', 'buy', 100n, 1n), price: 100 as unknown as bigint }, 'invalid-order'],
      ['an unknown side', limit('x', 'short' as 'buy', 100n, 1n), 'invalid-order'],
      ['an unknown time in force', limit('x', 'buy', 100n, 1n, { timeInForce: 'DAY' as 'GTC' }), 'invalid-order'],
    ];
    it.each(cases)('refuses %s', (_what, order, reason) => {
      const { book } = given(limit('s1', 'sell', 100n, 1n))
        .when(order)
        .then(rejected(String(order.id), order.ownerId, reason));
      expect(book.size).toBe(1);
      expect(book.snapshot()).toEqual(given(limit('s1', 'sell', 100n, 1n)).book.snapshot());
    });
  });

  describe('snapshot and restore', () => {
    const commands: Command[] = [
      limit('b1', 'buy', 99n, 3n),
      limit('b2', 'buy', 100n, 2n),
      limit('b3', 'buy', 100n, 4n),
      limit('s1', 'sell', 101n, 5n),
      limit('s2', 'sell', 100n, 1n),
    ];

    it('writes plain JSON with bigints as strings, orders in priority order', () => {
      const { book } = given(...commands.slice(0, 4)).when(commands[4]);
      const snapshot = book.snapshot();
      expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
      expect(snapshot).toEqual({
        version: 1,
        nextTradeSeq: 2,
        bids: [
          { id: 'b2', ownerId: 'owner-of-b2', price: '100', quantity: '2', remaining: '1' },
          { id: 'b3', ownerId: 'owner-of-b3', price: '100', quantity: '4', remaining: '4' },
          { id: 'b1', ownerId: 'owner-of-b1', price: '99', quantity: '3', remaining: '3' },
        ],
        asks: [{ id: 's1', ownerId: 'owner-of-s1', price: '101', quantity: '5', remaining: '5' }],
      });
    });

    it('restores a book that goes on exactly as the original, trade numbers included', () => {
      const original = given(...commands).book;
      const restored = newBook();
      restored.restore(JSON.parse(JSON.stringify(original.snapshot())) as OrderBookSnapshot);
      const next = market('m1', 'sell', 4n);
      expect(restored.place(next)).toEqual(original.place(next));
      expect(restored.snapshot()).toEqual(original.snapshot());
    });

    it('refuses a snapshot that no book could have written, and keeps its own state', () => {
      const { book } = given(limit('b1', 'buy', 50n, 1n)).when(limit('s1', 'sell', 60n, 1n));
      const before = book.snapshot();
      const crossed: OrderBookSnapshot = { ...before, bids: [{ id: 'x', ownerId: 'o', price: '70', quantity: '1', remaining: '1' }] };
      expect(() => book.restore(crossed)).toThrow('crossed');
      expect(() => book.restore({ ...before, asks: [...before.asks, before.asks[0]] })).toThrow('twice');
      expect(() => book.restore({ ...before, bids: [{ ...before.bids[0], remaining: '2' }] })).toThrow('more remaining');
      expect(() => book.restore({ ...before, bids: [{ ...before.bids[0], price: '1.5' }] })).toThrow('integer');
      expect(() => book.restore({ ...before, version: 2 as 1 })).toThrow('version');
      expect(book.snapshot()).toEqual(before);
    });
  });
});
