import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@meridian/eventstore';
import { ControlProposalDesk } from '@meridian/http';
import { CLOCK, EVENT_STORE, PG_POOL, type Clock } from '@meridian/runtime';

/** Engagement's control-change proposals (the sign-in rules), behind `/admin/proposals/engagement`. */
@Injectable()
export class EngagementControlProposals extends ControlProposalDesk {
  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(PG_POOL) pool: Pool, @Inject(CLOCK) clock: Clock) {
    super(store, pool, 'engagement', () => clock.now().toISOString());
  }
}
