import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoute, PathKeyPipe, silent, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { VisitorOrCustomer, VisitorOrCustomerGuard } from '../../shared/visitor-or-customer.guard';
import { ContentQuery } from './content.query';
import { HelpQueryDto } from './content.request.dto';
import { AgreementResponseDto, ContentPageResponseDto, HelpCentreResponseDto } from './content.response.dto';

const LANG = {
  name: 'lang',
  required: false,
  description: 'The legacy lang key (en, xby, jp, hy, ty, yn, zh, ft); English where the page lacks it',
};

/** Any published page by its slug (or legacy footer id), open to visitors. */
@ApiTags('content')
@Controller('api/v1/content')
export class ContentController {
  constructor(private readonly content: ContentQuery) {}

  @Get(':slug')
  @ApiQuery(LANG)
  @ApiEnvelope(ContentPageResponseDto)
  async page(@Param('slug', new PathKeyPipe('content.notFound')) slug: string, @Ctx() ctx: RequestContext) {
    return silent(await this.content.page(slug, ctx.lang));
  }
}

/** The help centre, open to visitors: categories and their articles, searchable. */
@ApiTags('content')
@Controller('api/v1/help')
export class HelpController {
  constructor(private readonly content: ContentQuery) {}

  @Get()
  @ApiQuery(LANG)
  @ApiEnvelope(HelpCentreResponseDto)
  async help(@Query() query: HelpQueryDto, @Ctx() ctx: RequestContext) {
    return silent(await this.content.help(ctx.lang, query.q ?? ''));
  }
}

/** The agreements in force; a logged-in customer also sees what they accepted and what they must accept. */
@ApiTags('content')
@Controller('api/v1/agreements')
export class AgreementsController {
  constructor(private readonly content: ContentQuery) {}

  @Get()
  @UseGuards(VisitorOrCustomerGuard)
  @ApiQuery(LANG)
  @ApiEnvelope(AgreementResponseDto, { list: true })
  async agreements(@VisitorOrCustomer() customer: CustomerPrincipal | null, @Ctx() ctx: RequestContext) {
    return silent({ items: await this.content.agreements(customer?.customerId ?? null, ctx.lang) });
  }

  /** What the customer must accept before going on (asked at login): empty when nothing is due. */
  @Get('pending')
  @CustomerRoute()
  @ApiQuery(LANG)
  @ApiEnvelope(AgreementResponseDto, { list: true })
  async pending(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return silent({ items: (await this.content.agreements(customer.customerId, ctx.lang)).filter((agreement) => agreement.pending) });
  }
}
