import { Get, Param } from '@nestjs/common';
import { PathKeyPipe, PublishedAs, Roles, StaffRoutes } from '@meridian/http';
import { STAFF_ROLES } from '@meridian/runtime';
import { DomainError } from '../../domain-error';
import { FundingSettingsService } from '../funding-settings.service';
import { withdrawalRulesView } from '../withdrawal-rules-view';

/** Staff read the deposit channels (every coin and chain of the catalogue). */
@StaffRoutes('api/v1/admin')
export class DepositChannelsController {
  constructor(private readonly settings: FundingSettingsService) {}

  @Get('deposit-addresses')
  @PublishedAs('FundingAdminController_depositChannels')
  @Roles(...STAFF_ROLES)
  async depositChannels() {
    const data = await this.settings.depositChannels();
    return { data, total: data.length };
  }

  @Get('deposit-addresses/:id')
  @PublishedAs('FundingAdminController_depositChannel')
  @Roles(...STAFF_ROLES)
  async depositChannel(@Param('id', new PathKeyPipe()) id: string) {
    const found = (await this.settings.depositChannels()).find((c) => c.id === id);
    if (!found) throw new DomainError('request.notFound');
    return { data: found };
  }
}

/** Staff read the withdrawal rules in force and when they last changed. */
@StaffRoutes('api/v1/admin')
export class WithdrawalRulesSettingsController {
  constructor(private readonly settings: FundingSettingsService) {}

  @Get('withdrawal-rules/:id')
  @PublishedAs('FundingAdminController_withdrawalRules')
  @Roles(...STAFF_ROLES)
  async withdrawalRules(@Param('id', new PathKeyPipe()) id: string) {
    if (id !== 'default') throw new DomainError('request.notFound');
    const { rules, changedAt } = await this.settings.withdrawalRulesAsChanged();
    return { data: { ...withdrawalRulesView(rules), changed_at: changedAt } };
  }
}
