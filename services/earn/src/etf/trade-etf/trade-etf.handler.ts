import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { CustomerPrincipal } from '@meridian/runtime';
import { etfFundOf } from '../domain/etf-funds';
import { EtfStore, holdingId } from '../etf-store';
import { EtfQuery } from '../queries/etf.query';
import type { EtfTradeRequestDto } from './trade-etf.request.dto';

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
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const fund = etfFundOf(input.fundId);
    if (!fund) throw new DomainError('earn.productUnknown');
    const latest = await this.read.latestValue(fund.fundId);
    if (!latest) throw new DomainError('etf.notValuedYet');
    const tradeId = randomUUID();
    const { customerId } = customer;
    const holding = holdingId(fund.fundId, customerId);
    const metadata = { customerId, ...(requestId ? { requestId } : {}) };
    if (input.side === 'buy') {
      await this.etf.holding(holding, { type: 'BuyEtfUnits', data: { fund, tradeId, customerId, amount: (input.amount ?? '').trim(), value: latest.value, day: latest.day } }, { metadata });
    } else {
      await this.etf.holding(holding, { type: 'SellEtfUnits', data: { tradeId, customerId, units: (input.units ?? '').trim(), value: latest.value, day: latest.day } }, { metadata });
    }
    return (await this.read.trades(customerId)).find((trade) => trade.id === tradeId)!;
  }
}
