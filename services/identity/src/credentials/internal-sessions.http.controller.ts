import { Body, Inject } from '@nestjs/common';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { InternalCall, InternalRoutes } from '@meridian/http';
import { SECOND_FACTOR, SECURITY_RECORD, SESSION_VERIFIER, TRADE_PASSWORD_CHECKER, type SecondFactor, type SecurityRecord, type SessionVerifier, type TradePasswordChecker } from '@meridian/runtime';

class CustomerIdBody {
  @IsString()
  @MaxLength(64)
  customerId!: string;
}

class CheckTradePasswordBody extends CustomerIdBody {
  @IsString()
  @MaxLength(64)
  password!: string;
}

class CheckSecondFactorBody extends CustomerIdBody {
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
@InternalRoutes('internal/v1')
export class InternalSessionsController {
  constructor(
    @Inject(SESSION_VERIFIER) private readonly sessions: SessionVerifier,
    @Inject(TRADE_PASSWORD_CHECKER) private readonly tradePasswords: TradePasswordChecker,
    @Inject(SECURITY_RECORD) private readonly security: SecurityRecord,
    @Inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
  ) {}

  @InternalCall('sessions/verify')
  async verify(@Body() body: VerifySessionBody) {
    return body.audience === 'customer' ? this.sessions.verifyCustomer(body.token) : this.sessions.verifyStaff(body.token);
  }

  @InternalCall('trade-password/check')
  async checkTradePassword(@Body() body: CheckTradePasswordBody) {
    return { result: await this.tradePasswords.checkTradePassword(body.customerId, body.password) };
  }

  @InternalCall('second-factor/status')
  async secondFactorStatus(@Body() body: CustomerIdBody) {
    return { enabled: await this.secondFactor.isEnabled(body.customerId) };
  }

  @InternalCall('second-factor/check')
  async checkSecondFactor(@Body() body: CheckSecondFactorBody) {
    return { result: await this.secondFactor.verify(body.customerId, body.code) };
  }

  @InternalCall('security/last-change')
  async lastSecurityChange(@Body() body: CustomerIdBody) {
    return { at: await this.security.lastSecurityChange(body.customerId) };
  }
}
