import { timingSafeEqual } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { AppError } from '@meridian/http';
import { PLATFORM_CONFIG, SESSION_VERIFIER, type SessionVerifier } from '@meridian/runtime';
import type { PlatformConfig } from '../identity-config';

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
@Controller('internal/v1/sessions')
export class InternalSessionsController {
  constructor(
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  @Post('verify')
  @HttpCode(200)
  async verify(@Body() body: VerifySessionBody, @Headers('x-internal-token') presented?: string) {
    const expected = Buffer.from(this.config.internalToken);
    const given = Buffer.from(presented ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw AppError.forbidden();
    return body.audience === 'customer' ? this.sessions.verifyCustomer(body.token) : this.sessions.verifyStaff(body.token);
  }
}
