import { call } from './funding';
import type { Client } from './platform-harness';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const photo = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

const OFFICERS = ['officer.a@verify.test', 'officer.b@verify.test'];

/** Two compliance officers (advanced verification takes two). */
export async function createComplianceOfficers(api: Client): Promise<void> {
  const admin = await api.staffToken();
  for (const email of OFFICERS) await api.admin('POST', '/staff', admin, { email, name: email.split('@')[0], password: 'officer-pass-1', roles: ['compliance'] });
}

async function approve(api: Client, officers: readonly string[], customerId: string, tier: string, times: number): Promise<void> {
  const queue = await api.admin<{ data: { id: string }[] }>('GET', `/kyc?tier=${tier}&customerId=${customerId}`, officers[0]!);
  for (let i = 0; i < times; i++) await api.admin('POST', `/kyc/${queue.body.data[0]!.id}/approve`, officers[i]!);
}

/** Takes a customer through primary (and, for `advanced`, advanced) verification as compliance would. */
export async function verify(api: Client, base: string, token: string, customerId: string, upTo: 'primary' | 'advanced', identity: { realName: string; documentNumber: string }): Promise<void> {
  // Logged in afresh: a test on a simulated clock may have moved past their last sessions.
  const officers = await Promise.all(OFFICERS.map((email) => api.staffToken(email, 'officer-pass-1')));
  const primary = new FormData();
  const fields = { country: 'SG', documentType: '2', bankName: 'DBS', cardNumber: '4111111111111111', ...identity };
  for (const [name, value] of Object.entries(fields)) primary.append(name, value);
  for (const role of ['front', 'back', 'handheld']) primary.append(role, photo(), `${role}.png`);
  await call(base, token, 'POST', '/kyc/primary', primary);
  await approve(api, officers, customerId, 'primary', 1);
  if (upTo === 'primary') return;
  const advanced = new FormData();
  for (const [name, value] of Object.entries({ occupation: 'engineer', sourceOfWealth: 'salary', monthlyIncome: '6000', expectedInvestment: '20000', assetProofType: 'bank_deposit' })) advanced.append(name, value);
  advanced.append('asset_proof', photo(), 'statement.png');
  await call(base, token, 'POST', '/kyc/advanced', advanced);
  await approve(api, officers, customerId, 'advanced', 2);
}

export const testPhoto = photo;
