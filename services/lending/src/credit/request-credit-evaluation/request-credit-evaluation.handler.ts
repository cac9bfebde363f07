import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { CreditProofs } from '../credit-proofs';
import type { BorrowerStanding } from '../queries/borrower-standing.query';

export class RequestCreditEvaluationCommand extends Command<BorrowerStanding> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly files: ReadonlyMap<string, Buffer>,
  ) {
    super();
  }
}

/**
 * A customer without a score (or wanting a new one) asks finance for an evaluation, with proofs now
 * or sent before; the request waits in the back office's queue until finance sets a score. The images
 * and the request commit together.
 */
@CommandHandler(RequestCreditEvaluationCommand)
export class RequestCreditEvaluationHandler implements ICommandHandler<RequestCreditEvaluationCommand> {
  constructor(private readonly proofs: CreditProofs) {}

  execute({ customer, files }: RequestCreditEvaluationCommand) {
    return this.proofs.send(customer, 'RequestCreditEvaluation', files);
  }
}
