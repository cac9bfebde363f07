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

/**
 * Runs `work` again, after a short random pause, when a concurrent append moved a stream it decided
 * against (invariant 2: conflicts are decided again, never merged), up to `attempts` times in all; the
 * last conflict is thrown (the edge answers it 409 "busy").
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
