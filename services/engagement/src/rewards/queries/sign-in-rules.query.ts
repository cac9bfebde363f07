import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { SIGN_IN_RULES_ID, signInRulesDecider, signInRulesStream, type SignInRules } from '../domain/sign-in-rules';

/** The rules with who changed them last and when (null: the defaults of a fresh install). */
export interface SignInRulesAsChanged {
  rules: SignInRules;
  changedAt: string | null;
  changedBy: string | null;
}

/** The sign-in rules in force, folded from their stream (a change a month at most: no read model). */
@Injectable()
export class SignInRulesQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async current(id = SIGN_IN_RULES_ID): Promise<SignInRules> {
    return foldEvents(signInRulesDecider, await this.store.readStream(signInRulesStream(id)));
  }

  async asChanged(): Promise<SignInRulesAsChanged> {
    const events = await this.store.readStream(signInRulesStream());
    const last = events.at(-1);
    return {
      rules: foldEvents(signInRulesDecider, events),
      changedAt: last?.recordedAt ?? null,
      changedBy: (last?.data as { staffId?: string } | undefined)?.staffId ?? null,
    };
  }
}
