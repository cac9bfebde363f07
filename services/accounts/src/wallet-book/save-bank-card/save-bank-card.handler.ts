import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { FundingStore } from '../../funding-store';
import type { BankDetails } from '../../withdrawals/domain/withdrawal.decider';
import { changeWalletBook } from '../wallet-book-run';
import { BANK_FIELD_NAMES, BANK_FIELDS } from '../bank-details-view';
import { WalletBookQuery } from '../queries/wallet-book.query';
import type { BankCardRequestDto } from './save-bank-card.request.dto';

type SavedCard = Awaited<ReturnType<WalletBookQuery['bankCards']>>[number];

const SWIFT = /^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/;
const OPTIONAL: (keyof BankDetails)[] = ['routingNumber', 'payeePhone'];

export class SaveBankCardCommand extends Command<SavedCard> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: BankCardRequestDto,
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(SaveBankCardCommand)
export class SaveBankCardHandler implements ICommandHandler<SaveBankCardCommand> {
  constructor(
    private readonly funding: FundingStore,
    private readonly walletBook: WalletBookQuery,
  ) {}

  async execute({ customer, input, requestId }: SaveBankCardCommand): Promise<SavedCard> {
    const details = bankDetails(input);
    const cardId = randomUUID();
    await changeWalletBook(this.funding, customer.customerId, { type: 'AddBankCard', data: { cardId, ...details } }, requestId);
    return (await this.walletBook.bankCards(customer.customerId)).find((c) => c.id === cardId)!;
  }
}

function bankDetails(input: BankCardRequestDto): BankDetails {
  const details = {} as BankDetails;
  for (const field of BANK_FIELDS) {
    const name = BANK_FIELD_NAMES[field] as keyof BankCardRequestDto;
    const value = (input[name] ?? '').trim();
    if (value === '' && !OPTIONAL.includes(field)) throw AppError.badInput('field.required', { field: name });
    details[field] = value;
  }
  if (!SWIFT.test(details.swiftCode)) throw AppError.badInput('bank.swiftInvalid');
  if (!/^[A-Za-z0-9 -]{4,40}$/.test(details.accountNumber)) throw AppError.badInput('field.invalid', { field: 'account_number' });
  if (details.payeePhone !== '' && !/^\+?[0-9 -]{5,20}$/.test(details.payeePhone)) throw AppError.badInput('phone.invalid');
  return { ...details, swiftCode: details.swiftCode.toUpperCase() };
}
