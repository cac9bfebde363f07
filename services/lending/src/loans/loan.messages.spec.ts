import { LoanNoticeEvents, parseLoanDueNoticedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { loanDecider, type Applicant, type LoanEvent, type LoanState } from './domain/loan.decider';
import { DEFAULT_LOAN_TERMS } from './domain/loan-terms';
import { loanMessages } from './loan.messages';

const terms = DEFAULT_LOAN_TERMS[0]!; // 7 days
const applicant: Applicant = { name: 'Ann Lee', country: 'SG', address: '1 Main St', birthDate: '1990-01-01', phone: '+6591234567', monthlyIncome: '5000' };
const at = (day: number, hour = 0) => new Date(Date.parse('2026-11-24T10:00:00.000Z') + day * 86_400_000 + hour * 3_600_000).toISOString();
const applied: LoanEvent = { type: 'LoanApplied', data: { loanId: 'l1', customerId: 'ann', productId: 'loan-7d', amount: '1000.000000', applicant, images: [], at: at(0) } };
const disbursed: LoanEvent = { type: 'LoanDisbursed', data: { staffId: 'fin', terms, principal: '1000.000000', dueAt: at(7), at: at(0) } };
const accrued = (day: number, amount: string, when = at(day), overdue = day > 7): LoanEvent => ({ type: 'LoanInterestAccrued', data: { day, rate: '0.001', amount, overdue, at: when } });
const record = (event: LoanEvent): RecordedEvent => ({ id: `e-${event.type}`, streamId: 'loan-l1', type: event.type, data: event.data }) as unknown as RecordedEvent;
const stateOf = (events: LoanEvent[]): LoanState => events.reduce(loanDecider.evolve, loanDecider.initialState());
const notices = (before: LoanEvent[], events: LoanEvent[]) =>
  loanMessages(events.map(record), stateOf(before))
    .filter((m) => m.type === LoanNoticeEvents.noticed)
    .map((m) => parseLoanDueNoticedV1(m.data));
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => accrued(from + i, from + i > 3 ? '1.000000' : '0.000000'));

describe('what a loan tells its borrower about the due date', () => {
  it('reminds when the day before the due date closes, once, and tells the fall overdue, once', () => {
    expect(notices([applied, disbursed], days(1, 5))).toEqual([]);
    expect(notices([applied, disbursed, ...days(1, 5)], [accrued(6, '1.000000')])).toEqual([
      { noticeId: `loan:l1:dueSoon:${at(7)}`, loanId: 'l1', customerId: 'ann', notice: 'dueSoon', dueAt: at(7), owed: '1003.000000', at: at(6) },
    ]);
    expect(notices([applied, disbursed, ...days(1, 6)], [accrued(7, '1.000000')])).toEqual([]);
    const fell: LoanEvent = { type: 'LoanFellOverdue', data: { lateFee: '5.000000', at: at(8) } };
    expect(notices([applied, disbursed, ...days(1, 7)], [accrued(8, '2.000000'), fell])).toEqual([
      { noticeId: `loan:l1:overdue:${at(7)}`, loanId: 'l1', customerId: 'ann', notice: 'overdue', dueAt: at(7), owed: '1011.000000', at: at(8) },
    ]);
    expect(notices([applied, disbursed, ...days(1, 7), accrued(8, '2.000000'), fell], [accrued(9, '2.000000')])).toEqual([]);
  });

  it('sends no reminder when a late accrual reaches the day before the due date after it has passed', () => {
    expect(notices([applied, disbursed, ...days(1, 5)], [accrued(6, '1.000000', at(7, 2)), accrued(7, '1.000000', at(7, 2))])).toEqual([]);
  });
});
