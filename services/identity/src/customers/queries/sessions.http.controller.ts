import { Controller, Get } from '@nestjs/common';
import { ApiEnvelope, CurrentCustomer, PublishedAs, silent } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { SessionsQuery } from './sessions.query';
import { LoginRecordResponseDto, OpenSessionResponseDto } from './sessions.response.dto';

@SecuritySurface()
@Controller('api/v1/security')
export class OpenSessionsController {
  constructor(private readonly sessions: SessionsQuery) {}

  @Get('sessions')
  @ApiEnvelope(OpenSessionResponseDto, { list: true })
  @PublishedAs('SecurityController_openSessions', 'Open sessions, newest first; `current` marks the one asking')
  async openSessions(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.sessions.open(customer) });
  }
}

@SecuritySurface()
@Controller('api/v1/security')
export class LoginHistoryController {
  constructor(private readonly sessions: SessionsQuery) {}

  @Get('logins')
  @ApiEnvelope(LoginRecordResponseDto, { list: true })
  @PublishedAs('SecurityController_logins', 'Every login of the last 90 days, newest first: time, address, device, how it ended')
  async logins(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.sessions.logins(customer) });
  }
}
