import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { EventStore, RecordedEvent } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { EVENT_STORE, PLATFORM_CONFIG } from '@meridian/runtime';
import { SingleWriter, type AnswerRecord as CoreAnswerRecord, type SingleWriterSettings } from '../single-writer/single-writer';
import { SpotCore, type SpotCoreSnapshot } from './domain/spot-core';
import { MARKET_MAKER, SpotRejection, type SpotCommand, type SpotEvent, type SpotEventData } from './domain/spot-core.types';
import { SPOT_CORE_STREAM, spotReadModelStatements } from './read-models/spot-read-model';
import { spotOutboxStatements } from './spot-accounts/spot-transfers.outbox';
import { SPOT_SCHEMA_VERSION, SPOT_UPCASTERS } from './spot-event-upcasters';

/** Published after each group commit, for push and the market maker. */
export class SpotEventsStored {
  constructor(readonly events: readonly RecordedEvent<string, SpotEventData>[]) {}
}

export type SpotCoreSettings = SingleWriterSettings;
export type AnswerRecord = CoreAnswerRecord<SpotEventData>;

/** The spot core's single writer (core/single-writer.ts): every book and every spot account. */
@Injectable()
export class SpotCoreService extends SingleWriter<SpotCore, SpotCommand, SpotEventData, SpotCoreSnapshot> {
  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(PLATFORM_CONFIG) config: { spot?: Partial<SpotCoreSettings> }, eventBus: EventBus) {
    store.addUpcasters(SPOT_UPCASTERS);
    super(
      store,
      eventBus,
      {
        name: 'spot-core',
        stream: SPOT_CORE_STREAM,
        create: () => new SpotCore(),
        restore: (snapshot) => SpotCore.restore(snapshot),
        isRejection: (error) => error instanceof SpotRejection,
        unavailable: () => AppError.badInput('spot.unavailable'),
        ownerOf,
        statements: (recorded) => [...spotReadModelStatements(recorded), ...spotOutboxStatements(recorded)],
        stored: (recorded) => new SpotEventsStored(recorded),
        schemaVersion: SPOT_SCHEMA_VERSION,
        // 2: a tick fires only the stops placed at or before its time.
        rulesVersion: 2,
      },
      config.spot,
    );
  }

  override submit(command: SpotCommand, metadata?: Record<string, unknown>, record?: AnswerRecord): Promise<SpotEvent> {
    return super.submit(command, metadata, record) as Promise<SpotEvent>;
  }

  /** The core for queries; never change it from outside. */
  get state(): Pick<SpotCore, 'balancesOf' | 'openOrdersOf' | 'wouldFireStop' | 'waitingStops' | 'stopsReachedBy' | 'openOrder' | 'depth' | 'availableMinor' | 'accountBalances' | 'marketMakerOrders' | 'feeRates' | 'sequence'> {
    return this.core;
  }
}

function ownerOf(command: SpotCommand): string {
  switch (command.type) {
    case 'PlaceSpotOrder':
    case 'PlaceSpotOco':
    case 'CancelSpotOrder':
      return command.ownerId;
    case 'FireSpotStops':
    case 'ConfigureSpotFees':
      return 'platform';
    case 'ReceiveFromFunding':
    case 'SendToFunding':
      return command.customerId;
    case 'ReplaceQuotes':
    case 'FundMarketMaker':
      return MARKET_MAKER;
    default: {
      const unknown: never = command;
      throw new Error(`unknown spot command ${JSON.stringify(unknown)}`);
    }
  }
}

