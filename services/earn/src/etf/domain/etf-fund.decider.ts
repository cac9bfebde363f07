import { DomainError, type Decider } from '@meridian/decider';
import type { EtfFund } from './etf-funds';
import { unitValue, type RecordedClose } from './etf-unit-value.policy';

/**
 * A fund's daily unit values, one stream per fund (`etf-fund-<fundId>`): each names the basket and the
 * recorded closes it used, so anyone can recompute it. The first valued day is the base (value 1).
 */
export type EtfFundEvent = {
  type: 'EtfUnitValueFixed';
  data: { day: string; value: string; basket: EtfFund['basket']; closes: RecordedClose[]; base: boolean; at: string };
};
export type EtfFundCommand = { type: 'FixEtfUnitValue'; data: { fund: EtfFund; day: string; closes: RecordedClose[] }; metadata: { now: string } };

export interface EtfFundState {
  base: RecordedClose[] | null;
  lastDay: string | null;
}

export const etfFundStream = (fundId: string) => `etf-fund-${fundId}`;

export const etfFundDecider: Decider<EtfFundCommand, EtfFundEvent, EtfFundState> = {
  decide({ data, metadata }, state) {
    const { fund, day, closes } = data;
    if (state.lastDay !== null && day <= state.lastDay) return [];
    const used = fund.basket.map(({ symbol }) => closes.find((close) => close.symbol === symbol));
    if (used.some((close) => !close)) throw new DomainError('etf.closesMissing');
    const named = used as RecordedClose[];
    const value = state.base ? unitValue(fund, state.base, named) : '1.000000';
    return [{ type: 'EtfUnitValueFixed', data: { day, value, basket: fund.basket, closes: named, base: state.base === null, at: metadata.now } }];
  },
  evolve: (state, event) => ({ base: state.base ?? event.data.closes, lastDay: event.data.day }),
  initialState: () => ({ base: null, lastDay: null }),
};
