// Every service's deciders raise the same error type (libs/decider).
export { DomainError } from '@meridian/decider';
