import { Controller, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CoinOfferingResponseDto } from '../queries/subscription.response.dto';
import { AllotCoinCommand } from './allot-coin.handler';

@ApiTags('subscription')
@Controller('api/v1')
export class AllotCoinController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('SubscriptionController_allot')
  @Post('admin/subscriptions/coins/:symbol/allot')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(['admin', 'finance'], CoinOfferingResponseDto)
  async allot(@CurrentStaff() staff: StaffPrincipal, @Param('symbol', new PathKeyPipe()) symbol: string) {
    return { data: await this.commands.execute(new AllotCoinCommand(staff.staffId, symbol)) };
  }
}
