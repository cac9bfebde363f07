import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { shortWalletAddress } from '../wallet/domain/sign-in-message.policy';
import { identityReadModels } from '../identity.read-models';
import { maskAccount } from './account-identifier';
import { Customer } from './read-models/customer.entity';

/** The profile the customer app shows (`web/info`), in the legacy field names. */
export interface CustomerProfile {
  id: string;
  type: 'email' | 'phone' | 'wallet' | 'demo';
  email: string | null;
  phone: string | null;
  area_code: string | null;
  account_display: string;
  name: string;
  nickname: string | null;
  avatar_id: string | null;
  masked_email: string | null;
  masked_phone: string | null;
  wallet_address: string | null;
  invitation_code: string;
  invite_link: string;
  transaction_password: 0 | 1;
  is_demo: 0 | 1;
  demo_expires_at: string | null;
  created_at: string;
  lang: string;
}

/** Reads of identity's customer read model. */
@Injectable()
export class CustomerDirectory {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  private async customers() {
    return (await identityReadModels.on(this.pool)).getRepository(Customer);
  }

  async byId(id: string): Promise<Customer | null> {
    return (await this.customers()).findOneBy({ id });
  }

  /** An e-mail, a `+<area><digits>` phone, or bare digits when they match exactly one phone. */
  async byLogin(account: string, areaCode?: string): Promise<Customer | null> {
    const raw = account.trim();
    if (raw.includes('@')) return (await this.customers()).findOneBy({ email: raw.toLowerCase() });
    const digits = raw.replace(/[\s-]/g, '');
    if (digits.startsWith('+') || areaCode) {
      const key = digits.startsWith('+') ? digits : `+${areaCode!.replace(/^\+/, '')}${digits}`;
      return (await this.customers()).findOneBy({ phoneKey: key });
    }
    const holders = await (await this.customers()).find({ where: { phone: digits }, take: 2 });
    return holders.length === 1 ? holders[0]! : null;
  }

  /** The anti-phishing phrase of whoever holds this e-mail or `+<area><digits>` phone, if they set one. */
  async antiPhishingPhraseOf(key: string): Promise<string | null> {
    return (await this.byAccountKey(key))?.antiPhishingPhrase ?? null;
  }

  /** The customer's avatar: its id from the customer's row, its bytes from `customer_avatars` (uploads, kept in SQL). */
  async avatar(customerId: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const avatarId = (await this.byId(customerId))?.avatarId;
    if (!avatarId) return null;
    const { rows } = await this.pool.query<{ mime: string; bytes: Buffer }>('SELECT mime, bytes FROM customer_avatars WHERE id = $1', [
      avatarId,
    ]);
    return rows[0] ?? null;
  }

  async byAccountKey(key: string): Promise<Customer | null> {
    return (await this.customers()).findOneBy(key.startsWith('+') ? { phoneKey: key } : { email: key });
  }

  /** The customer who signed in with this wallet, by its checksummed address. */
  async byWalletAddress(address: string): Promise<Customer | null> {
    return (await this.customers()).findOneBy({ walletAddress: address });
  }

  async idByInvitationCode(code: string): Promise<string | null> {
    const where = { invitationCode: code.trim().toUpperCase(), kind: 'real' as const };
    const inviter = await (await this.customers()).findOne({ where, select: { id: true } });
    return inviter?.id ?? null;
  }

  async invitationCodeTaken(code: string): Promise<boolean> {
    return (await this.customers()).existsBy({ invitationCode: code });
  }
}

export function toProfile(row: Customer, publicUrl: string): CustomerProfile {
  // A wallet customer's account is the wallet's address, shown as wallets show it; nothing to mask.
  const walletOnly = row.walletAddress !== null && !row.email && !row.phone;
  const account = row.email ?? (row.phone ? `+${row.areaCode} ${row.phone}` : walletOnly ? shortWalletAddress(row.walletAddress!) : `Demo ${row.id.slice(0, 8)}`);
  return {
    id: row.id,
    type: row.accountType ?? 'demo',
    email: row.email,
    phone: row.phone,
    area_code: row.areaCode,
    account_display: row.kind === 'demo' || walletOnly ? account : maskAccount(row.email ?? `${row.areaCode ?? ''}${row.phone ?? ''}`),
    name: row.nickname ?? (row.kind === 'demo' || walletOnly ? account : maskAccount(row.email ?? row.phone ?? '')),
    nickname: row.nickname,
    avatar_id: row.avatarId,
    masked_email: row.email ? maskAccount(row.email) : null,
    masked_phone: row.phone ? `+${row.areaCode} ${maskAccount(row.phone)}` : null,
    wallet_address: row.walletAddress,
    invitation_code: row.invitationCode,
    invite_link: `${publicUrl}/register?invite_code=${row.invitationCode}`,
    transaction_password: row.tradePasswordHash ? 1 : 0,
    is_demo: row.kind === 'demo' ? 1 : 0,
    demo_expires_at: row.demoExpiresAt?.toISOString() ?? null,
    created_at: row.registeredAt.toISOString(),
    lang: row.lang,
  };
}
