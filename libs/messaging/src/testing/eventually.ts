/**
 * Reads until `done` holds or the deadline passes, then returns the last reading for the test to
 * assert on: a deadline only turns a hang into a failure, it is never the thing under test.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
