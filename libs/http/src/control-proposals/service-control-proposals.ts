import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, PG_POOL, type Clock } from '@meridian/runtime';
import { ControlProposalDesk } from './control-proposal-desk';

/**
 * A service's desk on the platform's event store, pool and clock, its proposals behind
 * `/admin/proposals/<service>`: `class KycControlProposals extends ServiceControlProposals('kyc') {}`.
 */
export function ServiceControlProposals(service: string) {
  @Injectable()
  class ServiceDesk extends ControlProposalDesk {
    constructor(
      @Inject(EVENT_STORE) store: EventStore,
      @Inject(PG_POOL) pool: Pool,
      @Inject(CLOCK) protected readonly clock: Clock,
    ) {
      super(store, pool, service, () => clock.now().toISOString());
    }
  }
  return ServiceDesk;
}
