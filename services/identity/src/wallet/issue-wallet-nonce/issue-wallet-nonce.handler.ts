import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import { CLOCK, PLATFORM_CONFIG, type Clock } from '@meridian/runtime';
import { AttemptLimits } from '../../credentials/attempt-limits';
import type { PlatformConfig } from '../../identity-config';
import { SIGN_IN_TTL_SECONDS, siteOf } from '../domain/sign-in-message.policy';
import { signInMessage, walletAddressOf } from '../sign-in-message';
import { WalletNonces } from '../wallet-nonces';
import type { WalletNonceResponseDto } from './issue-wallet-nonce.response.dto';

export class IssueWalletNonceCommand extends Command<WalletNonceResponseDto> {
  constructor(
    readonly address: string,
    readonly chainId: number | undefined,
    readonly ip: string,
  ) {
    super();
  }
}

/**
 * `GET /api/v1/auth/wallet/nonce`: a one-time nonce for this address and the Sign-In with Ethereum
 * message that carries it, naming the platform's site and ending in ten minutes.
 */
@CommandHandler(IssueWalletNonceCommand)
export class IssueWalletNonceHandler implements ICommandHandler<IssueWalletNonceCommand> {
  constructor(
    private readonly nonces: WalletNonces,
    private readonly attempts: AttemptLimits,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async execute({ address, chainId, ip }: IssueWalletNonceCommand): Promise<WalletNonceResponseDto> {
    const wallet = walletAddressOf(address);
    if (!wallet) throw AppError.badInput('siwe.addressInvalid');
    const issuedAt = this.clock.now();
    await this.attempts.countWalletNonce(ip, issuedAt);
    const expirationTime = new Date(issuedAt.getTime() + SIGN_IN_TTL_SECONDS * 1000);
    const nonce = await this.nonces.issue(wallet, issuedAt, expirationTime);
    const site = siteOf(this.config.publicUrl);
    const chain = chainId ?? 1;
    return {
      message: signInMessage({ site, address: wallet, chainId: chain, nonce, issuedAt, expirationTime }),
      nonce,
      domain: site.domain,
      uri: `${site.origin}/login`,
      chain_id: chain,
      issued_at: issuedAt.toISOString(),
      expiration_time: expirationTime.toISOString(),
    };
  }
}
