/**
 * For specs: the code of the refusal `run` throws (an instance of `Rejection`, a core's own refusal),
 * or null when it runs through; any other error is thrown on.
 */
export function rejectionCode(Rejection: abstract new (...args: never[]) => { readonly code: string }, run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    if (error instanceof Rejection) return error.code;
    throw error;
  }
  return null;
}
