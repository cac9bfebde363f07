import { Body, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentStaff, PathKeyPipe, PublishedAs, StaffAnswer, StaffRoutes } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { SetDailyRateCommand } from './set-daily-rate.handler';
import { DailyRateDto } from './set-daily-rate.request.dto';
import { EarnDailyRateResponseDto } from './set-daily-rate.response.dto';

/** Finance sets a product's rate for a coming day, inside its range. */
@StaffRoutes('api/v1/admin/earn')
export class SetDailyRateController {
  constructor(private readonly commands: CommandBus) {}

  @PublishedAs('EarnAdminController_setRate')
  @Put('products/:productId/rates')
  @StaffAnswer(['admin', 'finance'], EarnDailyRateResponseDto)
  async setRate(@CurrentStaff() staff: StaffPrincipal, @Param('productId', new PathKeyPipe('earn.productIdInvalid')) productId: string, @Body() body: DailyRateDto) {
    return { data: await this.commands.execute(new SetDailyRateCommand(staff.staffId, productId, body.date, body.rate)) };
  }
}
