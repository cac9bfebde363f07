import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, PeriodicSweep, type Clock } from '@meridian/runtime';
import { accrualAt, loanDecider, loanStream, type LoanEvent, type LoanState } from './loan.decider';
import { LoanStore } from './loan-store';
import { LoansQuery } from './loans.query';

const SWEEP_MS = 5_000;

/**
 * The daily interest run: every live loan accrues each day that has closed since disbursement, in
 * order, once (an event per day), so a late or repeated sweep charges each day exactly once.
 */
@Injectable()
export class LoanAccrual extends PeriodicSweep {
  private readonly logger = new Logger('lending');

  constructor(
    private readonly loans: LoanStore,
    private readonly read: LoansQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(clock, SWEEP_MS);
  }

  protected async sweep(now: Date): Promise<void> {
    for (const loanId of await this.read.due(now)) {
      try {
        let state: LoanState = (await this.store.readStream(loanStream(loanId))).reduce(
          (next, recorded) => loanDecider.evolve(next, { type: recorded.type, data: recorded.data } as LoanEvent),
          loanDecider.initialState(),
        );
        while (state.status !== 'cleared' && accrualAt(state.disbursedAt!, state.accruedDays + 1) <= now.toISOString()) {
          const events = await this.loans.execute(loanId, { type: 'AccrueLoanInterest', data: { day: state.accruedDays + 1 } }, { customerId: state.customerId }, { now });
          state = events.reduce((next, event) => loanDecider.evolve(next, event as never), state);
        }
      } catch (error) {
        this.logger.warn(`loan ${loanId} not accrued: ${(error as Error).message}`);
      }
    }
  }
}
