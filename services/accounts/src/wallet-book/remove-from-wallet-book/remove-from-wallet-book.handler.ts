import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { FundingStore } from '../../funding-store';
import { changeWalletBook } from '../wallet-book-run';

export class RemoveFromWalletBookCommand extends Command<null> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly entry: { kind: 'address' | 'bankCard'; id: string },
  ) {
    super();
  }
}

/** Removes a saved address or bank card; one that is not the customer's is "not found" (the decider). */
@CommandHandler(RemoveFromWalletBookCommand)
export class RemoveFromWalletBookHandler implements ICommandHandler<RemoveFromWalletBookCommand> {
  constructor(private readonly funding: FundingStore) {}

  async execute({ customer, entry }: RemoveFromWalletBookCommand): Promise<null> {
    const change = entry.kind === 'address' ? ({ type: 'RemoveWithdrawalAddress', data: { addressId: entry.id } } as const) : ({ type: 'RemoveBankCard', data: { cardId: entry.id } } as const);
    await changeWalletBook(this.funding, customer.customerId, change);
    return null;
  }
}
