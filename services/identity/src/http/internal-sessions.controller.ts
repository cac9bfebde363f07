import { timingSafeEqual } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { AppError } from '@meridian/http';
import { PLATFORM_CONFIG, SESSION_VERIFIER, TRADE_PASSWORD_CHECKER, type SessionVerifier, type TradePasswordChecker } from '@meridian/runtime';
import type { PlatformConfig } from '../identity-config';

class CheckTradePasswordBody {
  @IsString()
  @MaxLength(64)
  customerId!: string;

  @IsString()
  @MaxLength(64)
  password!: string;
}

class VerifySessionBody {
  @IsIn(['customer', 'staff'])
  audience!: 'customer' | 'staff';

  @IsString()
  @MaxLength(200)
  token!: string;
}

/**
 * For the other services' processes in the distributed profile. The edge proxy never routes
 * `/internal/`, and the shared INTERNAL_TOKEN must match.
 */
@ApiExcludeController()
@Controller('internal/v1')
export class InternalSessionsController {
  constructor(
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
    @Inject(TRADE_PASSWORD_CHECKER) private readonly tradePasswords: TradePasswordChecker,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Post('sessions/verify')
  @HttpCode(200)
  async verify(@Body() body: VerifySessionBody, @Headers('x-internal-token') presented?: string) {
    this.checkCaller(presented);
    return body.audience === 'customer' ? this.sessions.verifyCustomer(body.token) : this.sessions.verifyStaff(body.token);
  }

  @Post('trade-password/check')
  @HttpCode(200)
  async checkTradePassword(@Body() body: CheckTradePasswordBody, @Headers('x-internal-token') presented?: string) {
    this.checkCaller(presented);
    return { result: await this.tradePasswords.checkTradePassword(body.customerId, body.password) };
  }

  private checkCaller(presented: string | undefined): void {
    const expected = Buffer.from(this.config.internalToken);
    const given = Buffer.from(presented ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw AppError.forbidden();
  }
}
