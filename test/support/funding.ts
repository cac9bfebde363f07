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

/** Deposit `amount` USDT on ERC20 and have finance approve it. */
export async function fund(api: Client, base: string, token: string, finance: string, amount: string): Promise<void> {
  const deposit = await call(base, token, 'POST', '/deposits', depositForm({ coin: 'USDT', chain: 'ERC20', amount, tx_hash: `0x${randomUUID().replace(/-/g, '')}` }));
  if (!deposit.body.data?.id) throw new Error(`deposit failed: ${JSON.stringify(deposit.body)}`);
  const approved = await api.admin('POST', `/deposits/${deposit.body.data.id}/approve`, finance, { note: 'seen on chain' });
  if (approved.status !== 201 && approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
}

export async function setTradePassword(api: Client, token: string, loginPassword = 'secret123', tradePassword = '246810'): Promise<void> {
  const res = await api.post('/web/updatePassword', { token, type: 'trade', login_password: loginPassword, password: tradePassword, password2: tradePassword });
  if (res.body.code !== 0) throw new Error(`trade password: ${res.body.message}`);
}
