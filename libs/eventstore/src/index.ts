export * from './types';
export { retryOnConflict, WrongExpectedVersionError } from './errors';
export { EventStore, type AppendOptions, type AppendResult, type PreparedAppend, type StreamHead, type InlineProjection, type Queryable } from './event-store';
export { canonicalJson, hashEvent, GENESIS_HASH } from './hash-chain';
export { verifyHashChains, type ChainBreak } from './verify-chain';
export { saveSnapshot, loadSnapshot, stringifyInSlices, type Snapshot } from './snapshots';
export { UpcasterChain, type Upcaster } from './upcasting';
export {
  ProjectionRunner,
  catchUpProjection,
  catchUpToHead,
  rebuildProjection,
  readCheckpoint,
  runProjectionBatch,
  type Projection,
} from './projections';
export { handleCommand, foldEvents, loadStreamState, type Decider, type DomainEvent, type CommandOutcome, type HandleOptions, type SnapshotPolicy } from './decider';
export { eventStoreMigrations } from './schema';
export { defineInlineProjection, ProjectionRegistry } from './projection-registry';
export { streamProjection, projectionOf, exceptStreams, emptyTables, type ProjectedStream, type ProjectionHandling, type StreamEventHandlers } from './stream-projection';
export { foldStreamsByPrefix } from './streams-by-prefix';
export { commandHandling, type CommandHandling, type ExecuteCommand, type ExecuteOptions, type StampedMetadata, type WithoutMeta } from './command-handling';
