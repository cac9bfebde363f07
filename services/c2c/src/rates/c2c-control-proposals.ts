import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@meridian/eventstore';
import { ControlProposalDesk } from '@meridian/http';
import { CLOCK, EVENT_STORE, PG_POOL, type Clock } from '@meridian/runtime';

/** C2C's control-change proposals (the rates and the completion threshold), behind `/admin/proposals/c2c`. */
@Injectable()
export class C2cControlProposals extends ControlProposalDesk {
  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(PG_POOL) pool: Pool, @Inject(CLOCK) clock: Clock) {
    super(store, pool, 'c2c', () => clock.now().toISOString());
  }
}
