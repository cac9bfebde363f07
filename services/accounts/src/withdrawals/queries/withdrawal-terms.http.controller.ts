import { Body, Get, Post, Query } from '@nestjs/common';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, PublishedAs, silent, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { WithdrawalRequestDto } from '../request-withdrawal/request-withdrawal.request.dto';
import { WithdrawalRulesQueryDto } from './withdrawal-terms-query.request.dto';
import { WithdrawalTermsQuery } from './withdrawal-terms.query';
import { WithdrawalQuoteResponseDto, WithdrawalRulesResponseDto } from './withdrawal-terms.response.dto';

/** What the customer may withdraw now, and what a given withdrawal would cost; neither changes anything. */
@CustomerRoutes('funding', 'api/v1')
export class WithdrawalTermsController {
  constructor(private readonly withdrawalTerms: WithdrawalTermsQuery) {}

  @Get('withdrawals/rules')
  @PublishedAs('FundingController_withdrawalRules')
  @ApiEnvelope(WithdrawalRulesResponseDto)
  async withdrawalRules(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: WithdrawalRulesQueryDto, @Ctx() ctx: RequestContext) {
    const rules = await this.withdrawalTerms.rules(customer, query);
    return silent({ ...rules, reasons: rules.refusals.map((r) => translate(ctx.lang, r.key as never, r.params)) });
  }

  @Post('withdrawals/quote')
  @PublishedAs('FundingController_withdrawalQuote')
  @ApiEnvelope(WithdrawalQuoteResponseDto, { status: 201 })
  async withdrawalQuote(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: WithdrawalRequestDto, @Ctx() ctx: RequestContext) {
    const quote = await this.withdrawalTerms.quote(customer, body);
    return silent({ ...quote, reasons: quote.refusals.map((r) => translate(ctx.lang, r.key as never, r.params)) });
  }
}
