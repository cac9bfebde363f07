import type { Instrument } from '../../market/instruments';

/** A delivery option's duration and what a win pays, as a share of the stake (on top of the stake). */
export interface OptionDuration {
  seconds: number;
  payoutRate: string;
}

/** What a delivery option on an instrument is offered under; an order copies the duration it took. */
export interface OptionTerms {
  symbol: string;
  durations: OptionDuration[];
  minAmount: string;
  maxAmount: string;
  /** Of the stake, taken at acceptance as the fee (crossing to the funding wallet's `platform:fees`). */
  feeRate: string;
}

export const DEFAULT_DURATIONS: OptionDuration[] = [
  { seconds: 30, payoutRate: '0.80' },
  { seconds: 60, payoutRate: '0.85' },
  { seconds: 120, payoutRate: '0.88' },
  { seconds: 300, payoutRate: '0.90' },
];

export const defaultOptionTerms = (instrument: Instrument): OptionTerms => ({
  symbol: instrument.symbol,
  durations: DEFAULT_DURATIONS,
  minAmount: '10',
  maxAmount: '10000',
  feeRate: '0',
});
