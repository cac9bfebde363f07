import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { foldEvents, foldStreamsByPrefix, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE, PG_POOL } from '@meridian/runtime';
import { isFiat } from '../../orders/domain/c2c-terms';
import { C2C_RATE_STREAM_PREFIX, c2cRateDecider, c2cRateStream, type C2cRate } from '../domain/c2c-rate';
import { C2C_RULES_ID, c2cRulesDecider, c2cRulesStream, type C2cRules } from '../domain/c2c-rules';

export interface C2cRateAsChanged extends C2cRate {
  id: string;
  fiat: string;
  changedAt: string | null;
  changedBy: string | null;
}

/** A currency the rates may name; any other is bad input in the caller's language. */
export function fiatOf(text: string): string {
  const fiat = text.toUpperCase();
  if (!isFiat(fiat)) throw new DomainError('c2c.fiatUnknown', { fiat: text });
  return fiat;
}

/** The rates and rules in force, folded from their streams (a few currencies, a change now and then: no read model). */
@Injectable()
export class C2cRatesQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async rate(fiat: string): Promise<C2cRate> {
    return foldEvents(c2cRateDecider, await this.store.readStream(c2cRateStream(fiat)));
  }

  async asChanged(fiat: string): Promise<C2cRateAsChanged> {
    const events = await this.store.readStream(c2cRateStream(fiat));
    const last = events.at(-1);
    return { id: fiat, fiat, ...foldEvents(c2cRateDecider, events), changedAt: last?.recordedAt ?? null, changedBy: (last?.data as { staffId?: string } | undefined)?.staffId ?? null };
  }

  /** Every currency finance ever published, in the order of the codes. */
  async published(): Promise<C2cRateAsChanged[]> {
    const streams = await foldStreamsByPrefix(this.store, this.pool, C2C_RATE_STREAM_PREFIX, c2cRateDecider);
    const fiats = streams.map(({ streamId }) => streamId.slice(C2C_RATE_STREAM_PREFIX.length)).sort();
    return Promise.all(fiats.map((fiat) => this.asChanged(fiat)));
  }

  async rules(id = C2C_RULES_ID): Promise<C2cRules> {
    return foldEvents(c2cRulesDecider, await this.store.readStream(c2cRulesStream(id)));
  }

  async rulesAsChanged() {
    const events = await this.store.readStream(c2cRulesStream());
    const last = events.at(-1);
    return { id: C2C_RULES_ID, ...foldEvents(c2cRulesDecider, events), changedAt: last?.recordedAt ?? null, changedBy: (last?.data as { staffId?: string } | undefined)?.staffId ?? null };
  }
}
