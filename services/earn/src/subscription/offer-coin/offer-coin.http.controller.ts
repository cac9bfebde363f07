import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CoinOfferingResponseDto } from '../queries/subscription.response.dto';
import { OfferCoinCommand } from './offer-coin.handler';
import { CoinOfferingRequestDto } from './offer-coin.request.dto';

@ApiTags('subscription')
@Controller('api/v1')
export class OfferCoinController {
  constructor(private readonly commands: CommandBus) {}

  /** Publish a coin, or change its terms before its window opens, with a reason. */
  @PublishedAs('SubscriptionController_offer')
  @Put('admin/subscriptions/coins/:symbol')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(['admin', 'finance'], CoinOfferingResponseDto)
  async offer(@CurrentStaff() staff: StaffPrincipal, @Param('symbol', new PathKeyPipe('subscription.symbolInvalid')) symbol: string, @Body() body: CoinOfferingRequestDto) {
    const { reason, ...terms } = body;
    return { data: await this.commands.execute(new OfferCoinCommand(staff.staffId, { ...terms, symbol }, reason)) };
  }
}
