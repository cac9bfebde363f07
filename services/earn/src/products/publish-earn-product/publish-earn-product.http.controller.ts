import { Body, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import { CLOCK, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { EarnProductsQuery } from '../queries/earn-products.query';
import { EarnStaffProductResponseDto } from '../queries/earn-products.response.dto';
import { staffProductView } from '../queries/staff-product-view';
import { PublishEarnProductCommand } from './publish-earn-product.handler';
import { PublishEarnProductDto } from './publish-earn-product.request.dto';

@StaffRoutes('api/v1/admin/earn')
export class PublishEarnProductController {
  constructor(
    private readonly commands: CommandBus,
    private readonly products: EarnProductsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Add a product or change one, with a reason; orders already placed keep their terms. */
  @PublishedAs('EarnAdminController_publish')
  @Put('products/:productId')
  @StaffAnswer(['admin', 'finance'], EarnStaffProductResponseDto)
  async publish(@CurrentStaff() staff: StaffPrincipal, @Param('productId', new PathKeyPipe('earn.productIdInvalid')) productId: string, @Body() body: PublishEarnProductDto) {
    // What loosens a product (a higher rate range, a new product) waits for a second member: `proposal`.
    const { product, proposal } = await this.commands.execute(new PublishEarnProductCommand(staff, productId, body));
    const today = this.clock.now().toISOString().slice(0, 10);
    return { data: product ? await staffProductView(this.products, product, today) : { id: productId, proposed: true }, proposal };
  }
}
