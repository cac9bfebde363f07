/** An event as a command handler produces it: an explicit string type and plain JSON data. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: EventMetadata;
  /** Schema version of `data`; readers upcast older versions. Defaults to 1. */
  schemaVersion?: number;
  /** Supplied by the caller when the id must be known in advance; otherwise random. */
  id?: string;
}

export interface EventMetadata {
  /** The customer whose history this event belongs to, for the auditor's timeline. */
  customerId?: string;
  /** The staff member who caused it, for staff decisions. */
  staffId?: string;
  correlationId?: string;
  causationId?: string;
  requestId?: string;
  [key: string]: unknown;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  /** 1 for a stream's first event. */
  version: number;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  /** Position in the global log; increases with insertion order, not commit order. */
  position: bigint;
  /** Id of the transaction that appended it; the global log is read in (transactionId, position) order. */
  transactionId: bigint;
  recordedAt: string;
  previousHash: string;
  hash: string;
}

/** 'no-stream': the stream must not exist yet; 'any': no check; a number: the stream's current version. */
export type ExpectedVersion = number | 'no-stream' | 'any';

/** Where a reader of the global log stands: after this (transactionId, position). */
export interface GlobalCheckpoint {
  transactionId: bigint;
  position: bigint;
}

export const START_OF_LOG: GlobalCheckpoint = { transactionId: 0n, position: 0n };

export function isAfter(event: Pick<RecordedEvent, 'transactionId' | 'position'>, checkpoint: GlobalCheckpoint): boolean {
  return (
    event.transactionId > checkpoint.transactionId ||
    (event.transactionId === checkpoint.transactionId && event.position > checkpoint.position)
  );
}

export function checkpointOf(event: Pick<RecordedEvent, 'transactionId' | 'position'>): GlobalCheckpoint {
  return { transactionId: event.transactionId, position: event.position };
}
