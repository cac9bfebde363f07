import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_KEY } from './platform-key';

/** A recovery code as it is compared: case, spaces and dashes do not count. */
const normalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The unkeyed SHA-256 an earlier version stored recovery codes as; still accepted until each is used. */
export const unkeyedRecoveryHash = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

/**
 * The hashes short secrets are stored as: HMAC-SHA256 under keys derived from the platform key held
 * outside the database (SECRETS_KEY or the install's key file), bound to whose secret it is. A
 * recovery code has 40 bits and a verification code 20: as plain SHA-256 a reader of the database
 * reversed every one of them in one pass; keyed, only a holder of the key can try guesses.
 */
@Injectable()
export class SecretHashes {
  private readonly recoveryKey: Buffer;
  private readonly verificationKey: Buffer;

  constructor(@Inject(PLATFORM_KEY) platformKey: Buffer) {
    this.recoveryKey = createHmac('sha256', platformKey).update('meridian recovery codes v1').digest();
    this.verificationKey = createHmac('sha256', platformKey).update('meridian verification codes v1').digest();
  }

  /** An authenticator recovery code of one customer. */
  recoveryCode(customerId: string, code: string): string {
    return createHmac('sha256', this.recoveryKey).update(`${customerId}\n${normalRecoveryCode(code)}`).digest('hex');
  }

  /** A one-time code sent to an e-mail or phone (`accountKey`). */
  verificationCode(accountKey: string, code: string): string {
    return createHmac('sha256', this.verificationKey).update(`${accountKey}\n${code}`).digest('hex');
  }
}
