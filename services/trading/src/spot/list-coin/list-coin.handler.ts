import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SpotListingEvents, type SpotMarketListedV1 } from '@meridian/contracts';
import { inTransaction } from '@meridian/database';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock, type StaffPrincipal } from '@meridian/runtime';
import { spotListingDecider, spotListingStream, type SpotListingEvent } from '../listings/spot-listing.decider';
import { SpotListingsRegistry } from '../listings/spot-listings.registry';
import { tradingMessage } from '../../trading-messages';

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
    // The news for accounts (the coin may now move to spot) is written with the listing, in its transaction.
    const outcome = await inTransaction(this.events.pool, async (client) => {
      const decided = await handleCommand(
        this.events,
        spotListingStream(coin),
        spotListingDecider,
        {
          type: 'ListSpotMarket',
          data: { coin, issued: this.registry.issuedCoin(coin), tickSize: tickSize.trim(), lotStep: lotStep.trim(), staffId: staff.staffId, reason },
          metadata: { now: this.clock.now().toISOString() },
        },
        { client, metadata: { staffId: staff.staffId } },
      );
      for (const recorded of decided.events) {
        const { data } = recorded as unknown as SpotListingEvent;
        const listed: SpotMarketListedV1 = { coin: data.coin, symbol: data.symbol, at: data.at };
        await writeToOutbox(client, [tradingMessage(SpotListingEvents.listed, recorded.streamId, listed, { causationId: recorded.id }, data.at)]);
      }
      return decided;
    });
    this.registry.register(outcome.state!);
    return outcome.state!;
  }
}
