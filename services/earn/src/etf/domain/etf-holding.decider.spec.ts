import { DeciderSpecification } from '@meridian/testing';
import { ETF_FUNDS } from './etf-funds';
import { etfFundDecider } from './etf-fund.decider';
import { etfHoldingDecider, type EtfHoldingCommand, type EtfHoldingEvent } from './etf-holding.decider';

const holding = DeciderSpecification.for(etfHoldingDecider);
const fundSpec = DeciderSpecification.for(etfFundDecider);
const fund = ETF_FUNDS[0]!;
const at = '2026-11-24T10:00:00.000Z';
const meta = { now: at };
const buy = (amount: string, value = '0.980000'): EtfHoldingCommand => ({ type: 'BuyEtfUnits', data: { fund, tradeId: 't1', customerId: 'ann', amount, value, day: '2026-11-23' }, metadata: meta });
const placed: EtfHoldingEvent = { type: 'EtfBuyPlaced', data: { tradeId: 't1', customerId: 'ann', amount: '98.000000', units: '100.000000', value: '0.980000', day: '2026-11-23', at } };
const settled: EtfHoldingEvent = { type: 'EtfBuySettled', data: { tradeId: 't1', at } };
const sell = (units: string, value = '1.010000'): EtfHoldingCommand => ({ type: 'SellEtfUnits', data: { tradeId: 't2', customerId: 'ann', units, value, day: '2026-11-24' }, metadata: meta });

describe('an ETF holding', () => {
  it('buys units at the day’s value, rounded down, inside the fund’s bounds', () => {
    holding.given([]).when(buy('98')).then([placed]);
    holding.given([]).when(buy('9.99')).thenThrows('earn.amountRange');
    holding.given([]).when(buy('1e3')).thenThrows('earn.amountInvalid');
  });

  it('owns the units only once the wallet paid; a refusal leaves nothing', () => {
    holding.given([placed]).when(sell('1')).thenThrows('etf.notEnoughUnits');
    holding.given([placed]).when({ type: 'SettleEtfBuy', data: { tradeId: 't1' }, metadata: meta }).then([settled]);
    holding.given([placed, settled]).when({ type: 'SettleEtfBuy', data: { tradeId: 't1' }, metadata: meta }).thenNothingHappened();
    holding.given([placed]).when({ type: 'FailEtfBuy', data: { tradeId: 't1', reason: 'earn.insufficientBalance' }, metadata: meta }).then([
      { type: 'EtfBuyFailed', data: { tradeId: 't1', reason: 'earn.insufficientBalance', at } },
    ]);
  });

  it('sells units it holds at the day’s value, the proceeds rounded down, and never the same units twice', () => {
    holding.given([placed, settled]).when(sell('40')).then([
      { type: 'EtfSold', data: { tradeId: 't2', customerId: 'ann', units: '40.000000', value: '1.010000', proceeds: '40.400000', day: '2026-11-24', at } },
    ]);
    const sold: EtfHoldingEvent = { type: 'EtfSold', data: { tradeId: 't2', customerId: 'ann', units: '70.000000', value: '1.01', proceeds: '70.7', day: '2026-11-24', at } };
    holding.given([placed, settled, sold]).when(sell('30.000001')).thenThrows('etf.notEnoughUnits');
    holding.given([placed, settled]).when(sell('0')).thenThrows('etf.unitsInvalid');
  });
});

describe('an ETF fund’s daily value', () => {
  const closes = (gold: string) => [
    { symbol: 'XAUUSD', price: gold, tickSeq: 7 },
    { symbol: 'SPY', price: '520', tickSeq: 8 },
    { symbol: 'EURUSD', price: '1.0850', tickSeq: 9 },
  ];
  const fix = (day: string, gold: string) => ({ type: 'FixEtfUnitValue' as const, data: { fund, day, closes: closes(gold) }, metadata: meta });
  const first = { type: 'EtfUnitValueFixed' as const, data: { day: '2026-11-22', value: '1.000000', basket: fund.basket, closes: closes('2350'), base: true, at } };

  it('starts at 1 on its first day and follows the basket after', () => {
    fundSpec.given([]).when(fix('2026-11-22', '2350')).then([first]);
    fundSpec.given([first]).when(fix('2026-11-23', '2115')).then([
      { type: 'EtfUnitValueFixed', data: { day: '2026-11-23', value: '0.960000', basket: fund.basket, closes: closes('2115'), base: false, at } },
    ]);
  });
  it('values each day once', () => fundSpec.given([first]).when(fix('2026-11-22', '1')).thenNothingHappened());
  it('needs a close of every instrument in the basket', () =>
    fundSpec.given([]).when({ type: 'FixEtfUnitValue', data: { fund, day: '2026-11-22', closes: closes('1').slice(1) }, metadata: meta }).thenThrows('etf.closesMissing'));
});
