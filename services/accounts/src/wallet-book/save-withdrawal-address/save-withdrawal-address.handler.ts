import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { chainOf } from '../../catalogue/asset-catalogue';
import { FundingStore } from '../../funding-store';
import { changeWalletBook } from '../wallet-book-run';
import { WalletBookQuery } from '../queries/wallet-book.query';
import type { WithdrawalAddressRequestDto } from './save-withdrawal-address.request.dto';

type SavedAddress = Awaited<ReturnType<WalletBookQuery['addresses']>>[number];

export class SaveWithdrawalAddressCommand extends Command<SavedAddress> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: WithdrawalAddressRequestDto,
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(SaveWithdrawalAddressCommand)
export class SaveWithdrawalAddressHandler implements ICommandHandler<SaveWithdrawalAddressCommand> {
  constructor(
    private readonly funding: FundingStore,
    private readonly walletBook: WalletBookQuery,
  ) {}

  async execute({ customer, input, requestId }: SaveWithdrawalAddressCommand): Promise<SavedAddress> {
    const channel = chainOf(input.coin ?? '', input.chain ?? '');
    if (!channel) throw AppError.badInput('coin.unknown');
    const address = (input.address ?? '').trim();
    if (address === '') throw AppError.badInput('withdraw.addressRequired');
    if (!new RegExp(channel.chain.addressPattern).test(address)) throw AppError.badInput('withdraw.addressInvalid', { chain: channel.chain.chain });
    const memo = (input.memo ?? '').trim();
    if (channel.chain.memoRequired && memo === '') throw AppError.badInput('withdraw.memoRequired');
    const addressId = randomUUID();
    await changeWalletBook(this.funding, customer.customerId, {
      type: 'AddWithdrawalAddress',
      data: { addressId, coin: channel.coin.asset.code, chain: channel.chain.chain, address, memo: memo.slice(0, 64), remark: (input.remark ?? '').trim().slice(0, 60) },
    }, requestId);
    return (await this.walletBook.addresses(customer.customerId)).find((a) => a.id === addressId)!;
  }
}
