import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { shortWalletAddress } from '../wallet/domain/sign-in-message.policy';
import { maskAccount } from './account-identifier';

export interface CustomerRow {
  id: string;
  kind: 'real' | 'demo';
  account_type: 'email' | 'phone' | 'wallet' | null;
  email: string | null;
  phone: string | null;
  area_code: string | null;
  password_hash: string;
  trade_password_hash: string | null;
  invitation_code: string;
  invited_by: string | null;
  lang: string;
  demo_expires_at: Date | null;
  password_changed_at: Date | null;
  registered_at: Date;
  nickname: string | null;
  avatar_id: string | null;
  security_question_id: number | null;
  anti_phishing_phrase: string | null;
  wallet_address: string | null;
}

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

  async byId(id: string): Promise<CustomerRow | null> {
    const { rows } = await this.pool.query<CustomerRow>('SELECT * FROM customers WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  /** An e-mail, a `+<area><digits>` phone, or bare digits when they match exactly one phone. */
  async byLogin(account: string, areaCode?: string): Promise<CustomerRow | null> {
    const raw = account.trim();
    if (raw.includes('@')) {
      const { rows } = await this.pool.query<CustomerRow>('SELECT * FROM customers WHERE email = $1', [raw.toLowerCase()]);
      return rows[0] ?? null;
    }
    const digits = raw.replace(/[\s-]/g, '');
    if (digits.startsWith('+') || areaCode) {
      const key = digits.startsWith('+') ? digits : `+${areaCode!.replace(/^\+/, '')}${digits}`;
      const { rows } = await this.pool.query<CustomerRow>('SELECT * FROM customers WHERE phone_key = $1', [key]);
      return rows[0] ?? null;
    }
    const { rows } = await this.pool.query<CustomerRow>('SELECT * FROM customers WHERE phone = $1 LIMIT 2', [digits]);
    return rows.length === 1 ? rows[0]! : null;
  }

  /** The anti-phishing phrase of whoever holds this e-mail or `+<area><digits>` phone, if they set one. */
  async antiPhishingPhraseOf(key: string): Promise<string | null> {
    return (await this.byAccountKey(key))?.anti_phishing_phrase ?? null;
  }

  async avatar(customerId: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const { rows } = await this.pool.query<{ mime: string; bytes: Buffer }>(
      'SELECT a.mime, a.bytes FROM customers c JOIN customer_avatars a ON a.id = c.avatar_id WHERE c.id = $1',
      [customerId],
    );
    return rows[0] ?? null;
  }

  async byAccountKey(key: string): Promise<CustomerRow | null> {
    const column = key.startsWith('+') ? 'phone_key' : 'email';
    const { rows } = await this.pool.query<CustomerRow>(`SELECT * FROM customers WHERE ${column} = $1`, [key]);
    return rows[0] ?? null;
  }

  /** The customer who signed in with this wallet, by its checksummed address. */
  async byWalletAddress(address: string): Promise<CustomerRow | null> {
    const { rows } = await this.pool.query<CustomerRow>('SELECT * FROM customers WHERE wallet_address = $1', [address]);
    return rows[0] ?? null;
  }

  async idByInvitationCode(code: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM customers WHERE invitation_code = $1 AND kind = $2', [code.trim().toUpperCase(), 'real']);
    return rows[0]?.id ?? null;
  }

  async invitationCodeTaken(code: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM customers WHERE invitation_code = $1', [code]);
    return (rowCount ?? 0) > 0;
  }
}

export function toProfile(row: CustomerRow, publicUrl: string): CustomerProfile {
  // A wallet customer's account is the wallet's address, shown as wallets show it; nothing to mask.
  const walletOnly = row.wallet_address !== null && !row.email && !row.phone;
  const account = row.email ?? (row.phone ? `+${row.area_code} ${row.phone}` : walletOnly ? shortWalletAddress(row.wallet_address!) : `Demo ${row.id.slice(0, 8)}`);
  return {
    id: row.id,
    type: row.account_type ?? 'demo',
    email: row.email,
    phone: row.phone,
    area_code: row.area_code,
    account_display: row.kind === 'demo' || walletOnly ? account : maskAccount(row.email ?? `${row.area_code ?? ''}${row.phone ?? ''}`),
    name: row.nickname ?? (row.kind === 'demo' || walletOnly ? account : maskAccount(row.email ?? row.phone ?? '')),
    nickname: row.nickname,
    avatar_id: row.avatar_id,
    masked_email: row.email ? maskAccount(row.email) : null,
    masked_phone: row.phone ? `+${row.area_code} ${maskAccount(row.phone)}` : null,
    wallet_address: row.wallet_address,
    invitation_code: row.invitation_code,
    invite_link: `${publicUrl}/register?invite_code=${row.invitation_code}`,
    transaction_password: row.trade_password_hash ? 1 : 0,
    is_demo: row.kind === 'demo' ? 1 : 0,
    demo_expires_at: row.demo_expires_at?.toISOString() ?? null,
    created_at: row.registered_at.toISOString(),
    lang: row.lang,
  };
}
