import { Inject, Injectable } from '@nestjs/common';
import { foldEvents, type EventStore } from '@meridian/eventstore';
import { EVENT_STORE } from '@meridian/runtime';
import { REFERRAL_RULES_ID, referralRulesDecider, referralRulesStream, type ReferralRules } from '../domain/referral-rules';

/** The referral rules in force, folded from their stream (a change a month at most: no read model). */
@Injectable()
export class ReferralRulesQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async current(id = REFERRAL_RULES_ID): Promise<ReferralRules> {
    return foldEvents(referralRulesDecider, await this.store.readStream(referralRulesStream(id)));
  }

  async asChanged(): Promise<{ rules: ReferralRules; changedAt: string | null; changedBy: string | null }> {
    const events = await this.store.readStream(referralRulesStream());
    const last = events.at(-1);
    return {
      rules: foldEvents(referralRulesDecider, events),
      changedAt: last?.recordedAt ?? null,
      changedBy: (last?.data as { staffId?: string } | undefined)?.staffId ?? null,
    };
  }
}
