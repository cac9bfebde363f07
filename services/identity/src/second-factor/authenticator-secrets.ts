import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { PLATFORM_KEY } from '../credentials/platform-key';

/** Sealed secrets start with this; anything else in the column is a secret stored before encryption. */
const SEALED = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM, bound to the customer (a sealed secret moved to another customer's row does not open). */
export function sealSecret(key: Buffer, customerId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(customerId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The secret, or null when it does not open with this key (another key, another customer, tampered). */
export function openSecret(key: Buffer, customerId: string, stored: string): string | null {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(SEALED.length), 'base64');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(customerId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const isSealed = (stored: string) => stored.startsWith(SEALED);

/**
 * Authenticator secrets at rest (`customer_second_factor.secret`): sealed when stored, opened only to
 * check a code. On start, secrets stored readable by an earlier version are sealed in place.
 */
@Injectable()
export class AuthenticatorSecrets implements OnApplicationBootstrap {
  private readonly logger = new Logger('AuthenticatorSecrets');
  constructor(
    @Inject(PLATFORM_KEY) private readonly key: Buffer,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  seal(customerId: string, secret: string): string {
    return sealSecret(this.key, customerId, secret);
  }

  /** Null when the stored secret does not open (the key was replaced): only a recovery code then works. */
  open(customerId: string, stored: string): string | null {
    const secret = openSecret(this.key, customerId, stored);
    if (secret === null) this.logger.error(`the authenticator secret of customer ${customerId} does not open with this SECRETS_KEY / key file`);
    return secret;
  }

  async onApplicationBootstrap(): Promise<void> {
    const sealed = await this.sealReadableSecrets();
    if (sealed > 0) this.logger.log(`sealed ${sealed} authenticator secrets stored readable`);
  }

  /** Seals every secret still stored readable; each row only if it is unchanged since read. */
  async sealReadableSecrets(): Promise<number> {
    const { rows } = await this.pool.query<{ customer_id: string; secret: string }>(`SELECT customer_id::text, secret FROM customer_second_factor WHERE secret NOT LIKE 'v1:%'`);
    let sealed = 0;
    for (const row of rows) {
      const { rowCount } = await this.pool.query('UPDATE customer_second_factor SET secret = $3 WHERE customer_id::text = $1 AND secret = $2', [
        row.customer_id,
        row.secret,
        this.seal(row.customer_id, row.secret),
      ]);
      sealed += rowCount ?? 0;
    }
    return sealed;
  }
}
