export { createTestDatabase, withDatabase, type TestDatabase } from './test-database';
export { deciderSpec } from './decider-spec';
