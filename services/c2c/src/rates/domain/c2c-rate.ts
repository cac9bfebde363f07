import { compareNumeric, DomainError, loosenedFields, type Decider, type LooseningRules } from '@meridian/decider';
import { isFiat } from '../../orders/domain/c2c-terms';

/**
 * What a customer pays for one USDT in a currency, and the smallest and largest order, as finance
 * publishes them: one stream per currency (`settings-c2c-rate-<FIAT>`), each change with its author and
 * reason. An order freezes the rate it was placed at. Four eyes (DESIGN.md invariant 10): a lower rate,
 * a lower minimum, a higher maximum or a currency opened waits for a second finance member; the
 * opposite applies at once.
 */
export interface C2cRate {
  /** Fiat per USDT. */
  rate: string;
  /** USDT, the smallest order. */
  min: string;
  /** USDT, the largest order. */
  max: string;
  /** Customers may buy in this currency. */
  enabled: boolean;
}

/** A currency never published: closed, nothing offered. */
export const UNPUBLISHED_RATE: C2cRate = { rate: '0', min: '0', max: '0', enabled: false };

export const C2C_RATE_LOOSER: LooseningRules<C2cRate> = { rate: 'lower', min: 'lower', max: 'higher', enabled: 'true' };
export const c2cRateLoosened = (before: C2cRate, after: C2cRate) => loosenedFields(C2C_RATE_LOOSER, before, after);

export const C2C_RATE_STREAM_PREFIX = 'settings-c2c-rate-';
export const c2cRateStream = (fiat: string) => `${C2C_RATE_STREAM_PREFIX}${fiat}`;

/** `proposalId` and `proposerId`: proposed by one member, confirmed by `staffId`. */
export type C2cRateEvent = {
  type: 'C2cRatePublished';
  data: { fiat: string; rate: C2cRate; staffId: string; reason: string; proposalId?: string; proposerId?: string; at: string };
};
export type C2cRateCommand = {
  type: 'PublishC2cRate';
  data: { fiat: string; rate: C2cRate; staffId: string; reason: string; proposalId?: string; proposerId?: string };
  metadata: { now: string };
};

const RATE = /^\d{1,12}(\.\d{1,8})?$/;
const USDT = /^\d{1,15}(\.\d{1,6})?$/;
const positive = (text: string) => /[1-9]/.test(text);

/** The rate as it may stand: decimals of the right scale; an open currency has a rate and min <= max. */
export function checkC2cRate(rate: C2cRate): C2cRate {
  if (typeof rate.rate !== 'string' || !RATE.test(rate.rate)) throw new DomainError('field.invalid', { field: 'rate' });
  for (const field of ['min', 'max'] as const) if (typeof rate[field] !== 'string' || !USDT.test(rate[field])) throw new DomainError('field.invalid', { field });
  if (typeof rate.enabled !== 'boolean') throw new DomainError('field.invalid', { field: 'enabled' });
  if (rate.enabled && (!positive(rate.rate) || !positive(rate.min) || compareNumeric(rate.min, rate.max) > 0)) throw new DomainError('c2c.rateInvalid');
  return { rate: rate.rate, min: rate.min, max: rate.max, enabled: rate.enabled };
}

export const c2cRateDecider: Decider<C2cRateCommand, C2cRateEvent, C2cRate> = {
  initialState: () => UNPUBLISHED_RATE,
  evolve: (_state, event) => event.data.rate,
  decide: (command) => {
    if (!isFiat(command.data.fiat)) throw new DomainError('c2c.fiatUnknown', { fiat: command.data.fiat });
    const rate = checkC2cRate(command.data.rate);
    return [{ type: 'C2cRatePublished', data: { ...command.data, rate, reason: command.data.reason.trim(), at: command.metadata.now } }];
  },
};
