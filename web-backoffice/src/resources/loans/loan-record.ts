import type { ApiModel, ApiQuery } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../../shared/api-values';

// `GET /loans`, `GET /loans/:id`: a loan as finance reviews it (docs/lending.md).
export type Loan = RaRecord & ApiModel<'LoanDetailResponseDto'>;
export type LoanBook = ApiModel<'LoanBookResponseDto'>;
export type BorrowerStanding = ApiModel<'BorrowerStandingResponseDto'>;

export const LOAN_STATUSES = valuesOf<NonNullable<ApiQuery<'/api/v1/admin/loans'>['status']>>({
  pending: true,
  withdrawn: true,
  rejected: true,
  disbursed: true,
  repaying: true,
  overdue: true,
  cleared: true,
});
export const APPLICANT_FIELDS = ['name', 'country', 'address', 'birthDate', 'phone', 'monthlyIncome'] as const;
