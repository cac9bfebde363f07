/**
 * Submits a credit a core refuses once it has recorded it (a transfer or a funding id it already
 * credited: `isDuplicate`), so a redelivered message credits nothing twice and is handled.
 */
export async function creditOnce(credit: Promise<unknown>, isDuplicate: (error: unknown) => boolean): Promise<void> {
  try {
    await credit;
  } catch (error) {
    if (isDuplicate(error)) return;
    throw error;
  }
}
