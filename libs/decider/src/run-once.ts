/**
 * Runs a step that is refused once it has been done (a credit, a ledger entry or a charge under an id
 * already recorded): `isDuplicate` reads that refusal as success, so a step delivered or retried twice
 * does nothing the second time. `step` is called here, so the refusal is read however it comes: a
 * rejected promise, or thrown before a promise exists (a single writer's submit once threw its refusals,
 * and the redelivered credit escaped to be retried for ever). Any other failure is thrown on.
 */
export async function runOnce(step: () => Promise<unknown>, isDuplicate: (error: unknown) => boolean): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!isDuplicate(error)) throw error;
  }
}
