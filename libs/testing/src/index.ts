export { createTestDatabase, withDatabase, type TestDatabase } from './test-database';
