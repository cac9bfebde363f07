import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiStaffAnswer, AppError, CurrentStaff, PathKeyPipe, Roles, StaffAuthGuard } from '@meridian/http';
import { STAFF_ROLES, type StaffPrincipal } from '@meridian/runtime';
import { ListCoinCommand } from '../list-coin/list-coin.handler';
import { ListCoinRequestDto } from '../list-coin/list-coin.request.dto';
import type { SpotListingEvent } from './spot-listing.decider';
import { SpotListingsRegistry } from './spot-listings.registry';

const nullableText = { type: String, nullable: true } as const;

export class SpotListingResponseDto {
  @ApiProperty({ example: 'NOVA' }) id!: string;
  @ApiProperty() coin!: string;
  @ApiProperty() name!: string;
  @ApiProperty() scale!: number;
  @ApiProperty() issuePrice!: string;
  @ApiProperty({ description: 'Whether staff listed it as a spot market' }) listed!: boolean;
  @ApiProperty({ ...nullableText, example: 'NOVAUSDT' }) symbol!: string | null;
  @ApiProperty({ ...nullableText }) tickSize!: string | null;
  @ApiProperty({ ...nullableText }) lotStep!: string | null;
  @ApiProperty({ ...nullableText }) reason!: string | null;
  @ApiProperty({ ...nullableText }) listedBy!: string | null;
  @ApiProperty({ ...nullableText }) listedAt!: string | null;
}

/** New coins for staff: each issued coin, whether it is a spot market yet; admins list one with a reason. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/v1/admin/spot-listings')
@UseGuards(StaffAuthGuard)
export class SpotListingsAdminController {
  constructor(
    private readonly registry: SpotListingsRegistry,
    private readonly commands: CommandBus,
  ) {}

  private view(coin: string): SpotListingResponseDto {
    const issued = this.registry.issuedCoin(coin);
    if (!issued) throw new AppError('listing.notIssued', 404, 404);
    const listing = this.registry.listing(coin);
    return {
      id: coin,
      ...issued,
      listed: listing !== null,
      symbol: listing?.symbol ?? null,
      tickSize: listing?.tickSize ?? null,
      lotStep: listing?.lotStep ?? null,
      reason: listing?.reason ?? null,
      listedBy: listing?.staffId ?? null,
      listedAt: listing?.at ?? null,
    };
  }

  @Get()
  @Roles(...STAFF_ROLES)
  @ApiStaffAnswer(SpotListingResponseDto, { list: true })
  list() {
    const data = this.registry.issuedCoins().map((coin) => this.view(coin.coin));
    return { data, total: data.length };
  }

  @Get(':coin')
  @Roles(...STAFF_ROLES)
  @ApiStaffAnswer(SpotListingResponseDto)
  one(@Param('coin', new PathKeyPipe()) coin: string) {
    return { data: this.view(coin) };
  }

  /** List an issued coin as a spot market against USDT, once, with its steps and a reason. */
  @Put(':coin')
  @Roles('admin')
  @ApiStaffAnswer(SpotListingResponseDto)
  async listCoin(@Param('coin', new PathKeyPipe()) coin: string, @Body() body: ListCoinRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const listed: SpotListingEvent['data'] = await this.commands.execute(new ListCoinCommand(staff, coin, body.tickSize, body.lotStep, body.reason));
    return { data: this.view(listed.coin) };
  }
}
