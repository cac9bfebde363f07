import { randomUUID } from 'node:crypto';
import type { Client } from './platform-harness';

/** A 1x1 PNG: a real image, judged by its bytes. */
export const PNG_PROOF = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const FINANCE = [
  { email: 'fin1@test.local', password: 'finance-pass-1', roles: ['finance'] },
  { email: 'fin2@test.local', password: 'finance-pass-2', roles: ['finance'] },
  { email: 'aud@test.local', password: 'auditor-pass-1', roles: ['auditor'] },
];

export async function createFinanceStaff(api: Client): Promise<{ fin1: string; fin2: string; auditor: string; admin: string }> {
  const admin = await api.staffToken();
  for (const staff of FINANCE) await api.admin('POST', '/staff', admin, { ...staff, name: staff.email.split('@')[0] });
  return {
    admin,
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
  };
}

export async function openDepositChannel(api: Client, staff: string, id = 'USDT-ERC20', address = '0x52908400098527886E0F7030069857D2E4169EE7'): Promise<void> {
  const res = await api.admin('PUT', `/deposit-addresses/${id}`, staff, { address, memo: '', enabled: true });
  if (res.status !== 200) throw new Error(`could not open ${id}: ${JSON.stringify(res.body)}`);
}

export interface Answer<T = any> {
  status: number;
  body: { code: number; message: string; data: T; event?: string | null };
}

/** A customer call on /api/v1 with the bearer token and a fresh Idempotency-Key unless one is given. */
export async function call<T = any>(base: string, token: string, method: string, path: string, body?: unknown, key: string | null = randomUUID()): Promise<Answer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (key) headers['idempotency-key'] = key;
  let payload: FormData | string | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${base}/api/v1${path}`, { method, headers, body: payload });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

export function depositForm(fields: Record<string, string>, proof: Buffer | null = PNG_PROOF, name = 'proof.png'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (proof) form.append('proof', new Blob([proof], { type: 'image/png' }), name);
  return form;
}

/**
 * Deposit `amount` USDT on ERC20 and have finance approve it. Above the dual-approval threshold the
 * first approval leaves it `approving`: a second staff member (the admin, or fin2 when the admin gave
 * the first) completes it.
 */
export async function fund(api: Client, base: string, token: string, finance: string, amount: string): Promise<void> {
  const deposit = await call(base, token, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount, tx_hash: `0x${randomUUID().replace(/-/g, '')}` }));
  if (!deposit.body.data?.id) throw new Error(`deposit failed: ${JSON.stringify(deposit.body)}`);
  const path = `/deposits/${deposit.body.data.id}/approve`;
  let approved = await api.admin('POST', path, finance, { note: 'seen on chain' });
  if (approved.status !== 201 && approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  if ((approved.body as { data?: { status?: string } }).data?.status !== 'approving') return;
  approved = await api.admin('POST', path, await api.staffToken(), { note: 'second approval' });
  if (approved.status === 400) approved = await api.admin('POST', path, await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password), { note: 'second approval' });
  if (approved.status !== 201 && approved.status !== 200) throw new Error(`second approval failed: ${JSON.stringify(approved.body)}`);
}

export async function setTradePassword(api: Client, token: string, loginPassword = 'secret123', tradePassword = '246810'): Promise<void> {
  const res = await api.post('/web/updatePassword', { token, type: 'trade', login_password: loginPassword, password: tradePassword, password2: tradePassword });
  if (res.body.code !== 0) throw new Error(`trade password: ${res.body.message}`);
}

/**
 * Changes the withdrawal rules as two finance staff members: `proposer` asks, and when the change
 * loosens a control `confirmer` confirms the proposal (four eyes). Answers the rules in force.
 */
export async function changeWithdrawalRules(api: Client, proposer: string, confirmer: string, changes: Record<string, unknown>, reason = 'test set-up'): Promise<Record<string, unknown>> {
  const rules = await api.admin<{ data: Record<string, unknown> }>('GET', '/withdrawal-rules/default', proposer);
  const { id: _id, changed_at: _changed, ...current } = rules.body.data;
  const put = await api.admin<{ data: Record<string, unknown> & { proposal: { id: string } | null } }>('PUT', '/withdrawal-rules/default', proposer, { ...current, ...changes, reason });
  if (put.status !== 200) throw new Error(`withdrawal rules: ${JSON.stringify(put.body)}`);
  if (!put.body.data.proposal) return put.body.data;
  const confirmed = await api.admin('POST', `/proposals/accounts/${put.body.data.proposal.id}/confirm`, confirmer, {});
  if (confirmed.status !== 201) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
  return (await api.admin<{ data: Record<string, unknown> }>('GET', '/withdrawal-rules/default', proposer)).body.data;
}

/**
 * Four eyes on controls: a second staff member confirms the proposal a settings change answered with
 * (`proposal` beside or inside `data`); nothing to do when the change tightened and applied at once.
 */
export async function confirmProposal(api: Client, service: 'accounts' | 'trading' | 'earn' | 'kyc', answer: { status: number; body: unknown }, confirmer: string): Promise<void> {
  const body = answer.body as { proposal?: { id: string } | null; data?: { proposal?: { id: string } | null } };
  const proposal = body.proposal ?? body.data?.proposal;
  if (!proposal) return;
  const confirmed = await api.admin('POST', `/proposals/${service}/${proposal.id}/confirm`, confirmer, {});
  if (confirmed.status !== 201) throw new Error(`confirm ${service} proposal: ${JSON.stringify(confirmed.body)}`);
}

/** A staff member with these roles, created by the seeded admin; answers their token. */
export async function staffMember(api: Client, email: string, roles: string[], password = `${email.split('@')[0]}-pass-1`): Promise<string> {
  const admin = await api.staffToken();
  const created = await api.admin('POST', '/staff', admin, { email, password, roles, name: email.split('@')[0] });
  if (created.status !== 201 && created.status !== 200) throw new Error(`staff ${email}: ${JSON.stringify(created.body)}`);
  return api.staffToken(email, password);
}
