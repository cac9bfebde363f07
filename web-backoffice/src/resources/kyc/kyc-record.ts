import type { ApiModel, ApiQuery } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../../shared/api-values';

// `GET /kyc`, `GET /kyc/:id`: a submission as compliance reviews it (docs/kyc.md).
export type KycSubmission = RaRecord & ApiModel<'KycSubmissionDetailResponseDto'>;

type KycQuery = ApiQuery<'/api/v1/admin/kyc'>;
export const KYC_STATUSES = valuesOf<NonNullable<KycQuery['status']>>({ under_review: true, approved: true, rejected: true });
export const KYC_TIERS = valuesOf<NonNullable<KycQuery['tier']>>({ primary: true, advanced: true, address: true });

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
