export { KycModule } from './kyc.module';
export { kycMigrations } from './kyc.migrations';
export { projectKycEvents, resetKycReadModels } from './verification/kyc.projection';
export { kycReadModels } from './kyc.read-models';
