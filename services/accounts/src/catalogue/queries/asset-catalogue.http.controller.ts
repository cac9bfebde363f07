import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, silent } from '@meridian/http';
import { FundingSettingsService } from '../../settings/funding-settings.service';
import { COINS } from '../asset-catalogue';
import { CatalogueResponseDto } from './catalogue.response.dto';

/** Public: what can be deposited and withdrawn, on which chains, with which limits. */
@ApiTags('funding')
@Controller('api/v1/assets/catalogue')
export class AssetCatalogueController {
  constructor(private readonly settings: FundingSettingsService) {}

  @Get()
  @ApiEnvelope(CatalogueResponseDto)
  async catalogue() {
    const channels = await this.settings.depositChannels();
    const open = (coin: string, chain: string) => channels.some((c) => c.coin === coin && c.chain === chain && c.enabled && c.address !== '');
    return silent({
      coins: COINS.map((coin) => ({
        coin: coin.asset.code,
        name: coin.name,
        scale: coin.asset.scale,
        usdt_price: coin.usdtPrice,
        chains: coin.chains.map((chain) => ({
          chain: chain.chain,
          min_deposit: chain.minDeposit,
          deposit_enabled: open(coin.asset.code, chain.chain),
          withdraw_enabled: chain.withdrawEnabled,
          withdraw_fee: chain.withdrawFee,
          memo_required: chain.memoRequired,
          address_pattern: chain.addressPattern,
        })),
      })),
    });
  }
}
