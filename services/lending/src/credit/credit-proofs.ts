import { Injectable } from '@nestjs/common';
import { DomainError } from '@meridian/decider';
import type { CustomerPrincipal } from '@meridian/runtime';
import { lendingImages } from '../loans/lending-images';
import { CreditCommands } from './credit-commands';
import { BorrowerStandings, type BorrowerStanding } from './queries/borrower-standing.query';

/** The customer's credit commands that carry proof images: proofs on their own, or with a request for an evaluation. */
type CommandWithProofs = 'SubmitCreditProofs' | 'RequestCreditEvaluation';

/**
 * A customer's proofs (income, assets) go with a credit command: checked by their bytes, stored in the
 * command's transaction, so the images and the event commit together. Whether none at all will do is
 * the decider's to say (a request for an evaluation may rest on proofs sent before).
 */
@Injectable()
export class CreditProofs {
  constructor(
    private readonly credit: CreditCommands,
    private readonly standings: BorrowerStandings,
  ) {}

  /** Answers the customer's standing once the command has run. */
  async send(customer: CustomerPrincipal, type: CommandWithProofs, files: ReadonlyMap<string, Buffer>): Promise<BorrowerStanding> {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const { tiers } = await this.standings.of(customer.customerId);
    const checked = await lendingImages.check(files);
    await this.credit.execute(
      customer.customerId,
      async (client) => ({
        type,
        data: { images: await lendingImages.store(client, customer.customerId, checked), primaryVerified: tiers.includes('primary') },
      }),
      { customerId: customer.customerId },
    );
    return this.standings.of(customer.customerId);
  }
}
