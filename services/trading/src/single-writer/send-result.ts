import { AppError } from '@meridian/http';
import type { SpotSendResult } from '@meridian/runtime';

/** Why a core did not send money out to the funding side. */
export type SendRefusal = Extract<SpotSendResult, { ok: false }>['reason'];

/**
 * A core's debit into clearing for the funding side, as the accounts port answers it: sent, refused
 * for the reason `refusalOf` reads from the core's own refusal, or `unavailable` when the core is not
 * taking commands. Anything else is thrown on. `debit` submits the command: a core may refuse it
 * before it returns a promise.
 */
export async function sendResultOf(debit: () => Promise<unknown>, refusalOf: (error: unknown) => SendRefusal | null): Promise<SpotSendResult> {
  try {
    await debit();
    return { ok: true };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { ok: false, reason: refusal };
    if (error instanceof AppError) return { ok: false, reason: 'unavailable' };
    throw error;
  }
}
