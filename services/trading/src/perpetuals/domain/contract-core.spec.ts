import { instrumentOf } from '../../market/instruments';
import { rejectionCode } from '../../testing/rejection-code';
import { ContractCore, customerAccount, PLATFORM } from './contract-core';
import { FEES_TO_FUNDING } from './contract-book';
import { ContractRejection, type ContractCommand, type TickRef } from './contract-core.types';
import type { ContractTerms } from './contract-terms';
import { defaultContractTerms } from './default-contract-terms';
import { defaultOptionTerms } from './option-terms';

const at = '2026-11-24T10:00:00.000Z';
const BTC: ContractTerms = { ...defaultContractTerms(instrumentOf('BTCUSDT')!), spread: '10.00', openFeeRate: '0.0005', closeFeeRate: '0.0005' };
const GOLD = defaultContractTerms(instrumentOf('XAUUSD')!);

/** A scripted price feed: each tick gets the next sequence number of its instrument. */
function feed(core: ContractCore) {
  let seq = 0;
  return (symbol: string, price: string): TickRef => {
    const tick = { symbol, seq: (seq += 1), at, price, source: 'scripted' };
    core.execute({ type: 'ApplyTick', tick, at });
    return tick;
  };
}

function setUp(terms: ContractTerms[] = [BTC, GOLD]) {
  const core = new ContractCore(terms);
  const tick = feed(core);
  let ids = 0;
  const fund = (customerId: string, amount: string, account: 'hy' | 'jg1' = 'hy') =>
    core.execute({ type: 'ReceiveFromFunding', transferId: `t${(ids += 1)}`, customerId, account, amount, at });
  const open = (fields: Partial<Extract<ContractCommand, { type: 'OpenPosition' }>> = {}) => {
    const positionId = fields.positionId ?? `p${(ids += 1)}`;
    core.execute({ type: 'OpenPosition', positionId, ownerId: 'ann', symbol: 'BTCUSDT', side: 'long', orderType: 'market', leverage: 10, lots: '1', at, ...fields });
    return core.position(positionId)!;
  };
  const balance = (account: string) => Number(core.balance(account)) / 1e6;
  const booksBalance = () => [...core.accounts().values()].reduce((sum, minor) => sum + minor, 0n);
  return { core, tick, fund, open, balance, booksBalance };
}

const rejectionOf = (run: () => unknown) => rejectionCode(ContractRejection, run);

describe('opening a position', () => {
  it('opens a long at the tick plus half the spread, holding the initial margin and taking the fee', () => {
    const { core, tick, fund, open, balance, booksBalance } = setUp();
    fund('ann', '10000');
    const used = tick('BTCUSDT', '60000.00');
    const position = open({ leverage: 10, lots: '1' });
    expect(position).toMatchObject({ status: 'open', entryPrice: '60005.000', margin: '6000.500000', openFee: '30.002500', entryTick: used });
    expect(balance(customerAccount('ann', 'hy'))).toBeCloseTo(10000 - 6000.5 - 30.0025, 6);
    // The fee crosses to the funding wallet's platform:fees through the clearing account (which sent the 10,000 in).
    expect(balance(FEES_TO_FUNDING)).toBeCloseTo(-10000 + 30.0025, 6);
    expect(balance(PLATFORM.fees)).toBe(0);
    expect(booksBalance()).toBe(0n);
    expect(core.netExposure('BTCUSDT').toString()).toBe('1.00');
  });

  it('refuses what it cannot accept, changing nothing', () => {
    const { core, tick, fund, open } = setUp();
    fund('ann', '1000');
    tick('BTCUSDT', '60000.00');
    const snapshot = () => JSON.stringify([...core.accounts()].map(([account, minor]) => [account, String(minor)]));
    const before = snapshot();
    expect(rejectionOf(() => open({ lots: '1' }))).toBe('contracts.insufficientMargin');
    expect(rejectionOf(() => open({ lots: '0.015' }))).toBe('contracts.lotStep');
    expect(rejectionOf(() => open({ leverage: 101, lots: '0.01' }))).toBe('contracts.leverageRange');
    expect(rejectionOf(() => open({ lots: '0.01', takeProfit: '59000.00' }))).toBe('contracts.takeProfitAbove');
    expect(rejectionOf(() => open({ lots: '0.01', stopLoss: '61000.00' }))).toBe('contracts.stopLossBelow');
    expect(rejectionOf(() => open({ lots: '0.01', side: 'short', takeProfit: '61000.00' }))).toBe('contracts.takeProfitBelow');
    expect(snapshot()).toBe(before);
    expect(core.positionsOf('ann')).toEqual([]);
  });

  it('limits leverage by the tier of the notional: 50x above 50,000 USDT, 20x above 250,000', () => {
    const { tick, fund, open } = setUp();
    fund('ann', '1000000');
    tick('BTCUSDT', '60000.00');
    expect(rejectionOf(() => open({ leverage: 51, lots: '1' }))).toBe('contracts.leverageRange');
    expect(open({ leverage: 50, lots: '1' }).status).toBe('open');
    expect(rejectionOf(() => open({ leverage: 21, lots: '5' }))).toBe('contracts.leverageRange');
  });

  it('refuses a position that would take the house past its cap on the instrument, but not one that reduces it', () => {
    const { tick, fund, open } = setUp([{ ...BTC, houseExposureCap: '100000' }]);
    fund('ann', '100000');
    tick('BTCUSDT', '60000.00');
    open({ lots: '1' });
    expect(rejectionOf(() => open({ lots: '1' }))).toBe('contracts.houseCap');
    expect(open({ lots: '1', side: 'short' }).status).toBe('open');
  });
});

describe('take-profit, stop-loss and liquidation close at the tick that crossed', () => {
  it('takes profit at the first tick whose exit price reaches the level, paid by the house', () => {
    const { core, tick, fund, open, balance, booksBalance } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const { id } = open({ takeProfit: '61000.00' });
    tick('BTCUSDT', '61004.99');
    expect(core.position(id)!.status).toBe('open');
    const crossing = tick('BTCUSDT', '61005.00');
    expect(core.position(id)).toMatchObject({ status: 'closed', closeReason: 'take_profit', closePrice: '61000.000', closeTick: crossing, realizedPnl: '995.000000' });
    expect(balance(PLATFORM.house)).toBeCloseTo(-995, 6);
    expect(balance(customerAccount('ann', 'hy'))).toBeCloseTo(10000 - 30.0025 + 995 - 30.5, 6);
    expect(booksBalance()).toBe(0n);
    expect(core.netExposure('BTCUSDT').isZero()).toBe(true);
  });

  it('stops a short’s loss at its stop, the loss going to the house', () => {
    const { core, tick, fund, open, balance } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const { id } = open({ side: 'short', stopLoss: '60500.00' });
    const crossing = tick('BTCUSDT', '60600.00');
    expect(core.position(id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closePrice: '60605.000', closeTick: crossing, realizedPnl: '-610.000000' });
    expect(balance(PLATFORM.house)).toBeCloseTo(610, 6);
  });

  it('takes no older tick for a position opened after it: a late-handed price fires only what existed then', () => {
    const { core, tick, fund, open } = setUp();
    fund('ann', '10000');
    const older = tick('BTCUSDT', '60600.00');
    tick('BTCUSDT', '60100.00');
    const { id } = open({ side: 'short', stopLoss: '60500.00' });
    core.execute({ type: 'ApplyTick', tick: older, at });
    expect(core.position(id)!.status).toBe('open');
    const crossing = tick('BTCUSDT', '60600.00');
    expect(core.position(id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closeTick: crossing });
  });

  it('liquidates below the maintenance margin, not at it, and returns what is left less the fee', () => {
    // 25x gold: maintenance is half the initial margin, so the loss may reach the other half.
    const { core, tick, fund, open, balance, booksBalance } = setUp();
    fund('ann', '5000', 'jg1');
    tick('XAUUSD', '2000.00');
    const position = open({ symbol: 'XAUUSD', lots: '0.1', leverage: 25 });
    const entry = Number(position.entryPrice);
    const margin = Number(position.margin);
    // Loss equal to half the margin: 10 oz x (entry - price) = margin / 2.
    const atMaintenance = (entry - margin / 2 / 10).toFixed(2);
    expect(Number(atMaintenance) * 10 - entry * 10 + margin).toBeCloseTo(margin / 2, 1);
    tick('XAUUSD', (Number(atMaintenance) + 0.01).toFixed(2));
    expect(core.position(position.id)!.status).toBe('open');
    const below = tick('XAUUSD', (Number(atMaintenance) - 0.02).toFixed(2));
    const closed = core.position(position.id)!;
    expect(closed).toMatchObject({ status: 'liquidated', closeReason: 'liquidation', closeTick: below, closePrice: below.price });
    expect(Number(closed.realizedPnl)).toBeLessThan(0);
    expect(balance(PLATFORM.insurance)).toBeGreaterThan(0);
    expect(balance(`hold:pos-${position.id}:USDT`)).toBe(0);
    expect(booksBalance()).toBe(0n);
  });

  /** Ann's 100x long of half a coin at 60,000 with `insurance` in the fund, then a tick through zero at 50,000: liquidated, her account untouched. */
  function gapThroughZero(insurance: string) {
    const kit = setUp();
    kit.fund('ann', '10000');
    kit.core.execute({ type: 'ReceivePlatformFunding', fundingId: 'f1', to: 'insurance', amount: insurance, staffId: 's1', reason: 'cover', at });
    kit.tick('BTCUSDT', '60000.00');
    // 100x is allowed up to 50,000 USDT of notional: half a coin.
    const { id, margin } = kit.open({ leverage: 100, lots: '0.5' });
    const left = kit.balance(customerAccount('ann', 'hy'));
    kit.tick('BTCUSDT', '50000.00');
    expect(kit.core.position(id)).toMatchObject({ status: 'liquidated' });
    expect(kit.balance(customerAccount('ann', 'hy'))).toBeCloseTo(left, 6);
    return { ...kit, margin };
  }

  it('lets the insurance fund pay a gap through zero: the customer never owes more than the margin', () => {
    const { balance, booksBalance, margin } = gapThroughZero('10000');
    // The house is owed the whole loss; the margin covers part and insurance the rest.
    expect(balance(PLATFORM.house)).toBeCloseTo(0.5 * (60005 - 50000), 6);
    expect(balance(PLATFORM.insurance)).toBeCloseTo(10000 - (0.5 * (60005 - 50000) - Number(margin)), 6);
    expect(booksBalance()).toBe(0n);
  });

  it('when the insurance fund is empty, pays the house only what the fund holds: the fund never goes below zero, the customer never owes', () => {
    const { core, balance, booksBalance, margin } = gapThroughZero('100');
    expect(balance(PLATFORM.insurance)).toBe(0);
    expect(balance(PLATFORM.house)).toBeCloseTo(Number(margin) + 100, 6);
    expect(booksBalance()).toBe(0n);
    // A funding is credited once, with a reason.
    expect(rejectionOf(() => core.execute({ type: 'ReceivePlatformFunding', fundingId: 'f1', to: 'insurance', amount: '100', staffId: 's1', reason: 'again', at }))).toBe('contracts.duplicate');
    expect(rejectionOf(() => core.execute({ type: 'ReceivePlatformFunding', fundingId: 'f2', to: 'house', amount: '100', staffId: 's1', reason: ' ', at }))).toBe('contracts.reasonRequired');
  });

  it('closes part, then liquidates the rest with the margin that stayed with it', () => {
    const { core, tick, fund, open, booksBalance } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const { id } = open({ leverage: 20, lots: '1' });
    core.execute({ type: 'ClosePosition', positionId: id, ownerId: 'ann', lots: '0.4', at });
    expect(core.position(id)).toMatchObject({ status: 'open', lots: '0.60', margin: '1800.150000' });
    tick('BTCUSDT', '50000.00');
    expect(core.position(id)).toMatchObject({ status: 'liquidated', lots: '0.60' });
    expect(booksBalance()).toBe(0n);
  });

  it('says in the event what a partial close closed, at the newer of its mark and the tick the command brought', () => {
    const { core, tick, fund, open } = setUp();
    fund('ann', '10000');
    const old = tick('BTCUSDT', '60000.00');
    const { id } = open({ leverage: 20, lots: '1' });
    const mark = tick('BTCUSDT', '60100.00');
    // The command brings an older tick than the core's mark: the core closes at its mark, and the event names it.
    const partial = core.execute({ type: 'ClosePosition', positionId: id, ownerId: 'ann', lots: '0.4', tick: old, at });
    expect(partial.data.partialClose).toEqual({ positionId: id, lots: '0.40', price: '60095.000', tick: mark });
    // A newer tick brought by the command is the one it closes at.
    const newer = { ...mark, seq: mark.seq + 1, price: '60200.00' };
    expect(core.execute({ type: 'ClosePosition', positionId: id, ownerId: 'ann', lots: '0.1', tick: newer, at }).data.partialClose).toEqual({ positionId: id, lots: '0.10', price: '60195.000', tick: newer });
    // A whole close is in the position's view, and says no partial close.
    const whole = core.execute({ type: 'ClosePosition', positionId: id, ownerId: 'ann', at });
    expect(whole.data.partialClose).toBeUndefined();
    expect(whole.data.positions[0]).toMatchObject({ status: 'closed', closeTick: newer });
  });
});

describe('pending opens', () => {
  const later = (seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
  /** A BTCUSDT tick recorded `seconds` after `at`. */
  const tickAt = (seq: number, seconds: number, price: string): TickRef => ({ symbol: 'BTCUSDT', seq, at: later(seconds), price, source: 'scripted' });

  it('names the pending opens a tick would fill, changing nothing: placed at or before it and reached by its entry', () => {
    const { core, fund } = setUp();
    fund('ann', '100000');
    core.execute({ type: 'ApplyTick', tick: tickAt(1, 0, '60000.00'), at: later(0) });
    const limit = (positionId: string, side: 'long' | 'short', price: string, seconds: number) =>
      core.execute({ type: 'OpenPosition', positionId, ownerId: 'ann', symbol: 'BTCUSDT', side, orderType: 'limit', price, leverage: 10, lots: '0.1', at: later(seconds) });
    limit('long-59000', 'long', '59000.00', 1);
    limit('long-58000', 'long', '58000.00', 3);
    limit('short-61000', 'short', '61000.00', 1);
    const before = JSON.stringify(core.livePositions());
    const reached = (price: string, seconds = 3) => core.pendingOpensReachedBy(tickAt(9, seconds, price)).map((position) => position.id).sort();
    // A long's entry is the tick plus half the spread (5.00): it fills at 58,995 or below, not at 58,996.
    expect(reached('58995.00')).toEqual(['long-59000']);
    expect(reached('58996.00')).toEqual([]);
    expect(reached('57995.00')).toEqual(['long-58000', 'long-59000']);
    expect(reached('57995.00', 2)).toEqual(['long-59000']);
    expect(reached('61005.00')).toEqual(['short-61000']);
    expect(JSON.stringify(core.livePositions())).toBe(before);
  });

  it('does not fill from a tick recorded before it was placed, even one handed over late', () => {
    const { core, fund } = setUp();
    fund('ann', '10000');
    core.execute({ type: 'ApplyTick', tick: tickAt(1, 0, '60000.00'), at: later(0) });
    const before = tickAt(2, 1, '58000.00');
    core.execute({ type: 'OpenPosition', positionId: 'late', ownerId: 'ann', symbol: 'BTCUSDT', side: 'long', orderType: 'limit', price: '59000.00', leverage: 10, lots: '1', at: later(2) });
    core.execute({ type: 'ApplyTick', tick: before, at: later(3) });
    expect(core.position('late')!.status).toBe('pending');
    const reaching = tickAt(3, 4, '58500.00');
    core.execute({ type: 'ApplyTick', tick: reaching, at: later(4) });
    expect(core.position('late')).toMatchObject({ status: 'open', entryTick: reaching });
  });

  it('holds margin and fee at the limit, fills at a better tick and returns the difference', () => {
    const { core, tick, fund, open, balance, booksBalance } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const pending = open({ orderType: 'limit', price: '59000.00', lots: '1' });
    expect(pending.status).toBe('pending');
    tick('BTCUSDT', '58996.00');
    expect(core.position(pending.id)!.status).toBe('pending');
    const crossing = tick('BTCUSDT', '58990.00');
    expect(core.position(pending.id)).toMatchObject({ status: 'open', entryPrice: '58995.000', entryTick: crossing, margin: '5899.500000' });
    expect(balance(customerAccount('ann', 'hy'))).toBeCloseTo(10000 - 5899.5 - 29.4975, 6);
    expect(booksBalance()).toBe(0n);
  });

  it('refuses at placement a limit whose margin at the current price is out of reach: a short at 1.00 never fills at 1.00', () => {
    const { core, tick, fund, open, balance, booksBalance } = setUp();
    fund('ann', '10');
    tick('BTCUSDT', '65000.00');
    // The attack of issue 19: 1 lot short at 1.00 with 10 USDT. The market is already past the limit,
    // so it would fill at about 64,995: 6,499.50 of margin at 10x, which the account does not hold.
    expect(rejectionOf(() => open({ positionId: 'drain', side: 'short', orderType: 'limit', price: '1.00', lots: '1' }))).toBe('contracts.insufficientMargin');
    expect(core.position('drain')).toBeUndefined();
    tick('BTCUSDT', '64990.00');
    expect(balance(customerAccount('ann', 'hy'))).toBe(10);
    expect(balance(PLATFORM.insurance)).toBe(0);
    expect(booksBalance()).toBe(0n);
  });

  it('fills a limit already reached at the next tick, at that tick less half the spread, not at its limit', () => {
    const { core, tick, fund, open, booksBalance } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const pending = open({ side: 'short', orderType: 'limit', price: '50000.00', lots: '1' });
    // Held at the market's entry (59,995), not the limit.
    expect(pending).toMatchObject({ status: 'pending', margin: '5999.500000' });
    const crossing = tick('BTCUSDT', '60100.00');
    expect(core.position(pending.id)).toMatchObject({ status: 'open', entryPrice: '60095.000', entryTick: crossing, margin: '6009.500000', initialMargin: '6009.500000', openFee: '30.047500' });
    expect(booksBalance()).toBe(0n);
  });

  it('keeps a short waiting while its account cannot cover the margin its fill needs, and fills it at a crossing tick once it can', () => {
    const { core, tick, fund, open, balance, booksBalance } = setUp();
    fund('ann', '6100');
    tick('BTCUSDT', '60000.00');
    // Held at the limit: 0.99 x 61,000 / 10 = 6,039 of margin and 30.195 of fee, out of 6,100.
    const pending = open({ side: 'short', orderType: 'limit', price: '61000.00', lots: '0.99' });
    expect(pending.margin).toBe('6039.000000');
    const held = balance(customerAccount('ann', 'hy'));
    // Fills need 0.99 x 62,995 / 10 = 6,236.505 of margin: more than hold and account together.
    tick('BTCUSDT', '63000.00');
    expect(core.position(pending.id)).toMatchObject({ status: 'pending', entryPrice: null, entryTick: null });
    expect(balance(customerAccount('ann', 'hy'))).toBe(held);
    // No later tick is even asked about it until the account is credited.
    expect(core.wouldFire({ symbol: 'BTCUSDT', seq: 99, at, price: '63000.00', source: 'scripted' })).toBe(false);
    fund('ann', '1000');
    const crossing = tick('BTCUSDT', '62000.00');
    expect(core.position(pending.id)).toMatchObject({ status: 'open', entryPrice: '61995.000', entryTick: crossing, margin: '6137.505000' });
    expect(booksBalance()).toBe(0n);
  });

  it('returns everything held when cancelled, and cannot be cancelled twice', () => {
    const { core, tick, fund, open, balance } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const pending = open({ orderType: 'limit', price: '59000.00' });
    core.execute({ type: 'CancelPendingOpen', positionId: pending.id, ownerId: 'ann', at });
    expect(balance(customerAccount('ann', 'hy'))).toBe(10000);
    expect(rejectionOf(() => core.execute({ type: 'CancelPendingOpen', positionId: pending.id, ownerId: 'ann', at }))).toBe('contracts.notPending');
    tick('BTCUSDT', '58000.00');
    expect(core.position(pending.id)!.status).toBe('cancelled');
  });
});

describe('margin, TP/SL and terms after opening', () => {
  it('adds at most what the account holds, and moves the liquidation level away', () => {
    const { core, tick, fund, open } = setUp();
    fund('ann', '7000');
    tick('BTCUSDT', '60000.00');
    const { id } = open({ leverage: 10 });
    expect(rejectionOf(() => core.execute({ type: 'AddMargin', positionId: id, ownerId: 'ann', amount: '1000', at }))).toBe('contracts.addMarginTooMuch');
    core.execute({ type: 'AddMargin', positionId: id, ownerId: 'ann', amount: '900', at });
    expect(core.position(id)!.margin).toBe('6900.500000');
  });

  it('holds a position’s margin to the risk profile’s cap, at opening and when margin is added', () => {
    const { core, tick, fund, open, booksBalance } = setUp();
    fund('ann', '20000');
    tick('BTCUSDT', '60000.00');
    // 1 BTC at 10x needs 6,000.50 of margin: over a 5,000 cap, and nothing moves.
    expect(rejectionOf(() => open({ positionId: 'capped', leverage: 10, maxMargin: '5000' }))).toBe('contracts.riskMarginCap');
    expect(core.position('capped')).toBeUndefined();
    expect(core.balance(customerAccount('ann', 'hy'))).toBe(20_000_000_000n);
    const { id } = open({ leverage: 20, maxMargin: '5000' });
    expect(rejectionOf(() => core.execute({ type: 'AddMargin', positionId: id, ownerId: 'ann', amount: '2000', maxMargin: '5000', at }))).toBe('contracts.riskMarginCap');
    core.execute({ type: 'AddMargin', positionId: id, ownerId: 'ann', amount: '1999.75', maxMargin: '5000', at });
    expect(core.position(id)!.margin).toBe('5000.000000');
    expect(booksBalance()).toBe(0n);
  });

  it('keeps an open position’s terms when staff change the instrument’s', () => {
    const { core, tick, fund, open } = setUp();
    fund('ann', '20000');
    tick('BTCUSDT', '60000.00');
    const before = open();
    core.execute({ type: 'ConfigureContract', terms: { ...BTC, closeFeeRate: '0.01', spread: '100.00' }, staffId: 's1', reason: 'volatility', at });
    expect(core.position(before.id)!.terms.closeFeeRate).toBe('0.0005');
    const after = open();
    expect(after.terms.spread).toBe('100.00');
    expect(rejectionOf(() => core.execute({ type: 'ConfigureContract', terms: BTC, staffId: 's1', reason: ' ', at }))).toBe('contracts.reasonRequired');
  });

  it('checks a new stop against the current price and lets another customer touch nothing', () => {
    const { core, tick, fund, open } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const { id } = open();
    expect(rejectionOf(() => core.execute({ type: 'SetTakeProfitStopLoss', positionId: id, ownerId: 'ann', takeProfit: null, stopLoss: '60100.00', at }))).toBe('contracts.stopLossBelow');
    expect(rejectionOf(() => core.execute({ type: 'ClosePosition', positionId: id, ownerId: 'bob', at }))).toBe('contracts.positionNotFound');
    core.execute({ type: 'SetTakeProfitStopLoss', positionId: id, ownerId: 'ann', takeProfit: null, stopLoss: '59000.00', at });
    tick('BTCUSDT', '59004.00');
    expect(core.position(id)).toMatchObject({ status: 'closed', closeReason: 'stop_loss' });
  });

  it('refuses a price too far out for a trigger to hold exactly, before anything changes', () => {
    const { core, tick, fund, open } = setUp();
    fund('ann', '10000');
    tick('BTCUSDT', '60000.00');
    const { id } = open({ lots: '0.01' });
    const before = JSON.stringify(core.snapshot());
    const farOut = '99999999999999999999.99';
    expect(rejectionOf(() => open({ lots: '0.01', orderType: 'limit', side: 'short', price: farOut }))).toBe('field.invalid');
    expect(rejectionOf(() => open({ lots: '0.01', takeProfit: farOut }))).toBe('field.invalid');
    expect(rejectionOf(() => core.execute({ type: 'SetTakeProfitStopLoss', positionId: id, ownerId: 'ann', takeProfit: farOut, stopLoss: null, at }))).toBe('field.invalid');
    // The last whole tick a trigger holds: watched at its price plus half the spread, it is past the bound
    // too (it had been taken, the margin moved, and then the trigger refused: an open position nothing watched).
    const atTheBound = '90071992547409.91';
    expect(rejectionOf(() => open({ lots: '0.01', takeProfit: atTheBound }))).toBe('field.invalid');
    expect(JSON.stringify(core.snapshot())).toBe(before);
    // A pending open's take-profit is checked when it is set, not first armed at its fill inside a tick.
    const pending = open({ lots: '0.01', orderType: 'limit', price: '59000.00' });
    const waiting = JSON.stringify(core.snapshot());
    expect(rejectionOf(() => core.execute({ type: 'SetTakeProfitStopLoss', positionId: pending.id, ownerId: 'ann', takeProfit: atTheBound, stopLoss: null, at }))).toBe('field.invalid');
    expect(JSON.stringify(core.snapshot())).toBe(waiting);
  });
});

describe('the house’s buffer', () => {
  it('stops opens and options that add exposure while the house holds less than its buffer, never a close, and publishes the figures', () => {
    const { core, tick, fund, open, booksBalance } = setUp();
    fund('ann', '100000');
    tick('BTCUSDT', '60000.00');
    expect(rejectionOf(() => core.execute({ type: 'ConfigureHouseBuffer', share: '1.5', staffId: 's1', reason: 'too much', at }))).toBe('field.invalid');
    expect(rejectionOf(() => core.execute({ type: 'ConfigureHouseBuffer', share: '0.10', staffId: 's1', reason: ' ', at }))).toBe('contracts.reasonRequired');
    core.execute({ type: 'ConfigureHouseBuffer', share: '0.10', staffId: 's1', reason: 'keep 10% of net exposure in hand', at });
    // Nothing exposed yet: a buffer of 0, which an empty house meets.
    const first = open({ lots: '1' });
    expect(core.houseBuffer()).toMatchObject({ share: '0.10', netContractExposure: 60_000_000_000n, required: 6_000_000_000n, balance: 0n, takingNewExposure: false });
    expect(rejectionOf(() => open({ positionId: 'more', lots: '0.5' }))).toBe('contracts.houseBuffer');
    expect(core.position('more')).toBeUndefined();
    // A short reduces the house's exposure: accepted.
    const reducing = open({ side: 'short', lots: '0.5' });
    expect(reducing.status).toBe('open');
    // A customer's close is never refused.
    core.execute({ type: 'ClosePosition', positionId: first.id, ownerId: 'ann', at });
    expect(core.position(first.id)!.status).toBe('closed');
    expect(booksBalance()).toBe(0n);
    // Funded from the treasury, the house takes exposure again.
    core.execute({ type: 'ReceivePlatformFunding', fundingId: 'h1', to: 'house', amount: '10000', staffId: 's1', reason: 'house capital', at });
    expect(open({ lots: '1' }).status).toBe('open');
  });

  it('counts waiting options at their largest payout, and refuses the option the house could not cover with it counted', () => {
    const core = new ContractCore([BTC], [defaultOptionTerms(instrumentOf('BTCUSDT')!)]);
    core.execute({ type: 'ReceiveFromFunding', transferId: 't1', customerId: 'ann', account: 'jg', amount: '1000', at });
    core.execute({ type: 'ApplyTick', tick: { symbol: 'BTCUSDT', seq: 1, at, price: '60000.00', source: 'scripted' }, at });
    core.execute({ type: 'ConfigureHouseBuffer', share: '0.10', staffId: 's1', reason: 'buffer', at });
    const place = (optionId: string) => core.execute({ type: 'PlaceOption', optionId, ownerId: 'ann', symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '100', at });
    // An empty house cannot take even the first: its win would pay 85 the house does not hold.
    expect(rejectionOf(() => place('o1'))).toBe('contracts.houseBuffer');
    core.execute({ type: 'ReceivePlatformFunding', fundingId: 'h1', to: 'house', amount: '85', staffId: 's1', reason: 'cover one option', at });
    place('o1');
    expect(core.houseBuffer()).toMatchObject({ optionsMaxPayout: 85_000_000n, required: 85_000_000n, balance: 85_000_000n, takingNewExposure: true });
    expect(rejectionOf(() => place('o2'))).toBe('contracts.houseBuffer');
    core.execute({ type: 'ReceivePlatformFunding', fundingId: 'h2', to: 'house', amount: '85', staffId: 's1', reason: 'cover the second', at });
    place('o2');
    expect(core.houseBuffer()).toMatchObject({ optionsMaxPayout: 170_000_000n, required: 170_000_000n, balance: 170_000_000n, takingNewExposure: true });
  });
});

describe('financing', () => {
  it('charges gold longs three times on a Wednesday from the margin, to the platform’s financing account', () => {
    const { core, tick, fund, open, balance, booksBalance } = setUp();
    fund('ann', '5000', 'jg1');
    tick('XAUUSD', '2000.00');
    const { id, margin } = open({ symbol: 'XAUUSD', lots: '0.1', leverage: 25 });
    core.execute({ type: 'ChargeFinancing', slot: 'daily', slotKey: 'daily:2026-11-25', wednesday: true, at });
    // 10 oz x 2,000 x 0.012% x 3
    expect(balance(PLATFORM.financing)).toBeCloseTo(7.2, 6);
    expect(Number(core.position(id)!.margin)).toBeCloseTo(Number(margin) - 7.2, 6);
    core.execute({ type: 'ChargeFinancing', slot: 'eight-hourly', slotKey: '8h:2026-11-25T16', wednesday: true, at });
    expect(balance(PLATFORM.financing)).toBeCloseTo(7.2, 6);
    expect(booksBalance()).toBe(0n);
  });

  it('charges a slot only the positions open at its instant: one opened a minute after 08:00 pays nothing for 08:00', () => {
    const { core, tick, fund, balance, booksBalance } = setUp();
    fund('ann', '100000');
    tick('BTCUSDT', '60000.00');
    const openAt = (positionId: string, when: string) =>
      core.execute({ type: 'OpenPosition', positionId, ownerId: 'ann', symbol: 'BTCUSDT', side: 'long', orderType: 'market', leverage: 10, lots: '1', at: when });
    openAt('before', '2026-11-25T07:59:00.000Z');
    openAt('after', '2026-11-25T08:01:00.000Z');
    const charged = core.execute({ type: 'ChargeFinancing', slot: 'eight-hourly', slotKey: '8h:2026-11-25T08', slotAt: '2026-11-25T08:00:00.000Z', wednesday: true, at: '2026-11-25T08:01:30.000Z' });
    expect(charged.data.positions.map((p) => p.id)).toEqual(['before']);
    expect(core.position('after')!.financing).toBe('0.000000');
    expect(Number(core.position('before')!.financing)).toBeGreaterThan(0);
    expect(balance(PLATFORM.financing)).toBe(Number(core.position('before')!.financing));
    expect(booksBalance()).toBe(0n);
  });
});
