import type { ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

// `GET /kyc`, `GET /kyc/:id`: a submission as compliance reviews it (docs/kyc.md).
export type KycSubmission = RaRecord & ApiModel<'KycSubmissionDetailResponseDto'>;

export const KYC_STATUSES = ['under_review', 'approved', 'rejected'] as const;
export const KYC_TIERS = ['primary', 'advanced', 'address'] as const;

/** Advanced verification takes two different officers. */
export const APPROVALS_NEEDED: Record<string, number> = { primary: 1, advanced: 2, address: 1 };

// The order compliance reads the details in, by tier; anything else the customer sent follows.
export const DETAIL_ORDER = [
  'country',
  'realName',
  'documentType',
  'documentNumber',
  'bankName',
  'cardNumber',
  'occupation',
  'sourceOfWealth',
  'monthlyIncome',
  'expectedInvestment',
  'assetProofType',
  'address',
];
