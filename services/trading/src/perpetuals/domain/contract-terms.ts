/**
 * The terms a perpetual contract is traded under (issue 10, section 1). A position copies the terms in
 * force when it opened and keeps them: a later settings change applies only to positions opened
 * after it. Every figure is a decimal string; rates are fractions (0.005 = 0.5%).
 */

/** Crypto contracts use the contract account `hy`; every other market the futures account `jg1`. */
export type ContractAccount = 'hy' | 'jg1';

/**
 * A maintenance margin tier: up to `notionalUpTo` USDT (null: no ceiling), `MM = notional x rate -
 * amount`, the amount keeping tiers continuous. `maxLeverage` is the most a position of this size may
 * open with, so that its initial margin always exceeds its maintenance margin.
 */
export interface MarginTier {
  notionalUpTo: string | null;
  rate: string;
  amount: string;
  maxLeverage: number;
}

/**
 * Tiers by notional (crypto), or a share of the initial margin (every other market: the 50%
 * close-out level of European retail rules).
 */
export type MaintenanceRule = { kind: 'tiers'; tiers: MarginTier[] } | { kind: 'share-of-initial'; share: string };

/**
 * Overnight financing: a daily rate on the notional at the mark, long and short separately, charged at
 * 22:00 UTC (three times on Wednesdays where `tripleOnWednesday`); or, for crypto, a rate every 8 hours
 * at 00:00, 08:00 and 16:00 UTC. A positive rate is paid by the customer.
 */
export type FinancingTerms =
  | { kind: 'daily'; longRate: string; shortRate: string; tripleOnWednesday: boolean }
  | { kind: 'eight-hourly'; longRate: string; shortRate: string };

export interface ContractTerms {
  symbol: string;
  account: ContractAccount;
  /** Units of the instrument in one lot; a price move of 1 on one lot moves `contractSize` USDT. */
  contractSize: string;
  /** What the price is quoted in, and how `contractSize` turns it into USDT (shown to the customer). */
  pointValueNote: string;
  tickSize: string;
  lotStep: string;
  minLots: string;
  maxLots: string;
  maxLeverage: number;
  /** In price units: a long opens at the tick plus half and closes at the tick minus half. */
  spread: string;
  openFeeRate: string;
  closeFeeRate: string;
  /** Of the notional at liquidation, taken from what is left of the margin, to `platform:insurance`. */
  liquidationFeeRate: string;
  maintenance: MaintenanceRule;
  financing: FinancingTerms;
  /** The most net exposure (longs minus shorts, USDT at the mark) the house takes on this instrument. */
  houseExposureCap: string;
}
