import type { ApiModel } from '@meridian/contracts';
import { valuesOf } from './api-values';

type LoanStatus = ApiModel<'LoanStaffResponseDto'>['status'];

describe('values of a generated API union', () => {
  it('lists the values in the order written, without those left out', () => {
    expect(valuesOf<'a' | 'b' | 'c'>({ c: true, a: true, b: false })).toEqual(['c', 'a']);
  });

  it('compiles only for every value of the union and no other', () => {
    const every = valuesOf<LoanStatus>({ pending: true, withdrawn: true, rejected: true, disbursed: true, repaying: true, overdue: true, cleared: true });
    expect(every).toHaveLength(7);
    // @ts-expect-error `cleared` is missing: the API has it, so the list must say it.
    valuesOf<LoanStatus>({ pending: true, withdrawn: true, rejected: true, disbursed: true, repaying: true, overdue: true });
    // @ts-expect-error `archived` is not a loan status of the API.
    valuesOf<LoanStatus>({ pending: true, withdrawn: true, rejected: true, disbursed: true, repaying: true, overdue: true, cleared: true, archived: true });
  });
});
