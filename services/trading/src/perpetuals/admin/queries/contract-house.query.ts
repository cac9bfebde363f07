import { Injectable } from '@nestjs/common';
import { Decimal, formatDecimalText } from '@meridian/money';
import { MarketDataService } from '../../../market/market-data.service';
import { ContractCoreService } from '../../contract-core.service';
import { PLATFORM } from '../../domain/contract-core';

const usdt = (minor: bigint) => formatDecimalText(minor, 6);

/** What staff watch of the house: its net exposure per instrument, the platform accounts contracts move, and its buffer. */
@Injectable()
export class ContractHouseQuery {
  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
  ) {}

  house() {
    const live = this.core.state.livePositions();
    const minor = (account: string) => usdt(this.core.state.balance(account));
    return {
      instruments: this.core.state.allTerms().map((terms) => {
        const net = this.core.state.netExposure(terms.symbol);
        const tick = this.market.lastTick(terms.symbol);
        return {
          symbol: terms.symbol,
          netQuantity: net.toString(),
          netNotional: tick ? net.multiply(Decimal.parse(tick.price), 6, 'half-even').toString() : null,
          houseExposureCap: terms.houseExposureCap,
          openPositions: live.filter((p) => p.symbol === terms.symbol && p.status === 'open').length,
        };
      }),
      insuranceFund: minor(PLATFORM.insurance),
      house: minor(PLATFORM.house),
      houseBuffer: this.houseBuffer(),
      financing: minor(PLATFORM.financing),
      fees: minor(PLATFORM.fees),
    };
  }

  /** The house against its buffer, as the liabilities page shows it (`houseBuffer` in domain/contract-risk.ts). */
  houseBuffer() {
    const buffer = this.core.state.houseBuffer();
    return {
      share: buffer.share,
      optionsMaxPayout: usdt(buffer.optionsMaxPayout),
      netContractExposure: usdt(buffer.netContractExposure),
      required: usdt(buffer.required),
      balance: usdt(buffer.balance),
      takingNewExposure: buffer.takingNewExposure,
    };
  }
}
