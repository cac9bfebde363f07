export { createTestDatabase, withDatabase, type TestDatabase } from './test-database';
export { deciderSpec, DeciderSpecification, type SpecifiedDecider } from './decider-spec';
export { resetAndRebuild, type ReadModelTable, type RebuildOutcome } from './projection-rebuild';
