import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, PathKeyPipe, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ContentCommands } from '../content-commands';
import { ContentQuery } from '../queries/content.query';
import { AgreementResponseDto } from '../queries/content.response.dto';
import { AcceptAgreementRequestDto } from './accept-agreement.request.dto';

/**
 * A customer accepts the version of an agreement in force (the one they were shown at login). A
 * version that is no longer in force is refused: they read the new one first.
 */
@CustomerRoutes('content', 'api/v1/agreements')
export class AcceptAgreementController {
  constructor(
    private readonly commands: ContentCommands,
    private readonly content: ContentQuery,
  ) {}

  @Post(':slug/accept')
  @HttpCode(200)
  @ApiEnvelope(AgreementResponseDto, { list: true })
  async accept(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Param('slug', new PathKeyPipe('content.notFound')) slug: string,
    @Body() body: AcceptAgreementRequestDto,
    @Ctx() ctx: RequestContext,
  ) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const agreement = (await this.content.agreementsEveryoneAccepts()).find((candidate) => candidate.slug === slug);
    if (!agreement) throw new DomainError('content.notFound');
    if (agreement.version !== body.version) throw new DomainError('content.versionOutdated');
    const { customerId } = customer;
    await this.commands.agreements(
      customerId,
      { type: 'AcceptAgreement', data: { customerId, ...agreement, via: 'prompt' } },
      { metadata: { customerId, requestId: ctx.requestId ?? undefined } },
    );
    return envelope({ items: await this.content.agreements(customerId, ctx.lang) }, translate(ctx.lang, 'ok.agreementAccepted'));
  }
}
