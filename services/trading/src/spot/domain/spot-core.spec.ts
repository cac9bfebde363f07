import { presentOrder } from './spot-order-outcome';
import { SpotCore } from './spot-core';
import { givenSpotCore as given, spotBalance as balance } from './spot-core.given';
import { feeRatePpm, feeRateText } from './spot-fee-rates';
import { MARKET_MAKER, SpotRejection, type SpotCommand, type SpotEvent } from './spot-core.types';

const at = '2026-11-22T10:00:00.000Z';
const alice = 'alice';
const bob = 'bob';

const receive = (customerId: string, coin: string, amount: string, transferId = `t-${customerId}-${coin}-${amount}`): SpotCommand => ({
  type: 'ReceiveFromFunding',
  transferId,
  customerId,
  coin,
  amount,
  at,
});
const limit = (
  orderId: string,
  ownerId: string,
  side: 'buy' | 'sell',
  price: string,
  quantity: string,
  symbol = 'BTCUSDT',
): SpotCommand => ({
  type: 'PlaceSpotOrder',
  orderId,
  ownerId,
  symbol,
  side,
  orderType: 'limit',
  price,
  quantity,
  at,
});

const postingSum = (event: SpotEvent, coin: string) =>
  event.data.postings
    .filter((p) => p.coin === coin)
    .reduce((sum, p) => sum + BigInt(p.amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1')), 0n);

describe('spot core', () => {
  it('holds the quote for a resting limit buy and shows it as frozen', () => {
    const core = given(receive(alice, 'USDT', '1000'));
    const event = core.execute(limit('o1', alice, 'buy', '60000.00', '0.0100'));
    expect(event.type).toBe('SpotOrderPlaced');
    expect(event.data.orders).toEqual([expect.objectContaining({ id: 'o1', status: 'open', price: '60000.00', quantity: '0.0100' })]);
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '400.000000', frozen: '600.000000' });
    expect(event.data.postings).toEqual([
      { account: 'user:alice:spot:USDT', coin: 'USDT', amount: '-600.000000', balanceAfter: '400.000000', record: 'spot_order', ref: 'o1' },
      { account: 'hold:o1:USDT', coin: 'USDT', amount: '600.000000' },
    ]);
  });

  it('settles a trade at the maker price with fees out of what each side receives', () => {
    const core = given(receive(alice, 'USDT', '1000'), receive(bob, 'BTC', '1'), limit('sell-1', bob, 'sell', '50000.00', '0.0100'));
    const event = core.execute(limit('buy-1', alice, 'buy', '60000.00', '0.0100'));
    expect(event.data.trades).toEqual([
      expect.objectContaining({
        price: '50000.00',
        quantity: '0.0100',
        quoteAmount: '500.000000',
        takerSide: 'buy',
        buyerFee: '0.00001000',
        sellerFee: '0.500000',
      }),
    ]);
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '500.000000', frozen: '0.000000' });
    expect(balance(core, alice, 'BTC').available).toBe('0.00999000');
    expect(balance(core, bob, 'USDT').available).toBe('499.500000');
    expect(balance(core, bob, 'BTC')).toEqual({ coin: 'BTC', available: '0.99000000', frozen: '0.00000000' });
    // The seller's USDT fee crosses to the funding wallet's platform:fees; the buyer's BTC fee stays here.
    expect(core.accountBalances().get('clearing:accounts:USDT')! - -1_000_000_000n).toBe(500_000n); // alice's 1,000 came in through it
    expect(core.accountBalances().get('platform:fees:USDT')).toBeUndefined();
    expect(core.accountBalances().get('platform:fees:BTC')).toBe(1_000n);
    expect(event.data.orders.map((o) => [o.id, o.status, o.averagePrice])).toEqual([
      ['sell-1', 'filled', '50000.00'],
      ['buy-1', 'filled', '50000.00'],
    ]);
    expect(postingSum(event, 'USDT')).toBe(0n);
    expect(postingSum(event, 'BTC')).toBe(0n);
  });

  it('returns the whole hold when an order is cancelled', () => {
    const core = given(receive(alice, 'USDT', '1000'), limit('o1', alice, 'buy', '60000.00', '0.0100'));
    const event = core.execute({ type: 'CancelSpotOrder', orderId: 'o1', ownerId: alice, at });
    expect(event.data.orders[0]).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'user' }));
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '1000.000000', frozen: '0.000000' });
    expect(core.accountBalances().has('hold:o1:USDT')).toBe(false);
  });

  it("refuses to cancel another customer's order and changes nothing", () => {
    const core = given(receive(alice, 'USDT', '1000'), limit('o1', alice, 'buy', '60000.00', '0.0100'));
    expect(() => core.execute({ type: 'CancelSpotOrder', orderId: 'o1', ownerId: bob, at })).toThrow(
      new SpotRejection('spot.orderNotFound'),
    );
    expect(core.openOrdersOf(alice)).toHaveLength(1);
    expect(core.sequence).toBe(2);
  });

  it.each([
    [limit('o1', alice, 'buy', '60000.00', '0.1000'), 'spot.insufficientBalance'],
    [limit('o1', alice, 'buy', '60000.001', '0.0100'), 'spot.priceStep'],
    [limit('o1', alice, 'buy', '60000.00', '0.00001'), 'spot.quantityStep'],
    [limit('o1', alice, 'buy', '-1', '0.0100'), 'spot.invalidOrder'],
    [limit('o1', alice, 'buy', '60000', '0.01', 'EURUSD'), 'spot.unknownMarket'],
  ])('refuses a bad order without changing anything (%#)', (command, code) => {
    const core = given(receive(alice, 'USDT', '1000'));
    const before = core.snapshot();
    expect(() => core.execute(command)).toThrow(new SpotRejection(code as never));
    expect(core.snapshot()).toEqual(before);
  });

  it('spends a market buy by quote amount across levels and returns what is left of it', () => {
    const core = given(
      receive(alice, 'USDT', '1000'),
      receive(bob, 'BTC', '1'),
      limit('s1', bob, 'sell', '50000.00', '0.0010'),
      limit('s2', bob, 'sell', '51000.00', '0.0100'),
    );
    const event = core.execute({
      type: 'PlaceSpotOrder',
      orderId: 'm1',
      ownerId: alice,
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      quoteAmount: '100',
      at,
    });
    // 0.001 at 50,000 (50 USDT), then 50 USDT buys 0.0009 at 51,000 (45.9 USDT); 4.1 USDT cannot buy a lot.
    expect(event.data.trades.map((t) => [t.price, t.quantity])).toEqual([
      ['50000.00', '0.0010'],
      ['51000.00', '0.0009'],
    ]);
    expect(event.data.orders.at(-1)).toEqual(
      expect.objectContaining({ id: 'm1', status: 'cancelled', cancelReason: 'budget', filledQuote: '95.900000' }),
    );
    expect(balance(core, alice, 'USDT')).toEqual({ coin: 'USDT', available: '904.100000', frozen: '0.000000' });
    // The customer reads it as filled, with the 4.1 USDT that could not buy one more lot returned.
    expect(presentOrder(event.data.orders.at(-1)!)).toEqual(
      expect.objectContaining({ id: 'm1', status: 'filled', cancelReason: null, filledQuote: '95.900000', unspent: '4.100000' }),
    );
  });

  it('sends a market order with no book against nothing and returns the hold', () => {
    const core = given(receive(bob, 'BTC', '1'));
    const event = core.execute({
      type: 'PlaceSpotOrder',
      orderId: 'm1',
      ownerId: bob,
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'market',
      quantity: '0.5000',
      at,
    });
    expect(event.data.orders[0]).toEqual(expect.objectContaining({ status: 'cancelled', cancelReason: 'no-liquidity' }));
    expect(balance(core, bob, 'BTC')).toEqual({ coin: 'BTC', available: '1.00000000', frozen: '0.00000000' });
  });

  it('cancels the taker rather than trade with the same customer', () => {
    const core = given(receive(alice, 'USDT', '1000'), receive(alice, 'BTC', '1'), limit('s1', alice, 'sell', '50000.00', '0.0100'));
    const event = core.execute(limit('b1', alice, 'buy', '50000.00', '0.0100'));
    expect(event.data.trades).toEqual([]);
    expect(event.data.orders).toEqual([expect.objectContaining({ id: 'b1', status: 'cancelled', cancelReason: 'self-trade' })]);
  });

  it('counts a transfer once and refuses to send more than the spot balance', () => {
    const core = given(receive(alice, 'USDT', '10', 'tr-1'));
    expect(() => core.execute(receive(alice, 'USDT', '10', 'tr-1'))).toThrow(new SpotRejection('spot.duplicateTransfer'));
    expect(() =>
      core.execute({ type: 'SendToFunding', transferId: 'tr-2', customerId: alice, coin: 'USDT', amount: '11', toAccount: 'funding', at }),
    ).toThrow(new SpotRejection('spot.insufficientBalance'));
    const sent = core.execute({
      type: 'SendToFunding',
      transferId: 'tr-2',
      customerId: alice,
      coin: 'USDT',
      amount: '10',
      toAccount: 'funding',
      at,
    });
    expect(sent.data.postings).toEqual([
      { account: 'user:alice:spot:USDT', coin: 'USDT', amount: '-10.000000', balanceAfter: '0.000000', record: 'transfer_out', ref: 'tr-2' },
      { account: 'clearing:accounts:USDT', coin: 'USDT', amount: '10.000000' },
    ]);
  });

  it('replaces the house quotes, skipping what it cannot fund', () => {
    const core = given({ type: 'FundMarketMaker', fundingId: 'f1', coin: 'USDT', amount: '1000', at });
    const tick = { symbol: 'BTCUSDT', seq: 7, at, price: '50000.00', source: 'simulated' };
    core.execute({
      type: 'ReplaceQuotes',
      symbol: 'BTCUSDT',
      tick,
      bids: [{ price: '49990.00', quantity: '0.0100' }],
      asks: [{ price: '50010.00', quantity: '0.0100' }],
      at,
    });
    expect(core.depth('BTCUSDT', 5)).toEqual({ bids: [{ price: '49990.00', quantity: '0.0100' }], asks: [] });
    core.execute({ type: 'ReplaceQuotes', symbol: 'BTCUSDT', tick, bids: [{ price: '49980.00', quantity: '0.0100' }], asks: [], at });
    expect(core.depth('BTCUSDT', 5).bids).toEqual([{ price: '49980.00', quantity: '0.0100' }]);
    expect(core.marketMakerOrders('BTCUSDT')).toHaveLength(1);
    expect(core.accountBalances().get(`platform:market-maker:USDT`)).toBe(1_000_000_000n - 499_800_000n);
    expect(MARKET_MAKER).toBe('market-maker');
  });

  describe('fee rates staff set', () => {
    const fees = (makerRate: string, takerRate: string): SpotCommand => ({ type: 'ConfigureSpotFees', makerRate, takerRate, staffId: 'fin-2', reason: 'promotion', at });

    it('apply to orders accepted after the change; an order accepted before keeps its rates', () => {
      // bob's sell rests at the old maker rate (0.1%); then the rates go to 0.2% maker, 0.05% taker.
      const core = given(receive(alice, 'USDT', '1000'), receive(bob, 'BTC', '1'), limit('sell-1', bob, 'sell', '50000.00', '0.0100'), fees('0.002', '0.0005'));
      const event = core.execute(limit('buy-1', alice, 'buy', '60000.00', '0.0100'));
      expect(event.type).toBe('SpotOrderPlaced');
      // The seller, the maker, pays 0.1% of 500 USDT; the buyer, a taker after the change, 0.05% of 0.01 BTC.
      expect(event.data.trades).toEqual([expect.objectContaining({ sellerFee: '0.500000', buyerFee: '0.00000500' })]);
      // A maker accepted after the change pays the new rate.
      core.execute(limit('sell-2', bob, 'sell', '50000.00', '0.0100'));
      const second = core.execute(limit('buy-2', alice, 'buy', '50000.00', '0.0100'));
      expect(second.data.trades).toEqual([expect.objectContaining({ sellerFee: '1.000000', buyerFee: '0.00000500' })]);
      expect(postingSum(second, 'USDT')).toBe(0n);
      expect(core.feeRates()).toEqual({ makerPpm: 2_000n, takerPpm: 500n, changedAt: at, changedBy: 'fin-2' });
    });

    it('records the change as an event with no postings, and refuses a rate outside 0 to 1% without changing anything', () => {
      const core = given();
      expect(core.execute(fees('0', '0.01'))).toEqual({ type: 'SpotFeesConfigured', data: { command: fees('0', '0.01'), orders: [], trades: [], postings: [] } });
      for (const bad of ['0.0100001', '0.02', '-0.001', '1e-3', '', '0.0000001']) {
        const before = JSON.stringify(core.snapshot());
        expect(() => core.execute(fees(bad, '0.001'))).toThrow(new SpotRejection('spot.feeRateInvalid', { max: '0.01' }));
        expect(JSON.stringify(core.snapshot())).toBe(before);
      }
    });

    it('survive a snapshot, each resting order with its own rates; a snapshot taken before they could change restores the defaults', () => {
      const core = given(receive(bob, 'BTC', '1'), limit('sell-1', bob, 'sell', '50000.00', '0.0100'), fees('0.003', '0.003'));
      const restored = SpotCore.restore(JSON.parse(JSON.stringify(core.snapshot())));
      expect(restored.feeRates()).toEqual(core.feeRates());
      restored.execute(receive(alice, 'USDT', '1000'));
      expect(restored.execute(limit('buy-1', alice, 'buy', '60000.00', '0.0100')).data.trades).toEqual([expect.objectContaining({ sellerFee: '0.500000', buyerFee: '0.00003000' })]);

      const older = JSON.parse(JSON.stringify(given(receive(bob, 'BTC', '1'), limit('sell-1', bob, 'sell', '50000.00', '0.0100')).snapshot()));
      delete older.fees;
      for (const order of older.orders) {
        delete order.makerPpm;
        delete order.takerPpm;
      }
      const old = SpotCore.restore(older);
      expect(old.feeRates()).toEqual({ makerPpm: 1_000n, takerPpm: 1_000n, changedAt: null, changedBy: null });
      old.execute(receive(alice, 'USDT', '1000'));
      expect(old.execute(limit('buy-1', alice, 'buy', '60000.00', '0.0100')).data.trades).toEqual([expect.objectContaining({ sellerFee: '0.500000', buyerFee: '0.00001000' })]);
    });

    it('read and write rates as decimal fractions in whole parts per million', () => {
      expect([feeRatePpm('0.001'), feeRatePpm('0.0010'), feeRatePpm('0'), feeRatePpm('0.000001'), feeRatePpm('0.01')]).toEqual([1_000n, 1_000n, 0n, 1n, 10_000n]);
      expect([feeRateText(1_000n), feeRateText(0n), feeRateText(1n), feeRateText(10_000n), feeRateText(2_500n)]).toEqual(['0.001', '0', '0.000001', '0.01', '0.0025']);
    });
  });
});
