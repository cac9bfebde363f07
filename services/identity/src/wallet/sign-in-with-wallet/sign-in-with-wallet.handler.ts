import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, EnvelopeCode, secondFactorRefusal, secondFactorRequired, type Lang } from '@meridian/http';
import { CLOCK, PLATFORM_CONFIG, type Clock } from '@meridian/runtime';
import { AttemptLimits } from '../../credentials/attempt-limits';
import { CustomerDirectory, toProfile } from '../../customers/customer-directory';
import { SessionIssuer, type CallerInfo, type SessionAnswer } from '../../customers/session-issuer';
import type { PlatformConfig } from '../../identity-config';
import { SqlSecondFactor } from '../../second-factor/sql-second-factor';
import { signInMessageRefusal, siteOf } from '../domain/sign-in-message.policy';
import { readSignInMessage, signerOf } from '../sign-in-message';
import { WalletCustomers } from '../wallet-customers';
import { WalletNonces } from '../wallet-nonces';

export interface WalletSignInInput {
  message: string;
  signature: string;
  invite_code?: string;
  totp_code?: string;
}

export class SignInWithWalletCommand extends Command<SessionAnswer> {
  constructor(
    readonly input: WalletSignInInput,
    readonly lang: Lang,
    readonly caller: CallerInfo,
  ) {
    super();
  }
}

/** A signature that is not the named wallet's (another key, or a message changed after signing): 401. */
const notTheWallet = () => new AppError('siwe.signatureInvalid', EnvelopeCode.okOrRefused, 401);

/**
 * `POST /api/v1/auth/wallet`: Sign-In with Ethereum. The message must be signed by the address it
 * names (EIP-191 recovery), name this site, be inside its times, and carry a nonce issued for that
 * address and never used; then a known address logs in and a new one registers a customer.
 * Counted first like a password login (per IP, then per address), and only then checked.
 */
@CommandHandler(SignInWithWalletCommand)
export class SignInWithWalletHandler implements ICommandHandler<SignInWithWalletCommand> {
  constructor(
    private readonly nonces: WalletNonces,
    private readonly wallets: WalletCustomers,
    private readonly directory: CustomerDirectory,
    private readonly sessions: SessionIssuer,
    private readonly secondFactor: SqlSecondFactor,
    private readonly attempts: AttemptLimits,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async execute({ input, lang, caller }: SignInWithWalletCommand): Promise<SessionAnswer> {
    const fields = readSignInMessage(input.message);
    if (!fields) throw AppError.badInput('siwe.messageInvalid');
    const now = this.clock.now();
    const attempt = await this.attempts.countSignIn(caller.ip, fields.address, now);

    if ((await signerOf(input.message, input.signature)) !== fields.address) throw notTheWallet();
    const site = siteOf(this.config.publicUrl);
    const refusal = signInMessageRefusal(fields, site, now);
    if (refusal) throw AppError.badInput(refusal, { site: site.domain });

    const known = await this.directory.byWalletAddress(fields.address);
    const invitedBy = known ? null : await this.inviterOf(input.invite_code);
    // An authenticator, when on, must agree before the nonce is spent, so the same signature can come
    // back with the code.
    if (known && (await this.secondFactor.isEnabled(known.id))) {
      if (!input.totp_code?.trim()) throw secondFactorRequired('auth.totpRequired');
      const result = await this.secondFactor.verify(known.id, input.totp_code);
      if (result !== 'ok') throw secondFactorRefusal(result);
    }
    const spent = await this.nonces.spend(fields.nonce!, fields.address, now);
    if (spent !== 'spent') throw AppError.badInput(spent === 'expired' ? 'siwe.expired' : 'siwe.nonceUsed');

    // The wallet's own key signed: as a right password does, this gives the IP's try back and clears the wallet's.
    await attempt.passed();
    const customer = known ?? (await this.wallets.register(fields.address, invitedBy, lang, caller));
    const token = await this.sessions.open(customer.id, caller);
    return { token, token_h5: token, user: toProfile(customer, this.config.publicUrl) };
  }

  private async inviterOf(code: string | undefined): Promise<string | null> {
    if (!code || code.trim() === '') return null;
    const inviter = await this.directory.idByInvitationCode(code);
    if (!inviter) throw AppError.badInput('invite.unknown');
    return inviter;
  }
}
