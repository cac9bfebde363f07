export type { Decider, DomainEvent, SnapshotPolicy } from './decider';
export { DomainError } from './domain-error';
export * from './four-eyes';
export { changeRulesCommand, rulesDecider, type ChangeRulesCommand, type RulesChangedEvent } from './rules-setting';
export { runOnce } from './run-once';
export { refusedBeforeAnyChange } from './refused-before-any-change';
