import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { etfFundOf } from '../../etf/etf-funds';
import { EtfStore } from '../../etf/etf-store';
import { EtfQuery } from '../../etf/etf.query';
import type { EtfTradeRequestDto } from './etf-trade.request.dto';

export class TradeEtfCommand extends Command<Awaited<ReturnType<EtfQuery['trades']>>[number]> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: EtfTradeRequestDto,
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * A purchase (an amount of USDT, taken from the funding wallet) or a sale (units, paid into it), both at
 * the fund's latest unit value: the one shown to the customer, fixed from yesterday's closes.
 */
@CommandHandler(TradeEtfCommand)
export class TradeEtfHandler implements ICommandHandler<TradeEtfCommand> {
  constructor(
    private readonly etf: EtfStore,
    private readonly read: EtfQuery,
  ) {}

  async execute({ customer, input, requestId }: TradeEtfCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const fund = etfFundOf(input.fundId);
    if (!fund) throw AppError.badInput('earn.productUnknown');
    const latest = await this.read.latestValue(fund.fundId);
    if (!latest) throw AppError.badInput('etf.notValuedYet');
    const tradeId = randomUUID();
    const { customerId } = customer;
    if (input.side === 'buy') {
      await this.etf.holding(fund.fundId, customerId, { type: 'BuyEtfUnits', data: { fund, tradeId, customerId, amount: (input.amount ?? '').trim(), value: latest.value, day: latest.day } }, undefined, requestId);
    } else {
      await this.etf.holding(fund.fundId, customerId, { type: 'SellEtfUnits', data: { tradeId, customerId, units: (input.units ?? '').trim(), value: latest.value, day: latest.day } }, undefined, requestId);
    }
    return (await this.read.trades(customerId)).find((trade) => trade.id === tradeId)!;
  }
}
