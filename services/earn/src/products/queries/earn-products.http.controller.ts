import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, LegacyCustomerRoutes, PublishedAs, silent } from '@meridian/http';
import { CLOCK, type Clock } from '@meridian/runtime';
import { PayoutCover } from '../../orders/payout-cover';
import { EarnProductsQueryDto } from './earn-products.request.dto';
import { EarnProductResponseDto } from './earn-products.response.dto';
import { EarnProductsQuery } from './earn-products.query';


/** The earn products on offer (docs/earn.md): every rule before the customer commits. */
@ApiTags('earn')
@Controller('api/v1/earn')
export class EarnProductsQueriesController {
  constructor(
    private readonly products: EarnProductsQuery,
    private readonly payoutCover: PayoutCover,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Open to anyone: every rule before the customer commits, and today's rate. */
  @PublishedAs('EarnController_list')
  @Get('products')
  @ApiEnvelope(EarnProductResponseDto, { list: true })
  async list(@Query() query: EarnProductsQueryDto) {
    const today = this.clock.now().toISOString().slice(0, 10);
    const offered = (await this.products.all()).filter((product) => !query.kind || product.kind === query.kind);
    const cover = await this.payoutCover.state();
    const items = await Promise.all(
      offered.map(async (product) => ({
        ...product,
        minVipLevel: product.minVipLevel ?? 0,
        todayRate: (await this.products.rateFor(product.productId, today)) ?? product.dailyRateMin,
        // Closed to new orders while the payout account cannot cover even the smallest one's yield.
        payoutsFunded: PayoutCover.covers(cover, product.minAmount, product),
      })),
    );
    return silent({ items });
  }

}

/** The specification's legacy list of custody products, in the envelope: `web/getProfitList`. */
@LegacyCustomerRoutes()
export class EarnProductsLegacyController {
  constructor(private readonly products: EarnProductsQuery) {}

  @PublishedAs('EarnLegacyController_getProfitList')
  @Get('getProfitList')
  async getProfitList() {
    return silent({ items: (await this.products.all()).filter((product) => product.kind === 'custody').map((product) => ({ ...product, minVipLevel: 0 })) });
  }
}
