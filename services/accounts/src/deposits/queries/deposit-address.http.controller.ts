import { Get, Query } from '@nestjs/common';
import { ApiEnvelope, AppError, CustomerRoutes, PublishedAs, silent } from '@meridian/http';
import { chainOf } from '../../catalogue/asset-catalogue';
import { FundingSettingsService } from '../../settings/funding-settings.service';
import { DepositAddressQueryDto } from './deposit-address-query.request.dto';
import { DepositAddressResponseDto } from './deposit-address.response.dto';

/** Where the customer sends a coin on a chain; only an open channel answers. */
@CustomerRoutes('funding', 'api/v1')
export class DepositAddressController {
  constructor(private readonly settings: FundingSettingsService) {}

  @Get('deposits/address')
  @PublishedAs('FundingController_depositAddress')
  @ApiEnvelope(DepositAddressResponseDto)
  async depositAddress(@Query() query: DepositAddressQueryDto) {
    const channel = chainOf(query.coin ?? '', query.chain ?? '');
    if (!channel) throw AppError.badInput('coin.unknown');
    const found = (await this.settings.depositChannels()).find((c) => c.coin === channel.coin.asset.code && c.chain === channel.chain.chain);
    if (!found?.enabled || found.address === '') throw AppError.badInput('deposit.channelClosed');
    return silent({ coin: found.coin, chain: found.chain, address: found.address, memo: found.memo, min_deposit: found.min_deposit });
  }
}
