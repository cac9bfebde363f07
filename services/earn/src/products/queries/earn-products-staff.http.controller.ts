import { Get, Inject, Param } from '@nestjs/common';
import { PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import { CLOCK, type Clock } from '@meridian/runtime';
import { EarnStaffProductResponseDto } from './earn-products.response.dto';
import { EarnProductsQuery } from './earn-products.query';
import { staffProductView } from './staff-product-view';

const READERS = ['admin', 'finance', 'support', 'auditor'] as const;

/** Finance's view of the products: every product with its last change and the rates set ahead. */
@StaffRoutes('api/v1/admin/earn')
export class EarnProductsStaffController {
  constructor(
    private readonly products: EarnProductsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every product with its last change and the rates set ahead. */
  @PublishedAs('EarnAdminController_productList')
  @Get('products')
  @StaffAnswer(READERS, EarnStaffProductResponseDto, { list: true })
  async productList() {
    const today = this.clock.now().toISOString().slice(0, 10);
    const items = await Promise.all((await this.products.published()).map((product) => staffProductView(this.products, product, today)));
    return { data: items, total: items.length };
  }

  @PublishedAs('EarnAdminController_product')
  @Get('products/:productId')
  @StaffAnswer(READERS, EarnStaffProductResponseDto)
  async product(@Param('productId', new PathKeyPipe('earn.productIdInvalid')) productId: string) {
    await this.products.terms(productId);
    const product = (await this.products.published()).find((published) => published.terms.productId === productId)!;
    return { data: await staffProductView(this.products, product, this.clock.now().toISOString().slice(0, 10)) };
  }
}
