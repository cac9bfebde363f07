import { call, FINANCE, staffMember } from './funding';
import { capitaliseAndFund } from './platform-capital';
import { assetRow, eventually, type Client } from './platform-harness';
import { verify } from './verification';

/** The staff a C2C desk needs: two finance members (four eyes), an auditor, and support. */
export interface C2cStaff {
  fin1: string;
  fin2: string;
  auditor: string;
  admin: string;
  support: string;
}

export const SUPPORT = { email: 'desk@test.local', password: 'desk-pass-1' };

/** Signs the desk in again (a simulated clock moved past their sessions). */
export async function c2cStaffAgain(api: Client): Promise<C2cStaff> {
  return {
    admin: await api.staffToken(),
    fin1: await api.staffToken(FINANCE[0]!.email, FINANCE[0]!.password),
    fin2: await api.staffToken(FINANCE[1]!.email, FINANCE[1]!.password),
    auditor: await api.staffToken(FINANCE[2]!.email, FINANCE[2]!.password),
    support: await api.staffToken(SUPPORT.email, SUPPORT.password),
  };
}

async function ok<T = any>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * A desk ready to sell, as finance sets one up (docs/c2c.md): the inventory funded from the treasury,
 * a rate published (opening the currency waits for a second member, who confirms it), and a receiving
 * account added by one member and confirmed by the other. Answers the receiving account's id.
 */
export async function openC2cDesk(api: Client, staff: C2cStaff, options: { fiat?: string; rate?: string; inventory?: string; min?: string; max?: string } = {}): Promise<string> {
  const { fiat = 'HKD', rate = '7.8', inventory = '30000', min = '10', max = '50000' } = options;
  if (inventory !== '0') await capitaliseAndFund(api, staff, 'c2c-inventory', inventory);
  const published = await ok<{ proposal: { id: string } | null }>('publish rate', api.admin('PUT', `/c2c/rates/${fiat}`, staff.fin1, { rate, min, max, enabled: true, reason: 'Opening the desk' }));
  if (published.proposal) await ok('confirm rate', api.admin('POST', `/proposals/c2c/${published.proposal.id}/confirm`, staff.fin2, {}));
  const account = await ok<{ data: { id: string } }>(
    'receiving account',
    api.admin('POST', '/c2c/receiving-accounts', staff.fin1, {
      fiat,
      accountName: 'Meridian Trading Limited',
      accountNumber: '012-345678-001',
      bankName: 'HSBC Hong Kong',
      bankAddress: '1 Queen’s Road Central, Hong Kong',
      reason: 'The desk’s HKD account',
    }),
  );
  await ok('confirm account', api.admin('POST', `/c2c/receiving-accounts/${account.data.id}/confirm`, staff.fin2, {}));
  return account.data.id;
}

/** Creates the support member of the desk (once per platform). */
export const createSupport = (api: Client) => staffMember(api, SUPPORT.email, ['support'], SUPPORT.password);

/** A customer whose primary verification (with `realName`) has reached C2C. */
export async function c2cBuyer(api: Client, base: string, email: string, realName: string, documentNumber: string): Promise<{ token: string; id: string }> {
  const { token, user } = await api.register(email);
  await verify(api, base, token, user.id, 'primary', { realName, documentNumber });
  await eventually(async () => expect((await call(base, token, 'GET', '/c2c/orders', undefined, null)).body.data.verified).toBe(true));
  return { token, id: user.id };
}

/** What the platform's C2C inventory holds now. */
export async function inventory(api: Client, staff: { auditor: string }): Promise<string> {
  const accounts = await api.admin<{ data: { account: string; balance: string }[] }>('GET', '/platform-accounts', staff.auditor);
  return accounts.body.data.find((row) => row.account === 'platform:c2c-inventory:USDT')?.balance ?? '0.000000';
}

/** The customer's funding wallet's available USDT. */
export const walletUsdt = async (base: string, token: string) => (await assetRow(base, token, 'bba', 'USDT')).available;
