import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { commandHandling, type EventStore } from '@meridian/eventstore';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { EarnProductsQuery } from '../queries/earn-products.query';
import { EARN_RATES_STREAM, earnRatesDecider } from '../domain/earn-rates.decider';

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
  private readonly setRate;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) clock: Clock,
    private readonly products: EarnProductsQuery,
  ) {
    this.setRate = commandHandling({ store, clock, decider: earnRatesDecider, streamOf: () => EARN_RATES_STREAM });
  }

  async execute({ staffId, productId, date, rate }: SetDailyRateCommand) {
    const terms = await this.products.terms(productId);
    await this.setRate(productId, { type: 'SetEarnDailyRate', data: { terms, date, rate: rate.trim(), staffId } }, { metadata: { staffId } });
    return { productId, date, rate: rate.trim() };
  }
}
