import { ReadModels } from '@meridian/database';
import { CreditScore } from './credit/read-models/credit-score.entity';
import { LendingCustomerTiers } from './credit/read-models/lending-customer-tiers.entity';
import { LendingVerificationLimits } from './credit/read-models/lending-verification-limits.entity';
import { LoanInterestDay } from './loans/read-models/loan-interest-day.entity';
import { Loan } from './loans/read-models/loan.entity';

/**
 * Every table lending reads or projects into, as TypeORM entities; `lendingReadModels.on(connection)`
 * gives their manager. The applicants' images (`lending_images`) are not among them: `CustomerImages`
 * (libs/http) keeps that table.
 */
export const lendingReadModels = new ReadModels([Loan, LoanInterestDay, CreditScore, LendingCustomerTiers, LendingVerificationLimits]);
