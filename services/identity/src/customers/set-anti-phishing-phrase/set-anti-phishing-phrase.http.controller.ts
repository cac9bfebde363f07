import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { SecuritySurface } from '../../identity-routes';
import { SecurityStateQuery } from '../queries/security-state.query';
import { SecurityStateResponseDto } from '../queries/security-state.response.dto';
import { SetAntiPhishingPhraseCommand } from './set-anti-phishing-phrase.handler';
import { AntiPhishingBody } from './set-anti-phishing-phrase.request.dto';

@SecuritySurface()
@Controller('api/v1/security')
export class SetAntiPhishingPhraseController {
  constructor(
    private readonly commands: CommandBus,
    private readonly security: SecurityStateQuery,
  ) {}

  @Put('anti-phishing')
  @ApiEnvelope(SecurityStateResponseDto)
  @PublishedAs('SecurityController_setAntiPhishing', 'Set, change or clear the anti-phishing phrase (trade password confirms)')
  async setAntiPhishing(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AntiPhishingBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new SetAntiPhishingPhraseCommand(customer, body));
    return envelope(await this.security.state(customer.customerId), translate(ctx.lang, 'ok.phraseSet'), 1);
  }
}
