import type { ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

// `GET /loans`, `GET /loans/:id`: a loan as finance reviews it (docs/lending.md).
export type Loan = RaRecord & ApiModel<'LoanDetailResponseDto'>;
export type LoanBook = ApiModel<'LoanBookResponseDto'>;
export type BorrowerStanding = ApiModel<'BorrowerStandingResponseDto'>;

export const LOAN_STATUSES = ['pending', 'withdrawn', 'rejected', 'disbursed', 'repaying', 'overdue', 'cleared'] as const;
export const APPLICANT_FIELDS = ['name', 'country', 'address', 'birthDate', 'phone', 'monthlyIncome'] as const;
