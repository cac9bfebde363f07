import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentStaff, PathKeyPipe, PublishedAs, ReasonDto, StaffAnswer, StaffAuthGuard } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { CoinOfferingResponseDto } from '../queries/subscription.response.dto';
import { FailCoinIssuanceCommand } from './fail-coin-issuance.handler';

@ApiTags('subscription')
@Controller('api/v1')
export class FailCoinIssuanceController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('SubscriptionController_fail')
  @Post('admin/subscriptions/coins/:symbol/fail')
  @ApiBearerAuth()
  @UseGuards(StaffAuthGuard)
  @StaffAnswer(['admin', 'finance'], CoinOfferingResponseDto)
  async fail(@CurrentStaff() staff: StaffPrincipal, @Param('symbol', new PathKeyPipe()) symbol: string, @Body() body: ReasonDto) {
    return { data: await this.commands.execute(new FailCoinIssuanceCommand(staff.staffId, symbol, body.reason)) };
  }
}
