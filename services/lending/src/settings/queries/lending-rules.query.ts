import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { LENDING_RULES_ID, lendingRulesDecider, lendingRulesStream, type LendingRules } from '../domain/lending-rules';

/** The rules with who changed them last and when (null: the defaults of a fresh install). */
export interface LendingRulesAsChanged {
  rules: LendingRules;
  changedAt: string | null;
  changedBy: string | null;
}

/** Lending's rules in force, folded from their stream (a change a year: no read model). */
@Injectable()
export class LendingRulesQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async current(id = LENDING_RULES_ID): Promise<LendingRules> {
    return foldEvents(lendingRulesDecider, await this.store.readStream(lendingRulesStream(id)));
  }

  async asChanged(): Promise<LendingRulesAsChanged> {
    const events = await this.store.readStream(lendingRulesStream());
    const last = events.at(-1);
    return { rules: foldEvents(lendingRulesDecider, events), changedAt: last?.recordedAt ?? null, changedBy: (last?.data as { staffId?: string } | undefined)?.staffId ?? null };
  }
}
