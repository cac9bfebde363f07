export class WrongExpectedVersionError extends Error {
  readonly code = 'eventstore.wrongExpectedVersion';
  constructor(
    readonly streamId: string,
    readonly expected: number | 'no-stream',
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected version ${expected}, found ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}
