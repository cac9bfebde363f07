import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ApiStaffAnswer, CurrentStaff, pageOf, PathKeyPipe, ReasonDto, Roles, StaffAuthGuard, StaffListQueryDto } from '@meridian/http';
import { CLOCK, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { EarnOrdersQuery } from '../orders/earn-orders.query';
import { EarnProductsQuery, type PublishedEarnProduct } from '../products/earn-products.query';
import { SetDailyRateCommand } from '../use-cases/daily-rates/set-daily-rate.handler';
import { PublishEarnProductCommand } from '../use-cases/publish-product/publish-earn-product.handler';
import { PublishEarnProductDto } from '../use-cases/publish-product/publish-earn-product.request.dto';
import { ReviewRedemptionCommand } from '../use-cases/redeem/review-redemption.handler';
import { EarnDailyRateResponseDto, EarnLiabilitiesResponseDto, EarnOrderDetailResponseDto, EarnStaffOrderResponseDto, EarnStaffProductResponseDto } from './earn.response.dto';

const READERS = ['admin', 'finance', 'support', 'auditor'] as const;
const DECIDERS = ['admin', 'finance'] as const;

export class EarnOrdersStaffQueryDto extends StaffListQueryDto {
  @ApiPropertyOptional({ enum: ['funding', 'failed', 'in_custody', 'redeeming', 'redemption_rejected', 'redeemed', 'completed'] })
  @IsOptional()
  @IsIn(['funding', 'failed', 'in_custody', 'redeeming', 'redemption_rejected', 'redeemed', 'completed'])
  status?: string;

  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() customerId?: string;
}

export class DailyRateDto {
  @ApiProperty({ example: '2026-11-25' }) @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'earn.rateDateInvalid' }) date!: string;
  @ApiProperty({ example: '0.0045' }) @IsString({ message: 'field.invalid' }) @MaxLength(16, { message: 'field.invalid' }) rate!: string;
}

/** Finance's side of earn: orders, the redemption queue, daily rates and what the platform owes. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/earn')
@UseGuards(StaffAuthGuard)
export class EarnAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly orders: EarnOrdersQuery,
    private readonly products: EarnProductsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async withRates(product: PublishedEarnProduct) {
    const today = this.clock.now().toISOString().slice(0, 10);
    return { id: product.terms.productId, ...product, today, rates: await this.products.upcomingRates(product.terms.productId, today) };
  }

  /** Every order; `status=redeeming` is the redemption queue, oldest request first. */
  @Get('orders')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnStaffOrderResponseDto, { list: true })
  async list(@Query() query: EarnOrdersStaffQueryDto) {
    const { limit, offset } = pageOf(query, {}, 'placed_at');
    const { items, total } = await this.orders.forStaff({ status: query.status, customerId: query.customerId, limit, offset });
    return { data: items, total };
  }

  @Get('orders/:id')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnOrderDetailResponseDto)
  async one(@Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.orders.one(id, null) };
  }

  @Post('orders/:id/approve-redemption')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(EarnOrderDetailResponseDto)
  async approve(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return { data: await this.commands.execute(new ReviewRedemptionCommand(id, staff.staffId, { decision: 'approve' })) };
  }

  @Post('orders/:id/reject-redemption')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(EarnOrderDetailResponseDto)
  async reject(@CurrentStaff() staff: StaffPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new ReviewRedemptionCommand(id, staff.staffId, { decision: 'reject', reason: body.reason })) };
  }

  /** Every product with its last change and the rates set ahead. */
  @Get('products')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnStaffProductResponseDto, { list: true })
  async productList() {
    const items = await Promise.all((await this.products.published()).map((product) => this.withRates(product)));
    return { data: items, total: items.length };
  }

  @Get('products/:productId')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnStaffProductResponseDto)
  async product(@Param('productId', new PathKeyPipe('earn.productIdInvalid')) productId: string) {
    await this.products.terms(productId);
    return { data: await this.withRates((await this.products.published()).find((product) => product.terms.productId === productId)!) };
  }

  /** Add a product or change one, with a reason; orders already placed keep their terms. */
  @Put('products/:productId')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(EarnStaffProductResponseDto)
  async publish(@CurrentStaff() staff: StaffPrincipal, @Param('productId', new PathKeyPipe('earn.productIdInvalid')) productId: string, @Body() body: PublishEarnProductDto) {
    // What loosens a product (a higher rate range, a new product) waits for a second member: `proposal`.
    const { product, proposal } = await this.commands.execute(new PublishEarnProductCommand(staff, productId, body));
    return { data: product ? await this.withRates(product) : { id: productId, proposed: true }, proposal };
  }

  @Put('products/:productId/rates')
  @Roles(...DECIDERS)
  @ApiStaffAnswer(EarnDailyRateResponseDto)
  async setRate(@CurrentStaff() staff: StaffPrincipal, @Param('productId', new PathKeyPipe('earn.productIdInvalid')) productId: string, @Body() body: DailyRateDto) {
    return { data: await this.commands.execute(new SetDailyRateCommand(staff.staffId, productId, body.date, body.rate)) };
  }

  @Get('liabilities/current')
  @Roles(...READERS)
  @ApiStaffAnswer(EarnLiabilitiesResponseDto)
  async liabilities() {
    return { data: { id: 'current' as const, ...(await this.orders.liabilities()) } };
  }
}
