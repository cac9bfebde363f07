import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { ASSETS, Money } from '@meridian/money';
import { PLATFORM_RESERVES, type PlatformReserves } from '@meridian/runtime';
import { ReceivingAccountsQuery } from '../../receiving-accounts/queries/receiving-accounts.query';
import type { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { StaffOrderDecisions } from '../staff-order-decisions';

const INVENTORY = 'platform:c2c-inventory:USDT';

export class MatchC2cOrderCommand extends Command<C2cOrderStaffResponseDto> {
  constructor(
    readonly orderId: string,
    readonly staffId: string,
    readonly receivingAccountId: string,
  ) {
    super();
  }
}

/**
 * Support matches an order to an active receiving account of its currency, copied into the order, and
 * the inventory is asked to hold the amount; the order shows the account once it is held. The ledger
 * refuses a hold the inventory cannot cover in any case (and the order stays unmatched, saying so);
 * this answers support at once when the inventory plainly cannot, so finance funds it first.
 */
@CommandHandler(MatchC2cOrderCommand)
export class MatchC2cOrderHandler implements ICommandHandler<MatchC2cOrderCommand> {
  constructor(
    private readonly decisions: StaffOrderDecisions,
    private readonly accounts: ReceivingAccountsQuery,
    // Absent only in a process wired without accounts' port: then nothing is matched (fail closed).
    @Optional() @Inject(PLATFORM_RESERVES) private readonly reserves?: PlatformReserves,
  ) {}

  execute({ orderId, staffId, receivingAccountId }: MatchC2cOrderCommand) {
    return this.decisions.decide(orderId, staffId, async (order) => {
      const account = await this.accounts.matchable(receivingAccountId);
      if (order.status === 'unmatched' && !order.matching) {
        const available = this.reserves ? await this.reserves.balance(INVENTORY) : '0.000000';
        if (Money.parse(ASSETS.USDT, available).compare(Money.parse(ASSETS.USDT, order.amount)) < 0)
          throw new DomainError('c2c.inventoryShortBy', { available, amount: order.amount });
      }
      return { type: 'MatchC2cOrder', data: { staffId, account } };
    });
  }
}
