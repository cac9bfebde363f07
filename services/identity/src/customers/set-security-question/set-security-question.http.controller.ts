import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { SecurityStateQuery } from '../queries/security-state.query';
import { SecurityStateResponseDto } from '../queries/security-state.response.dto';
import { SetSecurityQuestionCommand } from './set-security-question.handler';
import { SecurityQuestionBody } from './set-security-question.request.dto';

@SecuritySurface()
@Controller('api/v1/security')
export class SetSecurityQuestionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: SecurityStateQuery,
  ) {}

  @Put('question')
  @ApiEnvelope(SecurityStateResponseDto)
  @PublishedAs('SecurityController_setQuestion', 'Set or change the security question and its answer (trade password confirms)')
  async setQuestion(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SecurityQuestionBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new SetSecurityQuestionCommand(customer, body));
    return envelope(await this.security.state(customer.customerId), translate(ctx.lang, 'ok.securityQuestionSet'), 1);
  }
}
