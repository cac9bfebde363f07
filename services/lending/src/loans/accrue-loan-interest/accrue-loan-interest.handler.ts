import { Inject, Injectable } from '@nestjs/common';
import { loadStreamState, type EventStore } from '@meridian/eventstore';
import { CLOCK, DueItemsSweep, EVENT_STORE, type Clock } from '@meridian/runtime';
import { accrualAt, loanDecider, loanStream, type LoanState } from '../domain/loan.decider';
import { LoanCommands } from '../loan-commands';
import { LoansQuery } from '../queries/loans.query';

const SWEEP_MS = 5_000;

/**
 * The daily interest run: every live loan accrues each day that has closed since disbursement, in
 * order, once (an event per day), so a late or repeated sweep charges each day exactly once. A loan
 * is read from its newest snapshot (`loanDecider.snapshots`), so the cost of a day does not grow with
 * the days before it.
 */
@Injectable()
export class LoanAccrual extends DueItemsSweep {
  constructor(
    private readonly loans: LoanCommands,
    read: LoansQuery,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(clock, SWEEP_MS, read, { context: 'lending', item: 'loan', notDone: 'not accrued' });
  }

  protected async settle(loanId: string, now: Date): Promise<void> {
    // The newest snapshot and the events after it, never the whole history of an overdue loan.
    let state: LoanState = (await loadStreamState(this.store, loanStream(loanId), loanDecider)).state;
    while (state.status !== 'cleared' && accrualAt(state.disbursedAt!, state.accruedDays + 1) <= now.toISOString()) {
      ({ state } = await this.loans.execute(loanId, { type: 'AccrueLoanInterest', data: { day: state.accruedDays + 1 } }, { metadata: { customerId: state.customerId }, now }));
    }
  }
}
