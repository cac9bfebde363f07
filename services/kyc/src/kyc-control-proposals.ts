import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@meridian/eventstore';
import { ControlProposalDesk } from '@meridian/http';
import { CLOCK, EVENT_STORE, PG_POOL, type Clock } from '@meridian/runtime';

/** KYC's control-change proposals (verification limits), behind `/admin/proposals/kyc`. */
@Injectable()
export class KycControlProposals extends ControlProposalDesk {
  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(PG_POOL) pool: Pool, @Inject(CLOCK) clock: Clock) {
    super(store, pool, 'kyc', () => clock.now().toISOString());
  }
}
