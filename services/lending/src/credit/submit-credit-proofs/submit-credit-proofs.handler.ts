import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { CreditProofs } from '../credit-proofs';
import type { BorrowerStanding } from '../queries/borrower-standing.query';

export class SubmitCreditProofsCommand extends Command<BorrowerStanding> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly files: ReadonlyMap<string, Buffer>,
  ) {
    super();
  }
}

/** The customer's proofs for finance's next evaluation (income, assets): images checked by their bytes, stored with the event. */
@CommandHandler(SubmitCreditProofsCommand)
export class SubmitCreditProofsHandler implements ICommandHandler<SubmitCreditProofsCommand> {
  constructor(private readonly proofs: CreditProofs) {}

  execute({ customer, files }: SubmitCreditProofsCommand) {
    return this.proofs.send(customer, 'SubmitCreditProofs', files);
  }
}
