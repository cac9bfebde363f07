import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type Decider, type DomainEvent, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';

/** A setting with who changed it last and when (null: the defaults of a fresh install). */
export interface SettingAsChanged<Setting> {
  rules: Setting;
  changedAt: string | null;
  changedBy: string | null;
}

/**
 * The reads of a setting kept on its own stream, folded from it (a change a month at most: no read
 * model): `class SignInRulesQuery extends SettingStreamQuery(signInRulesDecider, signInRulesStream, SIGN_IN_RULES_ID) {}`.
 */
export function SettingStreamQuery<Command, Event extends DomainEvent, Setting>(
  decider: Decider<Command, Event, Setting>,
  streamOf: (id: string) => string,
  defaultId: string,
) {
  @Injectable()
  class Query {
    constructor(@Inject(EVENT_STORE) readonly store: EventStore) {}

    async current(id = defaultId): Promise<Setting> {
      return foldEvents(decider, await this.store.readStream(streamOf(id)));
    }

    async asChanged(): Promise<SettingAsChanged<Setting>> {
      const events = await this.store.readStream(streamOf(defaultId));
      const last = events.at(-1);
      return {
        rules: foldEvents(decider, events),
        changedAt: last?.recordedAt ?? null,
        changedBy: (last?.data as { staffId?: string } | undefined)?.staffId ?? null,
      };
    }
  }
  return Query;
}
