import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { spotListingDecider, spotListingStream, type SpotListingEvent } from '../listings/spot-listing.decider';
import { SpotListingsRegistry } from '../listings/spot-listings.registry';

export class ListCoinCommand extends Command<SpotListingEvent['data']> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly coin: string,
    readonly tickSize: string,
    readonly lotStep: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** An admin lists an issued coin as a spot market against USDT: recorded once, then trading on it opens. */
@CommandHandler(ListCoinCommand)
export class ListCoinHandler implements ICommandHandler<ListCoinCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly registry: SpotListingsRegistry,
  ) {}

  async execute({ staff, coin, tickSize, lotStep, reason }: ListCoinCommand): Promise<SpotListingEvent['data']> {
    try {
      const outcome = await handleCommand(
        this.events,
        spotListingStream(coin),
        spotListingDecider,
        {
          type: 'ListSpotMarket',
          data: { coin, issued: this.registry.issuedCoin(coin), tickSize: tickSize.trim(), lotStep: lotStep.trim(), staffId: staff.staffId, reason },
          metadata: { now: this.clock.now().toISOString() },
        },
        { metadata: { staffId: staff.staffId } },
      );
      this.registry.register(outcome.state!);
      return outcome.state!;
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey);
      throw error;
    }
  }
}
