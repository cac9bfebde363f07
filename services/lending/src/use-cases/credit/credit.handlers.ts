import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@meridian/database';
import { DomainError } from '@meridian/decider';
import { handleCommand, WrongExpectedVersionError, type EventStore } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, PG_POOL, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandings } from '../../credit/borrower-standing';
import { creditDecider, creditStream, type CreditCommand } from '../../credit/credit.decider';
import { creditMessages } from '../../credit/credit.messages';
import { lendingImages } from '../../loans/lending-images';

async function decideCredit(store: EventStore, customerId: string, command: CreditCommand, metadata: Record<string, unknown>, client?: PoolClient) {
  try {
    return await handleCommand(store, creditStream(customerId), creditDecider, command, { metadata, client });
  } catch (error) {
    if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey, error.params);
    throw error;
  }
}

export class EvaluateCreditCommand extends Command<Awaited<ReturnType<BorrowerStandings['of']>>> {
  constructor(
    readonly staffId: string,
    readonly customerId: string,
    readonly score: number,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * Finance or compliance sets a customer's score with a reason; the published table turns it into a
 * loan limit, and the customer's open apps are told both in the same transaction (through the outbox).
 */
@CommandHandler(EvaluateCreditCommand)
export class EvaluateCreditHandler implements ICommandHandler<EvaluateCreditCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly standings: BorrowerStandings,
  ) {}

  async execute({ staffId, customerId, score, reason }: EvaluateCreditCommand) {
    const { tiers } = await this.standings.of(customerId);
    const command: CreditCommand = {
      type: 'EvaluateCredit',
      data: { score, reason, staffId, primaryVerified: tiers.includes('primary') },
      metadata: { now: this.clock.now().toISOString() },
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.pool, async (client) => {
          const { events } = await decideCredit(this.store, customerId, command, { customerId, staffId }, client);
          // After the inline projection wrote the score: the limit the customer is told is the one they now have.
          const standing = await this.standings.of(customerId, client);
          await writeToOutbox(client, creditMessages(events, standing.limit));
          return standing;
        });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= 8) throw error;
      }
    }
  }
}

export class RequestCreditEvaluationCommand extends Command<Awaited<ReturnType<BorrowerStandings['of']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly files: ReadonlyMap<string, Buffer>,
  ) {
    super();
  }
}

/**
 * A customer without a score (or wanting a new one) asks finance for an evaluation, with proofs now
 * or sent before; the request waits in the back office's queue until finance sets a score.
 */
@CommandHandler(RequestCreditEvaluationCommand)
export class RequestCreditEvaluationHandler implements ICommandHandler<RequestCreditEvaluationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly standings: BorrowerStandings,
  ) {}

  async execute({ customer, files }: RequestCreditEvaluationCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const { tiers } = await this.standings.of(customer.customerId);
    const checked = files.size > 0 ? await lendingImages.check(files) : null;
    // The images and the request commit together; a request appended meanwhile reruns the whole use
    // case, which then finds it waiting and refuses.
    for (let attempt = 1; ; attempt++) {
      try {
        await inTransaction(this.pool, async (client) => {
          const images = checked ? await lendingImages.store(client, customer.customerId, checked) : [];
          await decideCredit(
            this.store,
            customer.customerId,
            { type: 'RequestCreditEvaluation', data: { images, primaryVerified: tiers.includes('primary') }, metadata: { now: this.clock.now().toISOString() } },
            { customerId: customer.customerId },
            client,
          );
        });
        return this.standings.of(customer.customerId);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= 8) throw error;
      }
    }
  }
}

export class SubmitCreditProofsCommand extends Command<Awaited<ReturnType<BorrowerStandings['of']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly files: ReadonlyMap<string, Buffer>,
  ) {
    super();
  }
}

/** The customer's proofs for finance's next evaluation (income, assets): images checked by their bytes. */
@CommandHandler(SubmitCreditProofsCommand)
export class SubmitCreditProofsHandler implements ICommandHandler<SubmitCreditProofsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly standings: BorrowerStandings,
  ) {}

  async execute({ customer, files }: SubmitCreditProofsCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const { tiers } = await this.standings.of(customer.customerId);
    const checked = await lendingImages.check(files);
    await inTransaction(this.pool, async (client) => {
      const images = await lendingImages.store(client, customer.customerId, checked);
      await decideCredit(
        this.store,
        customer.customerId,
        { type: 'SubmitCreditProofs', data: { images, primaryVerified: tiers.includes('primary') }, metadata: { now: this.clock.now().toISOString() } },
        { customerId: customer.customerId },
        client,
      );
    });
    return this.standings.of(customer.customerId);
  }
}
