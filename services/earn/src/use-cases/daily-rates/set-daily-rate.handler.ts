import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { EarnProductsQuery } from '../../products/earn-products.query';
import { EARN_RATES_STREAM, earnRatesDecider } from '../../products/earn-rates.decider';

export class SetDailyRateCommand extends Command<{ productId: string; date: string; rate: string }> {
  constructor(
    readonly staffId: string,
    readonly productId: string,
    readonly date: string,
    readonly rate: string,
  ) {
    super();
  }
}

/** Staff set a product's rate for a coming day, inside its range. */
@CommandHandler(SetDailyRateCommand)
export class SetDailyRateHandler implements ICommandHandler<SetDailyRateCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly products: EarnProductsQuery,
  ) {}

  async execute({ staffId, productId, date, rate }: SetDailyRateCommand) {
    const terms = await this.products.terms(productId);
    const command = { type: 'SetEarnDailyRate' as const, data: { terms, date, rate: rate.trim(), staffId }, metadata: { now: this.clock.now().toISOString() } };
    try {
      await handleCommand(this.store, EARN_RATES_STREAM, earnRatesDecider, command, { metadata: { staffId } });
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
    return { productId, date, rate: rate.trim() };
  }
}
