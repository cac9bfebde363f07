import { Body, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import type { SpotListingEvent } from '../listings/spot-listing.decider';
import { SpotListingResponseDto } from '../queries/spot-listing.response.dto';
import { SpotListingsQuery } from '../queries/spot-listings.query';
import { ListCoinCommand } from './list-coin.handler';
import { ListCoinRequestDto } from './list-coin.request.dto';

/** An admin lists an issued coin as a spot market against USDT, once, with its steps and a reason. */
@StaffRoutes('api/v1/admin/spot-listings')
export class ListCoinHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly listings: SpotListingsQuery,
  ) {}

  @Put(':coin')
  @PublishedAs('SpotListingsAdminController_listCoin')
  @StaffAnswer(['admin'], SpotListingResponseDto)
  async listCoin(@Param('coin', new PathKeyPipe()) coin: string, @Body() body: ListCoinRequestDto, @CurrentStaff() staff: StaffPrincipal) {
    const listed: SpotListingEvent['data'] = await this.commands.execute(new ListCoinCommand(staff, coin, body.tickSize, body.lotStep, body.reason));
    return { data: this.listings.one(listed.coin) };
  }
}
