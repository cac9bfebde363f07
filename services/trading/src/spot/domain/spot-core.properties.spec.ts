import fc from 'fast-check';
import { SpotCore } from './spot-core';
import { MARKET_MAKER, SpotRejection, type SpotCommand, type SpotEvent, type SpotTimeInForce } from './spot-core.types';

const owners = ['a', 'b', 'c'];
const symbols = ['BTCUSDT', 'ETHUSDT'] as const;
const at = '2026-11-22T10:00:00.000Z';

const priceOf = (symbol: (typeof symbols)[number], offset: number) =>
  symbol === 'BTCUSDT' ? `${50000 + offset * 10}.00` : `${3000 + offset}.00`;
const quantityOf = (symbol: (typeof symbols)[number], lots: number) =>
  symbol === 'BTCUSDT' ? (lots / 10_000).toFixed(4) : (lots / 10_000).toFixed(4);

/** Whose order, on which market, on which side. */
const anOrder = {
  owner: fc.constantFrom(...owners),
  symbol: fc.constantFrom(...symbols),
  side: fc.constantFrom('buy' as const, 'sell' as const),
};

/** A command template; order ids to cancel are picked from those placed so far. */
const commandArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      ...anOrder,
      offset: fc.integer({ min: -5, max: 5 }),
      lots: fc.integer({ min: 1, max: 400 }),
      timeInForce: fc.constantFrom<SpotTimeInForce>('gtc', 'gtc', 'gtc', 'ioc', 'fok', 'post_only'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('stop' as const),
      ...anOrder,
      now: fc.integer({ min: -5, max: 5 }),
      // How far the stop is from the tick on the side it must be on; 0 and -1 are refused.
      distance: fc.integer({ min: -1, max: 3 }),
      limit: fc.option(fc.integer({ min: -6, max: 6 }), { nil: null }),
      lots: fc.integer({ min: 1, max: 400 }),
      quote: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('oco' as const),
      ...anOrder,
      now: fc.integer({ min: -5, max: 5 }),
      limitDistance: fc.integer({ min: -1, max: 3 }),
      stopDistance: fc.integer({ min: -1, max: 3 }),
      stopLimitBeyond: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      lots: fc.integer({ min: 1, max: 400 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('fire' as const), symbol: fc.constantFrom(...symbols), offset: fc.integer({ min: -7, max: 7 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      ...anOrder,
      lots: fc.integer({ min: 1, max: 400 }),
      byQuote: fc.boolean(),
      quote: fc.integer({ min: 1, max: 5000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), owner: fc.constantFrom(...owners, 'right-owner') }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      owner: fc.constantFrom(...owners),
      coin: fc.constantFrom('USDT', 'BTC', 'ETH'),
      units: fc.integer({ min: 1, max: 100_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      owner: fc.constantFrom(...owners),
      coin: fc.constantFrom('USDT', 'BTC'),
      units: fc.integer({ min: 1, max: 100_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('quotes' as const),
      symbol: fc.constantFrom(...symbols),
      offset: fc.integer({ min: -5, max: 5 }),
      levels: fc.integer({ min: 0, max: 3 }),
    }),
  },
);

type Template = typeof commandArb extends fc.Arbitrary<infer T> ? T : never;

const tickAt = (symbol: (typeof symbols)[number], offset: number, seq: number) => ({ symbol, seq, at, price: priceOf(symbol, offset), source: 'simulated' });

function toCommands(templates: Template[]): SpotCommand[] {
  const placed: { id: string; owner: string }[] = [];
  const funding: SpotCommand[] = [
    { type: 'FundMarketMaker', fundingId: 'mm-usdt', coin: 'USDT', amount: '1000000', at },
    { type: 'FundMarketMaker', fundingId: 'mm-btc', coin: 'BTC', amount: '10', at },
    { type: 'FundMarketMaker', fundingId: 'mm-eth', coin: 'ETH', amount: '100', at },
    // Customers start with something to trade, so most orders are accepted rather than refused for balance.
    ...owners.flatMap((owner): SpotCommand[] =>
      [['USDT', '20000'], ['BTC', '0.5'], ['ETH', '5']].map(([coin, amount]) => ({ type: 'ReceiveFromFunding', transferId: `start-${owner}-${coin}`, customerId: owner, coin: coin!, amount: amount!, at })),
    ),
  ];
  return [
    ...funding,
    ...templates.map((t, i): SpotCommand => {
      switch (t.kind) {
        case 'limit':
          placed.push({ id: `o${i}`, owner: t.owner });
          return {
            type: 'PlaceSpotOrder',
            orderId: `o${i}`,
            ownerId: t.owner,
            symbol: t.symbol,
            side: t.side,
            orderType: 'limit',
            price: priceOf(t.symbol, t.offset),
            quantity: quantityOf(t.symbol, t.lots),
            ...(t.timeInForce === 'gtc' ? {} : { timeInForce: t.timeInForce }),
            at,
          };
        case 'stop': {
          placed.push({ id: `o${i}`, owner: t.owner });
          const byQuote = t.limit === null && t.side === 'buy';
          return {
            type: 'PlaceSpotOrder',
            orderId: `o${i}`,
            ownerId: t.owner,
            symbol: t.symbol,
            side: t.side,
            orderType: t.limit === null ? 'stop_market' : 'stop_limit',
            stopPrice: priceOf(t.symbol, t.now + (t.side === 'buy' ? t.distance : -t.distance)),
            ...(t.limit === null ? {} : { price: priceOf(t.symbol, t.limit) }),
            ...(byQuote ? { quoteAmount: `${t.quote}` } : { quantity: quantityOf(t.symbol, t.lots) }),
            tick: tickAt(t.symbol, t.now, i),
            at,
          };
        }
        case 'oco': {
          const up = t.side === 'buy' ? 1 : -1;
          const stop = t.now + up * t.stopDistance;
          placed.push({ id: `o${i}-limit`, owner: t.owner }, { id: `o${i}-stop`, owner: t.owner });
          return {
            type: 'PlaceSpotOco',
            ocoId: `o${i}`,
            limitOrderId: `o${i}-limit`,
            stopOrderId: `o${i}-stop`,
            ownerId: t.owner,
            symbol: t.symbol,
            side: t.side,
            quantity: quantityOf(t.symbol, t.lots),
            price: priceOf(t.symbol, t.now - up * t.limitDistance),
            stopPrice: priceOf(t.symbol, stop),
            ...(t.stopLimitBeyond === null ? {} : { stopLimitPrice: priceOf(t.symbol, stop + up * t.stopLimitBeyond) }),
            tick: tickAt(t.symbol, t.now, i),
            at,
          };
        }
        case 'fire':
          return { type: 'FireSpotStops', tick: tickAt(t.symbol, t.offset, i), at };
        case 'market':
          return t.side === 'buy' && t.byQuote
            ? {
                type: 'PlaceSpotOrder',
                orderId: `o${i}`,
                ownerId: t.owner,
                symbol: t.symbol,
                side: 'buy',
                orderType: 'market',
                quoteAmount: `${t.quote}`,
                at,
              }
            : {
                type: 'PlaceSpotOrder',
                orderId: `o${i}`,
                ownerId: t.owner,
                symbol: t.symbol,
                side: t.side,
                orderType: 'market',
                quantity: quantityOf(t.symbol, t.lots),
                at,
              };
        case 'cancel': {
          const target = placed.length ? placed[t.pick % placed.length]! : { id: 'none', owner: 'a' };
          return { type: 'CancelSpotOrder', orderId: target.id, ownerId: t.owner === 'right-owner' ? target.owner : t.owner, at };
        }
        case 'receive':
          return {
            type: 'ReceiveFromFunding',
            transferId: `r${i}`,
            customerId: t.owner,
            coin: t.coin,
            amount: (t.units / 100).toFixed(2),
            at,
          };
        case 'send':
          return {
            type: 'SendToFunding',
            transferId: `s${i}`,
            customerId: t.owner,
            coin: t.coin,
            amount: (t.units / 1000).toFixed(3),
            toAccount: 'funding',
            at,
          };
        case 'quotes': {
          const level = (n: number, sign: 1 | -1) => ({
            price: priceOf(t.symbol, t.offset + sign * (n + 1)),
            quantity: quantityOf(t.symbol, 50),
          });
          const tick = { symbol: t.symbol, seq: i, at, price: priceOf(t.symbol, t.offset), source: 'simulated' };
          return {
            type: 'ReplaceQuotes',
            symbol: t.symbol,
            tick,
            at,
            bids: Array.from({ length: t.levels }, (_, n) => level(n, -1)),
            asks: Array.from({ length: t.levels }, (_, n) => level(n, 1)),
          };
        }
      }
    }),
  ];
}

/** Runs the commands; a refused one must leave the core exactly as it was. */
function run(core: SpotCore, commands: SpotCommand[], check?: (core: SpotCore, event: SpotEvent | null) => void): (SpotEvent | string)[] {
  return commands.map((command) => {
    const before = check ? JSON.stringify(core.snapshot()) : '';
    try {
      const event = core.execute(command);
      check?.(core, event);
      return event;
    } catch (error) {
      if (!(error instanceof SpotRejection)) throw error;
      if (check) expect(JSON.stringify(core.snapshot())).toBe(before);
      check?.(core, null);
      return error.code;
    }
  });
}

const minorOf = (amount: string) => {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  return { negative, digits: whole + fraction, scale: fraction.length };
};

function sumPostings(event: SpotEvent): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const posting of event.data.postings) {
    const { negative, digits } = minorOf(posting.amount);
    const value = BigInt(digits) * (negative ? -1n : 1n);
    sums.set(posting.coin, (sums.get(posting.coin) ?? 0n) + value);
  }
  return sums;
}

function checkInvariants(core: SpotCore, event: SpotEvent | null): void {
  if (event) for (const [coin, sum] of sumPostings(event)) expect([coin, sum]).toEqual([coin, 0n]);
  const byCoin = new Map<string, bigint>();
  const holds = new Map<string, bigint>();
  for (const [account, value] of core.accountBalances()) {
    const coin = account.slice(account.lastIndexOf(':') + 1);
    byCoin.set(coin, (byCoin.get(coin) ?? 0n) + value);
    if (
      account.startsWith('user:') ||
      account.startsWith('hold:') ||
      account.startsWith('platform:market-maker:') ||
      account.startsWith('platform:fees:')
    ) {
      expect([account, value >= 0n]).toEqual([account, true]);
    }
    if (account.startsWith('hold:')) {
      const orderId = account.slice('hold:'.length, account.lastIndexOf(':'));
      expect([orderId, core.openOrder(orderId) !== undefined]).toEqual([orderId, true]);
      holds.set(coin, (holds.get(coin) ?? 0n) + value);
    }
  }
  for (const [coin, sum] of byCoin) expect([coin, sum]).toEqual([coin, 0n]);
  // Every hold is an open order's, and adds up to what the owners see as frozen.
  const frozen = new Map<string, bigint>();
  for (const owner of [...owners, MARKET_MAKER]) {
    for (const balance of core.balancesOf(owner)) {
      const { digits } = minorOf(balance.frozen);
      frozen.set(balance.coin, (frozen.get(balance.coin) ?? 0n) + BigInt(digits));
    }
  }
  for (const [coin, held] of holds) expect([coin, frozen.get(coin)]).toEqual([coin, held]);
  for (const symbol of symbols) {
    const depth = core.depth(symbol, 1);
    if (depth.bids[0] && depth.asks[0]) expect(Number(depth.bids[0].price)).toBeLessThan(Number(depth.asks[0].price));
  }
}

describe('spot core properties', () => {
  it('keeps every coin summing to zero, no balance or hold negative, holds equal to what open orders need', () => {
    const seen = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(commandArb, { minLength: 20, maxLength: 120 }), (templates) => {
        for (const outcome of run(new SpotCore(), toCommands(templates), checkInvariants))
          if (typeof outcome !== 'string') seen.set(outcome.type, (seen.get(outcome.type) ?? 0) + 1);
      }),
      { numRuns: 100 },
    );
    // The random streams reach the conditional orders, not only their refusals.
    expect(Math.min(seen.get('SpotStopsTriggered') ?? 0, seen.get('SpotOcoPlaced') ?? 0)).toBeGreaterThan(10);
  });

  it('gives the same events when run twice from the start (determinism)', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 120 }), (templates) => {
        const commands = toCommands(templates);
        expect(run(new SpotCore(), commands)).toEqual(run(new SpotCore(), commands));
      }),
      { numRuns: 100 },
    );
  });

  it('rebuilds from a snapshot taken anywhere and continues exactly as the live core', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 120 }), fc.nat(), (templates, cutAt) => {
        const commands = toCommands(templates);
        const cut = cutAt % (commands.length + 1);
        const live = new SpotCore();
        run(live, commands.slice(0, cut));
        const restored = SpotCore.restore(JSON.parse(JSON.stringify(live.snapshot())));
        expect(run(restored, commands.slice(cut))).toEqual(run(live, commands.slice(cut)));
        expect(restored.snapshot()).toEqual(live.snapshot());
      }),
      { numRuns: 100 },
    );
  });
});
