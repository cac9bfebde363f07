import { rejectionCode } from '../../testing/rejection-code';
import { SpotCore } from './spot-core';
import { givenSpotCore as given, spotBalance as balance } from './spot-core.given';
import { SpotRejection, type PriceTickRef, type SpotCommand, type SpotEvent, type SpotOrderView } from './spot-core.types';

/** Stop, stop-limit, one-cancels-the-other and time in force on the spot core: given commands, when one more, then its events. */

const at = '2026-11-26T10:00:00.000Z';
const alice = 'alice';
const bob = 'bob';
let seq = 100;
const tick = (price: string, symbol = 'BTCUSDT'): PriceTickRef => ({ symbol, seq: seq++, at, price, source: 'sim:test' });

const receive = (customerId: string, coin: string, amount: string): SpotCommand => ({
  type: 'ReceiveFromFunding',
  transferId: `t-${customerId}-${coin}-${amount}`,
  customerId,
  coin,
  amount,
  at,
});
const limit = (orderId: string, ownerId: string, side: 'buy' | 'sell', price: string, quantity: string, more: Partial<SpotCommand> = {}): SpotCommand =>
  ({ type: 'PlaceSpotOrder', orderId, ownerId, symbol: 'BTCUSDT', side, orderType: 'limit', price, quantity, at, ...more }) as SpotCommand;
const stopLimit = (orderId: string, side: 'buy' | 'sell', stopPrice: string, price: string, quantity: string, now = '50000.00'): SpotCommand => ({
  type: 'PlaceSpotOrder',
  orderId,
  ownerId: alice,
  symbol: 'BTCUSDT',
  side,
  orderType: 'stop_limit',
  stopPrice,
  price,
  quantity,
  tick: tick(now),
  at,
});
const fire = (price: string): SpotCommand => ({ type: 'FireSpotStops', tick: tick(price), at });
const oco = (side: 'buy' | 'sell', price: string, stopPrice: string, more: { stopLimitPrice?: string; quantity?: string; now?: string } = {}): SpotCommand => ({
  type: 'PlaceSpotOco',
  ocoId: 'pair',
  limitOrderId: 'pair-limit',
  stopOrderId: 'pair-stop',
  ownerId: alice,
  symbol: 'BTCUSDT',
  side,
  quantity: more.quantity ?? '0.0100',
  price,
  stopPrice,
  ...(more.stopLimitPrice ? { stopLimitPrice: more.stopLimitPrice } : {}),
  tick: tick(more.now ?? '50000.00'),
  at,
});

const orderIn = (event: SpotEvent, id: string): SpotOrderView => event.data.orders.find((order) => order.id === id)!;
const refusal = (core: SpotCore, command: SpotCommand) => rejectionCode(SpotRejection, () => core.execute(command));
/** Every event balances: postings sum to zero per coin. */
const balanced = (event: SpotEvent) => {
  const sums = new Map<string, bigint>();
  for (const p of event.data.postings) sums.set(p.coin, (sums.get(p.coin) ?? 0n) + BigInt(p.amount.replace('.', '')));
  return [...sums.values()].every((sum) => sum === 0n);
};

describe('spot stop orders', () => {
  it('holds a sell stop-limit while it waits, off the book, and shows it untriggered', () => {
    const core = given(receive(alice, 'BTC', '1'));
    const event = core.execute(stopLimit('s1', 'sell', '49000.00', '48900.00', '0.0100'));
    expect(orderIn(event, 's1')).toEqual(expect.objectContaining({ status: 'untriggered', type: 'stop_limit', stopPrice: '49000.00', price: '48900.00', triggerTick: null }));
    expect(balance(core, alice, 'BTC')).toEqual({ coin: 'BTC', available: '0.99000000', frozen: '0.01000000' });
    expect(core.depth('BTCUSDT', 5)).toEqual({ bids: [], asks: [] });
    expect(core.openOrdersOf(alice)[0]!.status).toBe('untriggered');
  });

  it('fires when a recorded tick falls to the stop, sends the limit to the book and names the tick', () => {
    const core = given(receive(alice, 'BTC', '1'), receive(bob, 'USDT', '10000'), limit('b1', bob, 'buy', '48950.00', '0.0100'), stopLimit('s1', 'sell', '49000.00', '48900.00', '0.0100'));
    expect(core.wouldFireStop(tick('49000.01'))).toBe(false);
    expect(refusal(core, fire('49000.01'))).toBe('spot.nothingTriggered');
    const crossing = tick('49000.00');
    expect(core.wouldFireStop(crossing)).toBe(true);
    const event = core.execute({ type: 'FireSpotStops', tick: crossing, at });
    expect(event.type).toBe('SpotStopsTriggered');
    expect(event.data.trades).toEqual([expect.objectContaining({ price: '48950.00', quantity: '0.0100', takerSide: 'sell' })]);
    expect(orderIn(event, 's1')).toEqual(expect.objectContaining({ status: 'filled', triggerTick: crossing }));
    expect(balanced(event)).toBe(true);
    expect(core.wouldFireStop(tick('40000.00'))).toBe(false);
  });

  it('is fired only by a tick of its time or later: an older tick handed over at start waits it out, unchanged', () => {
    const placedAt = '2026-11-26T10:00:05.000Z';
    const core = given(receive(alice, 'BTC', '1'), receive(bob, 'USDT', '10000'), limit('b1', bob, 'buy', '48950.00', '0.0100'), { ...stopLimit('s1', 'sell', '49000.00', '48900.00', '0.0100'), at: placedAt });
    const before = core.snapshot();
    // Recorded at 10:00:03 (the market fell, then rose again before the stop was placed at 50,000).
    expect(refusal(core, { type: 'FireSpotStops', tick: { ...tick('48990.00'), at: '2026-11-26T10:00:03.000Z' }, at: placedAt })).toBe('spot.nothingTriggered');
    expect(core.snapshot()).toEqual(before);
    const crossing = { ...tick('48990.00'), at: placedAt };
    const event = core.execute({ type: 'FireSpotStops', tick: crossing, at: placedAt });
    expect(orderIn(event, 's1')).toEqual(expect.objectContaining({ status: 'filled', triggerTick: crossing }));
  });

  it('names the waiting stops a tick would fire, changing nothing: reached by its price and placed at or before it', () => {
    const placedAt = '2026-11-26T10:00:05.000Z';
    const core = given(
      receive(alice, 'BTC', '1'),
      receive(alice, 'USDT', '10000'),
      stopLimit('sell-49000', 'sell', '49000.00', '48900.00', '0.0100'),
      { ...stopLimit('sell-48000', 'sell', '48000.00', '47900.00', '0.0100'), at: placedAt },
      stopLimit('buy-51000', 'buy', '51000.00', '51100.00', '0.0100'),
    );
    const before = core.snapshot();
    const ids = (price: string, recordedAt = placedAt) => core.stopsReachedBy({ ...tick(price), at: recordedAt }).map((stop) => `${stop.side}@${stop.stopPrice}`).sort();
    expect(ids('49000.00')).toEqual(['sell@49000.00']);
    expect(ids('47000.00')).toEqual(['sell@48000.00', 'sell@49000.00']);
    expect(ids('47000.00', at)).toEqual(['sell@49000.00']);
    expect(ids('51000.00')).toEqual(['buy@51000.00']);
    expect(ids('50000.00')).toEqual([]);
    expect(core.snapshot()).toEqual(before);
  });

  it('fires a buy stop when the tick rises to it, and every stop a gap crosses, oldest first', () => {
    const core = given(
      receive(alice, 'USDT', '10000'),
      stopLimit('late', 'buy', '50500.00', '50600.00', '0.0100'),
      stopLimit('early', 'buy', '50200.00', '50300.00', '0.0100'),
    );
    const event = core.execute(fire('50700.00'));
    expect(event.data.orders.map((o) => [o.id, o.status])).toEqual([
      ['late', 'open'],
      ['early', 'open'],
    ]);
  });

  it('refuses a stop the market has already passed, or when there is no price, and changes nothing', () => {
    const core = given(receive(alice, 'BTC', '1'), receive(alice, 'USDT', '10000'));
    const before = core.snapshot();
    expect(refusal(core, stopLimit('s1', 'sell', '50000.00', '49900.00', '0.0100'))).toBe('spot.stopPrice');
    expect(refusal(core, stopLimit('s1', 'buy', '49999.99', '50100.00', '0.0100'))).toBe('spot.stopPrice');
    expect(refusal(core, { ...stopLimit('s1', 'sell', '49000.00', '48900.00', '0.0100'), tick: undefined } as SpotCommand)).toBe('spot.noPrice');
    expect(refusal(core, stopLimit('s1', 'sell', '49000.001', '48900.00', '0.0100'))).toBe('spot.priceStep');
    // A stop too far out to be watched is refused before anything is held (it had been held, then refused).
    const farStop = { type: 'PlaceSpotOrder', orderId: 's2', ownerId: alice, symbol: 'BTCUSDT', side: 'buy', orderType: 'stop_market', stopPrice: '99999999999999999999', quoteAmount: '1000', tick: tick('50000.00'), at } as const;
    expect(refusal(core, farStop)).toBe('spot.invalidOrder');
    expect(core.snapshot()).toEqual(before);
  });

  it('spends a buy stop-market by amount when it fires, and refuses one by quantity', () => {
    const core = given(receive(alice, 'USDT', '1000'), receive(bob, 'BTC', '1'), limit('a1', bob, 'sell', '51000.00', '0.0100'));
    const byQuantity = { type: 'PlaceSpotOrder', orderId: 'm0', ownerId: alice, symbol: 'BTCUSDT', side: 'buy', orderType: 'stop_market', stopPrice: '50500.00', quantity: '0.0100', tick: tick('50000.00'), at } as const;
    expect(refusal(core, byQuantity)).toBe('spot.invalidOrder');
    core.execute({ ...byQuantity, orderId: 'm1', quantity: undefined, quoteAmount: '255.00' });
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '745.000000', frozen: '255.000000' });
    const event = core.execute(fire('50500.00'));
    expect(event.data.trades).toEqual([expect.objectContaining({ price: '51000.00', quantity: '0.0050' })]);
    expect(orderIn(event, 'm1')).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'budget' }));
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '745.000000', frozen: '0.000000' });
  });

  it('returns the whole hold when a waiting stop is cancelled, and the tick then fires nothing', () => {
    const core = given(receive(alice, 'BTC', '1'), stopLimit('s1', 'sell', '49000.00', '48900.00', '0.0100'));
    const event = core.execute({ type: 'CancelSpotOrder', orderId: 's1', ownerId: alice, at });
    expect(orderIn(event, 's1')).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'user' }));
    expect(balance(core, alice, 'BTC')).toEqual({ coin: 'BTC', available: '1.00000000', frozen: '0.00000000' });
    expect(core.wouldFireStop(tick('48000.00'))).toBe(false);
  });

  it('keeps waiting stops across a snapshot and fires them exactly as before', () => {
    const commands = [receive(alice, 'BTC', '1'), receive(bob, 'USDT', '10000'), limit('b1', bob, 'buy', '48950.00', '0.0200'), stopLimit('s1', 'sell', '49000.00', '48900.00', '0.0100'), oco('sell', '52000.00', '48500.00')];
    const live = given(...commands);
    const restored = SpotCore.restore(JSON.parse(JSON.stringify(live.snapshot())));
    const crossing = fire('48000.00');
    expect(restored.execute(crossing)).toEqual(live.execute(crossing));
    expect(restored.snapshot()).toEqual(live.snapshot());
  });
});

describe('spot one-cancels-the-other', () => {
  it('holds the quantity once for both legs: the limit rests and the stop waits', () => {
    const core = given(receive(alice, 'BTC', '1'));
    const event = core.execute(oco('sell', '52000.00', '48000.00'));
    expect(event.type).toBe('SpotOcoPlaced');
    expect(event.data.orders.map((o) => [o.id, o.type, o.status, o.ocoId])).toEqual([
      ['pair-stop', 'stop_market', 'untriggered', 'pair'],
      ['pair-limit', 'limit', 'open', 'pair'],
    ]);
    expect(balance(core, alice, 'BTC')).toEqual({ coin: 'BTC', available: '0.99000000', frozen: '0.01000000' });
  });

  it('cancels the stop leg when the limit leg trades', () => {
    const core = given(receive(alice, 'BTC', '1'), receive(bob, 'USDT', '10000'), oco('sell', '52000.00', '48000.00'));
    const event = core.execute(limit('b1', bob, 'buy', '52000.00', '0.0040'));
    expect(orderIn(event, 'pair-stop')).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'oco' }));
    expect(orderIn(event, 'pair-limit').status).toBe('partially_filled');
    expect(core.wouldFireStop(tick('47000.00'))).toBe(false);
    expect(balance(core, alice, 'BTC')).toEqual({ coin: 'BTC', available: '0.99000000', frozen: '0.00600000' });
  });

  it('cancels the limit leg when the stop fires, and sells at market from the same coins', () => {
    const core = given(receive(alice, 'BTC', '1'), receive(bob, 'USDT', '10000'), limit('b1', bob, 'buy', '47900.00', '0.0100'), oco('sell', '52000.00', '48000.00'));
    const event = core.execute(fire('47950.00'));
    expect(orderIn(event, 'pair-limit')).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'oco' }));
    expect(orderIn(event, 'pair-stop')).toEqual(expect.objectContaining({ status: 'filled', triggerTick: expect.objectContaining({ price: '47950.00' }) }));
    expect(event.data.trades).toEqual([expect.objectContaining({ price: '47900.00', quantity: '0.0100' })]);
    expect(balance(core, alice, 'BTC')).toEqual({ coin: 'BTC', available: '0.99000000', frozen: '0.00000000' });
    expect(balanced(event)).toBe(true);
  });

  it('holds a buy pair for its dearer leg, and a cancel of either leg returns all of it', () => {
    const core = given(receive(alice, 'USDT', '1000'), oco('buy', '49000.00', '51000.00', { stopLimitPrice: '51100.00' }));
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '489.000000', frozen: '511.000000' });
    const event = core.execute({ type: 'CancelSpotOrder', orderId: 'pair-limit', ownerId: alice, at });
    expect(event.data.orders.map((o) => [o.id, o.status, o.cancelReason])).toEqual([
      ['pair-limit', 'cancelled', 'user'],
      ['pair-stop', 'cancelled', 'oco'],
    ]);
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '1000.000000', frozen: '0.000000' });
  });

  it('fires a buy pair’s stop-limit leg with the hold the limit leg gave back', () => {
    const core = given(receive(alice, 'USDT', '1000'), oco('buy', '49000.00', '51000.00', { stopLimitPrice: '51100.00' }));
    const event = core.execute(fire('51000.00'));
    expect(orderIn(event, 'pair-stop')).toEqual(expect.objectContaining({ status: 'open', price: '51100.00' }));
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '489.000000', frozen: '511.000000' });
    expect(balanced(event)).toBe(true);
  });

  it('refuses prices in the wrong order, or a balance short of the dearer leg, and changes nothing', () => {
    const core = given(receive(alice, 'USDT', '500'), receive(alice, 'BTC', '1'));
    const before = core.snapshot();
    expect(refusal(core, oco('sell', '49000.00', '48000.00'))).toBe('spot.ocoPrices');
    expect(refusal(core, oco('sell', '52000.00', '50000.00'))).toBe('spot.ocoPrices');
    expect(refusal(core, oco('buy', '51000.00', '52000.00'))).toBe('spot.ocoPrices');
    expect(refusal(core, oco('buy', '49000.00', '51000.00', { stopLimitPrice: '51100.00' }))).toBe('spot.insufficientBalance');
    expect(refusal(core, oco('buy', '49000.00', '99999999999999999999', { quantity: '0.0001' }))).toBe('spot.invalidOrder');
    expect(core.snapshot()).toEqual(before);
  });
});

describe('spot time in force', () => {
  const withBook = () => given(receive(alice, 'USDT', '10000'), receive(bob, 'BTC', '1'), limit('a1', bob, 'sell', '50000.00', '0.0100'), limit('a2', bob, 'sell', '50100.00', '0.0100'));

  it('fills a fill-or-kill across levels, or trades nothing and returns the hold', () => {
    const whole = withBook().execute(limit('b1', alice, 'buy', '50100.00', '0.0200', { timeInForce: 'fok' }));
    expect(orderIn(whole, 'b1')).toEqual(expect.objectContaining({ status: 'filled', timeInForce: 'fok' }));
    const core = withBook();
    const killed = core.execute(limit('b2', alice, 'buy', '50100.00', '0.0300', { timeInForce: 'fok' }));
    expect(killed.data.trades).toEqual([]);
    expect(orderIn(killed, 'b2')).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'fok' }));
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '10000.000000', frozen: '0.000000' });
  });

  it('cancels a post-only order that would take, and rests one that would not', () => {
    const core = withBook();
    const taking = core.execute(limit('b1', alice, 'buy', '50000.00', '0.0100', { timeInForce: 'post_only' }));
    expect(orderIn(taking, 'b1')).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'post-only' }));
    const resting = core.execute(limit('b2', alice, 'buy', '49999.99', '0.0100', { timeInForce: 'post_only' }));
    expect(orderIn(resting, 'b2').status).toBe('open');
  });

  it('cancels what an immediate-or-cancel order could not fill', () => {
    const event = withBook().execute(limit('b1', alice, 'buy', '50000.00', '0.0300', { timeInForce: 'ioc' }));
    expect(orderIn(event, 'b1')).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'ioc', filledQuantity: '0.0100' }));
  });

  it('refuses an unknown time in force, or one on a market order', () => {
    const core = withBook();
    expect(refusal(core, limit('b1', alice, 'buy', '50000.00', '0.0100', { timeInForce: 'day' } as never))).toBe('spot.timeInForce');
    expect(refusal(core, { type: 'PlaceSpotOrder', orderId: 'm1', ownerId: alice, symbol: 'BTCUSDT', side: 'buy', orderType: 'market', quoteAmount: '100', timeInForce: 'fok', at })).toBe('spot.timeInForce');
  });
});
