import { randomUUID } from 'node:crypto';
import { Decimal } from '@meridian/money';
import { EVENT_STORE } from '@meridian/runtime';
import { MarketDataService, rebuildSpotReadModels, SpotCoreService, SpotStopTicks } from '@meridian/trading';
import { call } from '../support/funding';
import { holdCatchUp } from '../support/held-catch-up';
import { eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { depthOf, placeOrder, spotLedgerCheck, spotTrader } from '../support/spot';

/**
 * Stop, stop-limit and one-cancels-the-other orders and time in force through the API: a stop waits
 * off the book holding its funds, survives the core rebuilding itself from its log, and goes to the
 * book exactly once at the recorded tick that reached it, which the order then names.
 */
let platform: TestPlatform;
let market: MarketDataService;
let core: SpotCoreService;

beforeAll(async () => {
  platform = await startTestPlatform();
  market = platform.platform.app.get(MarketDataService);
  core = platform.platform.app.get(SpotCoreService);
  await market.step();
  await eventually(async () => expect((await depthOf(platform.url, 'BTCUSDT')).bids.length).toBeGreaterThanOrEqual(20));
});
afterAll(() => platform.stop());

let scripted = 0;
/** A tick after the last recorded one, handed to the spot core the way the feed's are. */
async function scriptedTick(symbol: string, price: string) {
  const last = market.lastTick(symbol)!;
  const tick = { symbol, seq: last.seq + 1000 + (scripted += 1), at: new Date().toISOString(), price, source: 'scripted' };
  await platform.platform.app.get(SpotStopTicks).apply([tick]);
  return tick;
}

const order = (token: string, body: Record<string, unknown>, lang = 'en') => placeOrder(platform.url, token, body, undefined, lang);
const oco = (token: string, body: Record<string, unknown>) => call(platform.url, token, 'POST', '/spot/orders/oco', body);
const balance = async (token: string, coin: string) =>
  ((await call(platform.url, token, 'GET', '/spot/balances', undefined, null)).body.data.items as { coin: string; available: string; frozen: string }[]).find((b) => b.coin === coin)!;
const ticksOf = (price: string, factor: string) => Decimal.parse(price).multiply(Decimal.parse(factor), 2, 'down').toString();

/** A customer holding some BTC in spot, bought at market from the house. */
async function btcHolder(): Promise<string> {
  return (await boughtBtc()).token;
}

/** The id the spot core knows a BTC holder by, for commands given to it directly. */
async function btcHolderId(): Promise<string> {
  const { orderId } = await boughtBtc();
  const { rows } = await platform.db.pool.query<{ owner_id: string }>('SELECT owner_id FROM spot_orders WHERE id = $1', [orderId]);
  return rows[0]!.owner_id;
}

async function boughtBtc(): Promise<{ token: string; orderId: string }> {
  const token = await spotTrader(platform.url, '5000');
  const bought = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '2000' });
  expect(bought.body.data.status).toBe('filled');
  return { token, orderId: bought.body.data.id };
}

describe('spot conditional orders through the API', () => {
  it('answers a refused request id with its first refusal, even once the same order could pass (both request-id paths)', async () => {
    const token = await spotTrader(platform.url, '5000');
    const price = market.lastTick('BTCUSDT')!.price;
    // The core refuses with a domain refusal (no BTC to sell); the edge keeps it as the id's answer.
    const ocoBody = { symbol: 'BTCUSDT', side: 'sell', quantity: '0.0100', price: ticksOf(price, '1.05'), stopPrice: ticksOf(price, '0.95'), stopLimitPrice: ticksOf(price, '0.94') };
    const ocoKey = randomUUID();
    const ocoFirst = await call(platform.url, token, 'POST', '/spot/orders/oco', ocoBody, ocoKey);
    const sellKey = randomUUID();
    const sellBody = { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: ticksOf(price, '1.05'), quantity: '0.0100' };
    const sellFirst = await placeOrder(platform.url, token, sellBody, sellKey);
    expect([ocoFirst.status, sellFirst.status]).toEqual([400, 400]);
    const bought = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '2000' });
    expect(bought.body.data.status).toBe('filled');
    // Now both would pass; under their first ids they are still the first refusal, and nothing is held.
    const ocoAgain = await call(platform.url, token, 'POST', '/spot/orders/oco', ocoBody, ocoKey);
    const sellAgain = await placeOrder(platform.url, token, sellBody, sellKey);
    expect({ status: ocoAgain.status, message: ocoAgain.body.message }).toEqual({ status: 400, message: ocoFirst.body.message });
    expect({ status: sellAgain.status, message: sellAgain.body.message }).toEqual({ status: 400, message: sellFirst.body.message });
    expect((await balance(token, 'BTC')).frozen).toBe('0.00000000');
    // A new id is a new request.
    expect((await placeOrder(platform.url, token, sellBody, randomUUID())).status).toBe(201);
  });

  it('holds a stop-limit sell off the book, keeps it through a rebuild, and fills it once at the tick that reached it', async () => {
    const token = await btcHolder();
    const price = market.lastTick('BTCUSDT')!.price;
    const stopPrice = ticksOf(price, '0.98');
    const placed = await order(token, { symbol: 'BTCUSDT', side: 'sell', type: 'stop_limit', stopPrice, price: ticksOf(price, '0.95'), quantity: '0.0100' });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ status: 'untriggered', type: 'stop_limit', stopPrice, timeInForce: 'gtc', triggerTick: null });
    expect((await balance(token, 'BTC')).frozen).toBe('0.01000000');
    const open = await call(platform.url, token, 'GET', '/spot/orders?status=open', undefined, null);
    expect(open.body.data.items).toEqual([expect.objectContaining({ id: placed.body.data.id, status: 'untriggered' })]);

    await core.recover();
    await scriptedTick('BTCUSDT', ticksOf(price, '0.99'));
    expect(core.state.openOrder(placed.body.data.id)?.status).toBe('untriggered');
    const crossing = await scriptedTick('BTCUSDT', stopPrice);
    const history = async () => (await call(platform.url, token, 'GET', '/spot/orders?status=history', undefined, null)).body.data.items as any[];
    await eventually(async () =>
      expect((await history()).find((o) => o.id === placed.body.data.id)).toMatchObject({ status: 'filled', triggerTick: { seq: crossing.seq, price: stopPrice } }),
    );
    // A later tick past the stop finds nothing waiting, so nothing is written.
    const before = core.state.sequence;
    await scriptedTick('BTCUSDT', ticksOf(price, '0.97'));
    expect(core.state.sequence).toBe(before);
    expect(await spotLedgerCheck(platform.platform.app)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
  });

  it('refuses a stop the market has passed, in the customer’s language, and changes nothing', async () => {
    const token = await spotTrader(platform.url, '1000');
    const price = market.lastTick('BTCUSDT')!.price;
    const refused = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'stop_market', stopPrice: ticksOf(price, '0.99'), quoteAmount: '100' }, 'ja');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('買いのストップ価格は現在価格より上');
    const unknownTif = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '100.00', quantity: '0.0100', timeInForce: 'day' });
    expect(unknownTif.status).toBe(400);
    expect(await balance(token, 'USDT')).toEqual({ coin: 'USDT', available: '1000.000000', frozen: '0.000000' });
  });

  it('places both legs of a sell OCO from one hold; cancelling one leg cancels the other and returns everything', async () => {
    const token = await btcHolder();
    const price = market.lastTick('BTCUSDT')!.price;
    const wrong = await oco(token, { symbol: 'BTCUSDT', side: 'sell', quantity: '0.0100', price: ticksOf(price, '0.99'), stopPrice: ticksOf(price, '0.98') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('For a sell OCO the limit price must be above the current price');
    const before = await balance(token, 'BTC');
    const placed = await oco(token, { symbol: 'BTCUSDT', side: 'sell', quantity: '0.0100', price: ticksOf(price, '1.05'), stopPrice: ticksOf(price, '0.95'), stopLimitPrice: ticksOf(price, '0.94') });
    expect(placed.status).toBe(201);
    const [limitLeg, stopLeg] = placed.body.data.orders;
    expect([limitLeg.type, limitLeg.status, stopLeg.type, stopLeg.status]).toEqual(['limit', 'open', 'stop_limit', 'untriggered']);
    expect(limitLeg.ocoId).toBe(placed.body.data.ocoId);
    expect((await balance(token, 'BTC')).frozen).toBe('0.01000000');
    const cancelled = await call(platform.url, token, 'DELETE', `/spot/orders/${stopLeg.id}`);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'user' });
    const history = (await call(platform.url, token, 'GET', '/spot/orders?status=history', undefined, null)).body.data.items as any[];
    expect(history.find((o) => o.id === limitLeg.id)).toMatchObject({ status: 'cancelled', cancelReason: 'oco' });
    expect(await balance(token, 'BTC')).toEqual(before);
  });

  it('kills a fill-or-kill the book cannot fill whole, and cancels a post-only order that would take', async () => {
    const token = await spotTrader(platform.url, '100000');
    const asks = (await depthOf(platform.url, 'BTCUSDT', 1)).asks;
    const killed = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: asks[0]!.price, quantity: Decimal.parse(asks[0]!.quantity).add(Decimal.parse('0.0001')).toString(), timeInForce: 'fok' });
    expect(killed.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'fok', filledQuantity: '0.0000', timeInForce: 'fok' });
    const postOnly = await order(token, { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: asks[0]!.price, quantity: '0.0010', timeInForce: 'post_only' });
    expect(postOnly.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'post-only' });
    expect((await balance(token, 'USDT')).frozen).toBe('0.000000');
  });

  it('replays events written before stop orders existed: they read in today’s shape, and the core rebuilds from them', async () => {
    // Every spot event of plain orders, as the previous release wrote it: schema 1, order views without the new fields.
    const { rowCount } = await platform.db.pool.query(
      `UPDATE events SET schema_version = 1,
         data = jsonb_set(data, '{orders}', (SELECT coalesce(jsonb_agg(o - 'stopPrice' - 'timeInForce' - 'ocoId' - 'triggerTick'), '[]'::jsonb)
                                              FROM jsonb_array_elements(data->'orders') o))
       WHERE stream_id = 'spot-core' AND data->'command'->>'type' NOT IN ('PlaceSpotOco', 'FireSpotStops')
         AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(data->'orders') o
                          WHERE o->>'stopPrice' IS NOT NULL OR o->>'ocoId' IS NOT NULL OR o->>'timeInForce' <> 'gtc')`,
    );
    expect(rowCount).toBeGreaterThan(20);
    const before = core.state.sequence;
    await core.recover();
    expect(core.state.sequence).toBe(before);
    expect(await rebuildSpotReadModels(platform.platform.app.get(EVENT_STORE))).toBe(before);
    const { rows } = await platform.db.pool.query<{ time_in_force: string }>('SELECT DISTINCT time_in_force FROM spot_orders');
    expect(rows.map((row) => row.time_in_force).sort()).toEqual(['fok', 'gtc', 'post_only']);
  });

  /**
   * A sell stop-limit timed now, with a tick that reaches it recorded just after and judged while the
   * stop was on its way to the core (not handed to the ticker: it found nothing to fire). With `later`,
   * the store is slow to answer the catch-up once the stop is stored, and a later tick that reaches the
   * stop gets to the core first. The stop must fire at the dropped tick. Timed after every tick the
   * tests before recorded (one of them reaches this stop's price too).
   */
  async function stopWithADroppedTick(later?: (reference: { price: string }) => Promise<{ seq: number }>): Promise<void> {
    const ownerId = await btcHolderId();
    const reference = market.lastTick('BTCUSDT')!;
    const stopPrice = ticksOf(reference.price, '0.98');
    const timed = new Date().toISOString();
    const reaching = { symbol: 'BTCUSDT', seq: reference.seq + 1000 + (scripted += 1), at: new Date(Date.parse(timed) + 1).toISOString(), price: stopPrice, source: 'simulated' };
    await (market as unknown as { store: { append(ticks: unknown[]): Promise<void> } }).store.append([reaching]);
    const last = (market as unknown as { last: Map<string, unknown> }).last;
    last.set('BTCUSDT', reaching);
    const held = holdCatchUp(platform.platform.app.get(SpotStopTicks), 'catchUpStops');
    if (!later) held.release();
    try {
      const orderId = randomUUID();
      await core.submit({ type: 'PlaceSpotOrder', orderId, ownerId, symbol: 'BTCUSDT', side: 'sell', orderType: 'stop_limit', stopPrice, price: ticksOf(reference.price, '0.95'), quantity: '0.0100', tick: reference, at: timed });
      const laterTick = await later?.(reference);
      held.release();
      const triggerTick = async () => core.state.openOrder(orderId)?.triggerTick ?? (await platform.db.pool.query('SELECT trigger_tick FROM spot_orders WHERE id = $1', [orderId])).rows[0]?.trigger_tick;
      await eventually(async () => expect(await triggerTick()).toMatchObject({ seq: reaching.seq }));
      expect((await triggerTick()).seq).not.toBe(laterTick?.seq);
    } finally {
      last.set('BTCUSDT', reference);
      held.restore();
    }
    expect(await spotLedgerCheck(platform.platform.app)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
  }

  it('fires a stop at a tick recorded after its time that the ticker judged before the stop reached the core, once the stop is stored', async () => {
    await stopWithADroppedTick();
  });

  it('fires a stop at that dropped tick even when a later tick reaching it gets to the core first', async () => {
    await stopWithADroppedTick((reference) => scriptedTick('BTCUSDT', ticksOf(reference.price, '0.97')));
  });

  it('fires a stop at the recorded tick that reached it while the core was down, though the market had moved back by the restart', async () => {
    const token = await btcHolder();
    const price = market.lastTick('BTCUSDT')!.price;
    const stopPrice = ticksOf(price, '0.98');
    const placed = await order(token, { symbol: 'BTCUSDT', side: 'sell', type: 'stop_limit', stopPrice, price: ticksOf(price, '0.95'), quantity: '0.0100' });
    expect(placed.body.data.status).toBe('untriggered');

    // Two ticks recorded that never reached the core (it died before its firing was durable): the first
    // reaches the stop, the second is back above it.
    const last = market.lastTick('BTCUSDT')!;
    const recordedAt = Date.parse(placed.body.data.createdAt);
    const recorded = (seq: number, after: number, at: string) => ({ symbol: 'BTCUSDT', seq: last.seq + seq, at: new Date(recordedAt + after).toISOString(), price: at, source: 'simulated' });
    const reaching = recorded(5001, 1000, stopPrice);
    const store = (market as unknown as { store: { append(ticks: unknown[]): Promise<void> } }).store;
    await store.append([reaching]);
    await store.append([recorded(5002, 2000, ticksOf(price, '0.99'))]);
    expect(core.state.openOrder(placed.body.data.id)?.status).toBe('untriggered');

    // The restart: the core rebuilds itself from its log, then is handed what it missed.
    await core.recover();
    await platform.platform.app.get(SpotStopTicks).onApplicationBootstrap();
    const history = async () => (await call(platform.url, token, 'GET', '/spot/orders?status=history', undefined, null)).body.data.items as any[];
    const open = core.state.openOrder(placed.body.data.id);
    const named = open ?? (await history()).find((o) => o.id === placed.body.data.id);
    expect(named).toMatchObject({ triggerTick: { seq: reaching.seq, price: stopPrice } });
    expect(await spotLedgerCheck(platform.platform.app)).toEqual({ unbalanced: [], negative: [], mismatched: [], nonZero: [] });
  });
});
