import { Decimal } from '@meridian/money';
import { DomainError, type Decider } from '@meridian/decider';
import type { EtfFund } from './etf-funds';
import { proceedsOf, unitsFor } from './etf-unit-value.policy';

/**
 * One customer's units of one fund (`etf-holding-<fundId>-<customerId>`). A purchase is priced at the
 * day's unit value when placed and owns its units once the wallet pays (accounts answers); a sale takes
 * the units at once, so they cannot be sold twice, and its proceeds are paid from platform:etf-funds.
 */
export type EtfHoldingEvent =
  | { type: 'EtfBuyPlaced'; data: { tradeId: string; customerId: string; amount: string; units: string; value: string; day: string; at: string } }
  | { type: 'EtfBuySettled'; data: { tradeId: string; at: string } }
  | { type: 'EtfBuyFailed'; data: { tradeId: string; reason: string; at: string } }
  | { type: 'EtfSold'; data: { tradeId: string; customerId: string; units: string; value: string; proceeds: string; day: string; at: string } };

type Meta = { now: string };
export type EtfHoldingCommand =
  | { type: 'BuyEtfUnits'; data: { fund: EtfFund; tradeId: string; customerId: string; amount: string; value: string; day: string }; metadata: Meta }
  | { type: 'SettleEtfBuy'; data: { tradeId: string }; metadata: Meta }
  | { type: 'FailEtfBuy'; data: { tradeId: string; reason: string }; metadata: Meta }
  | { type: 'SellEtfUnits'; data: { tradeId: string; customerId: string; units: string; value: string; day: string }; metadata: Meta };

export interface EtfHoldingState {
  units: string;
  pending: Record<string, string>;
}

export const etfHoldingStream = (fundId: string, customerId: string) => `etf-holding-${fundId}-${customerId}`;
/** A holding's stream grows with every trade; it is snapshotted every this many events. */
export const ETF_HOLDING_SNAPSHOT_EVERY = 50;
const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;
const dec = Decimal.parse;

export const etfHoldingDecider: Decider<EtfHoldingCommand, EtfHoldingEvent, EtfHoldingState> = {
  decide(command, state) {
    const at = command.metadata.now;
    switch (command.type) {
      case 'BuyEtfUnits': {
        const { fund, tradeId, customerId, amount, value, day } = command.data;
        if (!AMOUNT.test(amount) || !dec(amount).isPositive()) throw new DomainError('earn.amountInvalid');
        if (dec(amount).compare(dec(fund.minAmount)) < 0 || dec(amount).compare(dec(fund.maxAmount)) > 0) throw new DomainError('earn.amountRange', { min: fund.minAmount, max: fund.maxAmount });
        const units = unitsFor(amount, value);
        if (!dec(units).isPositive()) throw new DomainError('earn.amountInvalid');
        return [{ type: 'EtfBuyPlaced', data: { tradeId, customerId, amount: dec(amount).rescale(6, 'down').toString(), units, value, day, at } }];
      }
      case 'SettleEtfBuy':
        return state.pending[command.data.tradeId] ? [{ type: 'EtfBuySettled', data: { tradeId: command.data.tradeId, at } }] : [];
      case 'FailEtfBuy':
        return state.pending[command.data.tradeId] ? [{ type: 'EtfBuyFailed', data: { tradeId: command.data.tradeId, reason: command.data.reason, at } }] : [];
      case 'SellEtfUnits': {
        const { tradeId, customerId, units, value, day } = command.data;
        if (!AMOUNT.test(units) || !dec(units).isPositive()) throw new DomainError('etf.unitsInvalid');
        if (dec(units).compare(dec(state.units)) > 0) throw new DomainError('etf.notEnoughUnits', { units: state.units });
        const proceeds = proceedsOf(units, value);
        if (!dec(proceeds).isPositive()) throw new DomainError('etf.unitsInvalid');
        return [{ type: 'EtfSold', data: { tradeId, customerId, units: dec(units).rescale(6, 'down').toString(), value, proceeds, day, at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'EtfBuyPlaced':
        return { ...state, pending: { ...state.pending, [event.data.tradeId]: event.data.units } };
      case 'EtfBuySettled': {
        const { [event.data.tradeId]: units, ...pending } = state.pending;
        return { units: dec(state.units).add(dec(units!)).toString(), pending };
      }
      case 'EtfBuyFailed': {
        const { [event.data.tradeId]: _failed, ...pending } = state.pending;
        return { ...state, pending };
      }
      case 'EtfSold':
        return { ...state, units: dec(state.units).subtract(dec(event.data.units)).toString() };
    }
  },
  initialState: () => ({ units: '0.000000', pending: {} }),
  // The state is the units and the purchases awaiting payment, never the trades: a trade reads the
  // newest snapshot and the events after it, however long the customer has traded the fund.
  snapshots: {
    every: ETF_HOLDING_SNAPSHOT_EVERY,
    schema: 1,
    encode: (state) => state,
    decode: (json) => json as EtfHoldingState,
  },
};
