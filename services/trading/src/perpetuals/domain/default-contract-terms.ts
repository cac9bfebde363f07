import { Decimal } from '@meridian/money';
import type { Instrument, MarketCategory } from '../../market/instruments';
import type { ContractTerms, FinancingTerms, MarginTier } from './contract-terms';

/**
 * The terms a fresh install lists every contract with (published in docs/contracts.md). Staff change
 * them per instrument through settings events; a change reaches only positions opened after it.
 */

type TierRule = Omit<MarginTier, 'amount'>;

/**
 * Each tier's maintenance amount, so that the maintenance margin is continuous across tiers:
 * `amount_n = floor_n x (rate_n - rate_(n-1)) + amount_(n-1)`, the floor being the tier below's ceiling.
 */
export function continuousTiers(rules: readonly TierRule[]): MarginTier[] {
  let amount = Decimal.ZERO;
  return rules.map((rule, index) => {
    if (index > 0) {
      const below = rules[index - 1]!;
      const floor = Decimal.parse(below.notionalUpTo ?? '0');
      amount = amount.add(floor.multiply(Decimal.parse(rule.rate).subtract(Decimal.parse(below.rate))));
    }
    return { ...rule, amount: amount.toString() };
  });
}

const CRYPTO_TIERS = continuousTiers([
  { notionalUpTo: '50000', rate: '0.005', maxLeverage: 100 },
  { notionalUpTo: '250000', rate: '0.01', maxLeverage: 50 },
  { notionalUpTo: null, rate: '0.025', maxLeverage: 20 },
]);

interface ClassDefaults {
  spreadBp: number;
  feeRate: string;
  liquidationFeeRate: string;
  financing: FinancingTerms;
  houseExposureCap: string;
}

const DAILY = (longRate: string, shortRate: string, tripleOnWednesday = false): FinancingTerms => ({ kind: 'daily', longRate, shortRate, tripleOnWednesday });

export const CLASS_DEFAULTS: Record<MarketCategory, ClassDefaults> = {
  crypto: { spreadBp: 2, feeRate: '0.0005', liquidationFeeRate: '0.005', financing: { kind: 'eight-hourly', longRate: '0.0001', shortRate: '0' }, houseExposureCap: '5000000' },
  forex: { spreadBp: 1, feeRate: '0.00005', liquidationFeeRate: '0.001', financing: DAILY('0.00008', '0.00004', true), houseExposureCap: '2000000' },
  metal: { spreadBp: 2, feeRate: '0.00005', liquidationFeeRate: '0.001', financing: DAILY('0.00012', '0.00006', true), houseExposureCap: '2000000' },
  energy: { spreadBp: 4, feeRate: '0.00005', liquidationFeeRate: '0.001', financing: DAILY('0.0001', '0.00005'), houseExposureCap: '2000000' },
  index: { spreadBp: 1, feeRate: '0.00005', liquidationFeeRate: '0.001', financing: DAILY('0.00015', '0.00005'), houseExposureCap: '2000000' },
  stock: { spreadBp: 2, feeRate: '0.0002', liquidationFeeRate: '0.001', financing: DAILY('0.00015', '0.00005'), houseExposureCap: '2000000' },
  etf: { spreadBp: 2, feeRate: '0.0002', liquidationFeeRate: '0.001', financing: DAILY('0.00015', '0.00005'), houseExposureCap: '2000000' },
};

/**
 * The notes the terms carry on what the price is quoted in. Terms are recorded in the core's events
 * and copied into every position, so these texts never change; a reader sees them in their own
 * language through the catalogue key each stands for (`contract-terms-words.ts`).
 */
export const POINT_VALUE_NOTES = {
  usdt: 'Quoted and settled in USDT',
  usd: 'Quoted in USD and settled in USDT one for one',
  usdJpy: 'Quoted in JPY: a move of 1.00 on one lot is 660 USDT (100,000 USD at the listing rate, 151.50)',
} as const;

/**
 * USD/JPY is quoted in yen. Its lot is 100,000 USD; so that profit stays linear in the price, a move
 * of 1.00 is valued at a fixed 660 USDT per lot (100,000 USD at the listing rate of 151.50).
 */
const POINT_VALUES: Record<string, { contractSize: string; note: string }> = {
  USDJPY: { contractSize: '660', note: POINT_VALUE_NOTES.usdJpy },
};

/** The most lots per order: about 1,000,000 USDT at the listing price for crypto, fixed elsewhere. */
function maxLotsOf(instrument: Instrument): string {
  if (instrument.category === 'stock' || instrument.category === 'etf') return '10000';
  if (instrument.category !== 'crypto') return instrument.category === 'index' ? '100' : '50';
  const lots = Decimal.parse('1000000').divide(Decimal.parse(instrument.startPrice), 0, 'down');
  const digits = lots.toString().length;
  const nice = digits > 2 ? Decimal.parse(lots.toString().slice(0, 2) + '0'.repeat(digits - 2)) : lots;
  return nice.compare(Decimal.parse('100')) < 0 ? '100' : nice.toString();
}

/** `bp` basis points of the listing price, in whole ticks, at least one. */
function spreadOf(instrument: Instrument, bp: number): string {
  const tick = Decimal.parse(instrument.tickSize);
  const raw = Decimal.parse(instrument.startPrice).multiply(Decimal.of(BigInt(bp), 4));
  const ticks = raw.divide(tick, 0, 'half-up');
  return (ticks.isZero() ? tick : tick.multiply(ticks)).rescale(tick.scale, 'down').toString();
}

export function defaultContractTerms(instrument: Instrument): ContractTerms {
  const defaults = CLASS_DEFAULTS[instrument.category];
  const crypto = instrument.category === 'crypto';
  const point = POINT_VALUES[instrument.symbol];
  return {
    symbol: instrument.symbol,
    account: crypto ? 'hy' : 'jg1',
    contractSize: point?.contractSize ?? instrument.contractSize,
    pointValueNote: point?.note ?? (crypto ? POINT_VALUE_NOTES.usdt : POINT_VALUE_NOTES.usd),
    tickSize: instrument.tickSize,
    lotStep: '0.01',
    minLots: '0.01',
    maxLots: maxLotsOf(instrument),
    maxLeverage: crypto ? 100 : 25,
    spread: spreadOf(instrument, defaults.spreadBp),
    openFeeRate: defaults.feeRate,
    closeFeeRate: defaults.feeRate,
    liquidationFeeRate: defaults.liquidationFeeRate,
    maintenance: crypto ? { kind: 'tiers', tiers: CRYPTO_TIERS } : { kind: 'share-of-initial', share: '0.5' },
    financing: defaults.financing,
    houseExposureCap: defaults.houseExposureCap,
  };
}
