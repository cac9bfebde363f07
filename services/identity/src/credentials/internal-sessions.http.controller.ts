import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { InternalCallerGuard } from '@meridian/http';
import { SECOND_FACTOR, SECURITY_RECORD, SESSION_VERIFIER, TRADE_PASSWORD_CHECKER, type SecondFactor, type SecurityRecord, type SessionVerifier, type TradePasswordChecker } from '@meridian/runtime';

class CheckTradePasswordBody {
  @IsString()
  @MaxLength(64)
  customerId!: string;

  @IsString()
  @MaxLength(64)
  password!: string;
}

class CustomerIdBody {
  @IsString()
  @MaxLength(64)
  customerId!: string;
}

class CheckSecondFactorBody {
  @IsString()
  @MaxLength(64)
  customerId!: string;

  @IsString()
  @MaxLength(12)
  code!: string;
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
@UseGuards(InternalCallerGuard)
export class InternalSessionsController {
  constructor(
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
    @Inject(TRADE_PASSWORD_CHECKER) private readonly tradePasswords: TradePasswordChecker,
    @Inject(SECURITY_RECORD) private readonly security: SecurityRecord,
    @Inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
  ) {}

  @Post('sessions/verify')
  @HttpCode(200)
  async verify(@Body() body: VerifySessionBody) {
    return body.audience === 'customer' ? this.sessions.verifyCustomer(body.token) : this.sessions.verifyStaff(body.token);
  }

  @Post('trade-password/check')
  @HttpCode(200)
  async checkTradePassword(@Body() body: CheckTradePasswordBody) {
    return { result: await this.tradePasswords.checkTradePassword(body.customerId, body.password) };
  }

  @Post('second-factor/status')
  @HttpCode(200)
  async secondFactorStatus(@Body() body: CustomerIdBody) {
    return { enabled: await this.secondFactor.isEnabled(body.customerId) };
  }

  @Post('second-factor/check')
  @HttpCode(200)
  async checkSecondFactor(@Body() body: CheckSecondFactorBody) {
    return { result: await this.secondFactor.verify(body.customerId, body.code) };
  }

  @Post('security/last-change')
  @HttpCode(200)
  async lastSecurityChange(@Body() body: CustomerIdBody) {
    return { at: await this.security.lastSecurityChange(body.customerId) };
  }
}
