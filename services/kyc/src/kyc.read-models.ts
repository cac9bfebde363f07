import { ReadModels } from '@meridian/database';
import { CurrentVerificationLimits } from './limits/read-models/current-verification-limits.entity';
import { RiskAssessment } from './risk-profile/read-models/risk-assessment.entity';
import { KycCustomerLabel } from './verification/read-models/kyc-customer-label.entity';
import { KycCustomer } from './verification/read-models/kyc-customer.entity';
import { KycIdentity } from './verification/read-models/kyc-identity.entity';
import { KycSubmission } from './verification/read-models/kyc-submission.entity';

/** Every table kyc reads or projects into, as TypeORM entities; `kycReadModels.on(connection)` gives their manager. */
export const kycReadModels = new ReadModels([KycSubmission, KycCustomer, KycIdentity, KycCustomerLabel, RiskAssessment, CurrentVerificationLimits]);
