import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { earnProductDecider, earnProductStream } from '../../products/earn-product.decider';
import { EarnProductsQuery } from '../../products/earn-products.query';
import type { PublishEarnProductDto } from './publish-earn-product.request.dto';

export class PublishEarnProductCommand extends Command<Awaited<ReturnType<EarnProductsQuery['published']>>[number]> {
  constructor(
    readonly staffId: string,
    readonly productId: string,
    readonly input: PublishEarnProductDto,
  ) {
    super();
  }
}

/** Finance adds a product or changes one; orders already placed keep the terms they were bought under. */
@CommandHandler(PublishEarnProductCommand)
export class PublishEarnProductHandler implements ICommandHandler<PublishEarnProductCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly products: EarnProductsQuery,
  ) {}

  async execute({ staffId, productId, input }: PublishEarnProductCommand) {
    const { reason, ...terms } = input;
    const command = {
      type: 'PublishEarnProduct' as const,
      data: { terms: { ...terms, productId, minAmount: terms.minAmount.trim(), maxAmount: terms.maxAmount.trim() }, staffId, reason },
      metadata: { now: this.clock.now().toISOString() },
    };
    try {
      await handleCommand(this.store, earnProductStream(productId), earnProductDecider, command, { metadata: { staffId } });
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
    return (await this.products.published()).find((product) => product.terms.productId === productId)!;
  }
}
