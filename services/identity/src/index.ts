export { IdentityModule } from './identity.module';
export { identityMigrations } from './identity.migrations';
export { customersProjection } from './customers/customers.projection';
export { staffProjection } from './staff/staff.projection';
export { StaffMembers } from './staff/staff-members';
export { CustomerEventStored } from './customers/customer-store';
export type { CustomerRegisteredData, CustomerEvent } from './customers/customer.events';
export type { PlatformConfig } from './identity-config';
export { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './customers/login-limits';
