import { randomUUID } from 'node:crypto';
import type { Client } from './platform-harness';

/**
 * The operator's capital into the treasury, as finance does it (docs/security.md, "Insolvency"): one
 * member proposes, another confirms. Tests that fund a platform account from the treasury call this first.
 */
export async function contributeCapital(
  api: Client,
  proposer: string,
  confirmer: string,
  amount: string,
  reason = 'Operator capital for the test',
): Promise<void> {
  const proposed = await api.admin<{ data: { id: string } }>('POST', '/capital-contributions', proposer, {
    requestId: randomUUID(),
    amount,
    reason,
  });
  if (proposed.status >= 300) throw new Error(`capital contribution refused: ${JSON.stringify(proposed.body)}`);
  const confirmed = await api.admin('POST', `/capital-contributions/${proposed.body.data.id}/confirm`, confirmer);
  if (confirmed.status >= 300) throw new Error(`capital contribution not confirmed: ${JSON.stringify(confirmed.body)}`);
}

/** Finance moves treasury money into a paying platform account (earn payouts, the loan book, ETF funds...). */
export async function fundPlatformAccount(
  api: Client,
  finance: string,
  to: string,
  amount: string,
  reason = 'Cover for the test',
): Promise<void> {
  const funded = await api.admin('POST', '/platform-accounts/fundings', finance, { requestId: randomUUID(), to, amount, reason });
  if (funded.status >= 300) throw new Error(`funding ${to} refused: ${JSON.stringify(funded.body)}`);
}

/** Capital first, then the account: what a fresh platform needs before it may promise anything from `to`. */
export async function capitaliseAndFund(api: Client, staff: { fin1: string; fin2: string }, to: string, amount: string): Promise<void> {
  await contributeCapital(api, staff.fin1, staff.fin2, amount);
  await fundPlatformAccount(api, staff.fin1, to, amount);
}
