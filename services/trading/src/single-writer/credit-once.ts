/**
 * Submits a credit a core refuses once it has recorded it (a transfer or a funding id it already
 * credited: `isDuplicate`), so a redelivered message credits nothing twice and is handled. `credit`
 * submits the command, as `sendResultOf`'s `debit` does: a refusal however it comes (a rejected
 * promise, or thrown before one is returned) is read here and never left to the bus, which would
 * retry the message for ever and hold back every transfer behind it.
 */
export async function creditOnce(credit: () => Promise<unknown>, isDuplicate: (error: unknown) => boolean): Promise<void> {
  try {
    await credit();
  } catch (error) {
    if (isDuplicate(error)) return;
    throw error;
  }
}
