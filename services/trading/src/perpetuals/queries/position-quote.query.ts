import { Injectable } from '@nestjs/common';
import { formatDecimalText } from '@meridian/money';
import { ContractCoreService } from '../contract-core.service';
import { liquidationPriceOf } from '../domain/margin-math';
import type { OpenPositionRequestDto } from '../open-position/open-position.request.dto';
import { PositionCommands } from '../position-commands';

/**
 * What opening would cost at the latest recorded tick, before the customer commits: the entry, the
 * margin and fee held, the liquidation price, the most leverage this size allows. It runs the very
 * checks the open runs (`planOpen` in domain/contract-quotes.ts: lot step and range, leverage by
 * instrument and by the tier of the resulting notional, take-profit and stop-loss, the house's cap)
 * and the market's hours, and refuses as the open would. Only the account's balance and the risk
 * profile's cap, which need the customer, are left to the open.
 */
@Injectable()
export class PositionQuoteQuery {
  constructor(
    private readonly core: ContractCoreService,
    private readonly positions: PositionCommands,
  ) {}

  quote(body: OpenPositionRequestDto) {
    const order = this.positions.openOrder(body);
    const plan = this.core.state.planOpen(order);
    const { terms, entry, quantity, notional } = plan;
    const margin = formatDecimalText(plan.margin, 6);
    const fee = formatDecimalText(plan.fee, 6);
    return {
      symbol: order.symbol,
      tick: plan.tick,
      entryPrice: entry.toString(),
      quantity: quantity.toString(),
      notional: notional.rescale(6, 'half-even').toString(),
      margin,
      openFee: fee,
      total: formatDecimalText(plan.margin + plan.fee, 6),
      liquidationPrice: liquidationPriceOf({ side: body.side, quantity: quantity.toString(), entryPrice: entry.toString(), margin, initialMargin: margin, terms }),
      maxLeverage: plan.maxLeverage,
    };
  }
}
