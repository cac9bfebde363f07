export { LendingModule } from './lending.module';
export { lendingMigrations } from './lending.migrations';
export { LoanAccrual } from './loans/accrue-loan-interest/accrue-loan-interest.handler';
export { lendingReadModels } from './lending.read-models';
