import { Body, Controller, Get, Param, Post, Put, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ApiEnvelope,
  ApiStaffAnswer,
  Ctx,
  CurrentCustomer,
  CurrentStaff,
  CustomerAuthGuard,
  envelope,
  IdempotencyInterceptor,
  PathKeyPipe,
  ReasonDto,
  Roles,
  StaffAuthGuard,
  translate,
  type RequestContext,
} from '@meridian/http';
import type { CustomerPrincipal, StaffPrincipal } from '@meridian/runtime';
import { SubscriptionQuery } from '../subscription/subscription.query';
import { DecideOfferingCommand } from '../use-cases/subscription/offering-decisions.handler';
import { SubscribeCommand } from '../use-cases/subscription/subscribe.handler';
import { CoinOfferingRequestDto, SubscribeRequestDto } from '../use-cases/subscription/subscription.request.dto';

const nullableText = { type: String, nullable: true } as const;
const PHASES = ['upcoming', 'open', 'sold_out', 'closed', 'allotted', 'failed', 'released'] as const;
const STATUSES = ['funding', 'under_review', 'passed', 'not_passed', 'issuance_failed', 'released'] as const;

export class CoinOfferingResponseDto {
  @ApiProperty({ example: 'NOVA' }) id!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty() name!: string;
  @ApiProperty() scale!: number;
  @ApiProperty({ description: 'USDT per coin' }) issuePrice!: string;
  @ApiProperty() issueVolume!: string;
  @ApiProperty() circulation!: string;
  @ApiProperty() startsAt!: string;
  @ApiProperty() endsAt!: string;
  @ApiProperty() listingDate!: string;
  @ApiProperty() lockupDays!: number;
  @ApiProperty() feeRate!: string;
  @ApiProperty() maxPerCustomer!: string;
  @ApiProperty({ enum: PHASES }) phase!: (typeof PHASES)[number];
  @ApiProperty({ description: 'Coins asked for so far' }) subscribed!: string;
  @ApiProperty() subscribers!: number;
  @ApiProperty({ ...nullableText, description: 'The share each subscription received (1 when not oversubscribed)' }) ratio!: string | null;
  @ApiProperty({ ...nullableText, description: 'Why the issuance failed, or the last change' }) reason!: string | null;
  @ApiProperty({ description: 'When allotted coins reach wallets' }) releaseAt!: string;
  @ApiProperty() changedAt!: string;
}

export class CoinSubscriptionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() symbol!: string;
  @ApiProperty() name!: string;
  @ApiProperty() customerId!: string;
  @ApiProperty() quantity!: string;
  @ApiProperty() price!: string;
  @ApiProperty() cost!: string;
  @ApiProperty() fee!: string;
  @ApiProperty({ description: 'USDT frozen' }) held!: string;
  @ApiProperty({ enum: STATUSES }) status!: (typeof STATUSES)[number];
  @ApiProperty({ ...nullableText }) allotted!: string | null;
  @ApiProperty({ ...nullableText }) paid!: string | null;
  @ApiProperty({ ...nullableText }) refund!: string | null;
  @ApiProperty({ ...nullableText, description: 'A message key or staff’s reason' }) reason!: string | null;
  @ApiProperty() releaseAt!: string;
  @ApiProperty() placedAt!: string;
}

export class SubscriptionsStaffQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(16) symbol?: string;
  @ApiPropertyOptional({ enum: STATUSES }) @IsOptional() @IsIn(STATUSES) status?: string;
}

const silent = <T>(data: T) => envelope(data, '', 7);
const READERS = ['admin', 'finance', 'support', 'auditor'] as const;
const DECIDERS = ['admin', 'finance'] as const;

/** New-coin subscription (docs/subscription.md): offerings, subscriptions, and staff's allotment. */
@ApiTags('subscription')
@Controller('api/v1')
export class SubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly read: SubscriptionQuery,
  ) {}

  /** Open to anyone: every coin's terms, its phase and what has been asked for. */
  @Get('subscriptions/coins')
  @ApiEnvelope(CoinOfferingResponseDto, { list: true })
  async coins() {
    return silent({ items: await this.read.coins() });
  }

  @Get('subscriptions/coins/:symbol')
  @ApiEnvelope(CoinOfferingResponseDto)
  async coin(@Param('symbol', new PathKeyPipe()) symbol: string) {
    return silent(await this.read.coin(symbol));
  }

  @Post('subscriptions')
  @ApiEnvelope(CoinSubscriptionResponseDto, { status: 201 })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({ summary: 'Subscribe: price x quantity plus the fee is frozen in the funding wallet until the allotment' })
  async subscribe(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SubscribeRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(
      await this.commands.execute(new SubscribeCommand(customer, body.coinId, body.quantity, ctx.requestId)),
      translate(ctx.lang, 'ok.subscribed'),
      1,
    );
  }

  @Get('subscriptions')
  @ApiEnvelope(CoinSubscriptionResponseDto, { list: true })
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.read.subscriptions({ customerId: customer.customerId }) });
  }

  @Get('admin/subscriptions/coins')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...READERS)
  @ApiStaffAnswer(CoinOfferingResponseDto, { list: true })
  async staffCoins() {
    const data = await this.read.coins();
    return { data, total: data.length };
  }

  @Get('admin/subscriptions/coins/:symbol')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...READERS)
  @ApiStaffAnswer(CoinOfferingResponseDto)
  async staffCoin(@Param('symbol', new PathKeyPipe()) symbol: string) {
    return { data: await this.read.coin(symbol) };
  }

  /** Publish a coin, or change its terms before its window opens, with a reason. */
  @Put('admin/subscriptions/coins/:symbol')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...DECIDERS)
  @ApiStaffAnswer(CoinOfferingResponseDto)
  async offer(@CurrentStaff() staff: StaffPrincipal, @Param('symbol', new PathKeyPipe('subscription.symbolInvalid')) symbol: string, @Body() body: CoinOfferingRequestDto) {
    const { reason, ...terms } = body;
    return {
      data: await this.commands.execute(
        new DecideOfferingCommand(staff.staffId, symbol, { kind: 'offer', terms: { ...terms, symbol }, reason }),
      ),
    };
  }

  @Post('admin/subscriptions/coins/:symbol/allot')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...DECIDERS)
  @ApiStaffAnswer(CoinOfferingResponseDto)
  async allot(@CurrentStaff() staff: StaffPrincipal, @Param('symbol', new PathKeyPipe()) symbol: string) {
    return { data: await this.commands.execute(new DecideOfferingCommand(staff.staffId, symbol, { kind: 'allot' })) };
  }

  @Post('admin/subscriptions/coins/:symbol/fail')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...DECIDERS)
  @ApiStaffAnswer(CoinOfferingResponseDto)
  async fail(@CurrentStaff() staff: StaffPrincipal, @Param('symbol', new PathKeyPipe()) symbol: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new DecideOfferingCommand(staff.staffId, symbol, { kind: 'fail', reason: body.reason })) };
  }

  @Get('admin/subscriptions')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @Roles(...READERS)
  @ApiStaffAnswer(CoinSubscriptionResponseDto, { list: true })
  async staffSubscriptions(@Query() query: SubscriptionsStaffQueryDto) {
    const data = await this.read.subscriptions({ symbol: query.symbol, status: query.status });
    return { data, total: data.length };
  }
}
