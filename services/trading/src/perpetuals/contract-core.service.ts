import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { EventStore, RecordedEvent } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { EVENT_STORE, PLATFORM_CONFIG } from '@meridian/runtime';
import { SingleWriter, type AnswerRecord, type SingleWriterSettings } from '../single-writer/single-writer';
import { INSTRUMENTS } from '../market/instruments';
import { ContractCore } from './domain/contract-core';
import { ContractRejection, type ContractCommand, type ContractCoreSnapshot, type ContractEvent, type ContractEventData } from './domain/contract-core.types';
import { defaultContractTerms } from './domain/default-contract-terms';
import { defaultOptionTerms } from './domain/option-terms';
import { contractFundsOutboxStatements } from './contract-funds/contract-transfers.outbox';
import { CONTRACT_SCHEMA_VERSION, CONTRACT_UPCASTERS } from './contract-event-upcasters';
import { CONTRACT_CORE_STREAM, contractReadModelStatements } from './read-models/contract-read-model';

/** Published after each group commit, for push. */
export class ContractEventsStored {
  constructor(readonly events: readonly RecordedEvent<string, ContractEventData>[]) {}
}

/** Every instrument's contract, on the terms a fresh install lists (docs/contracts.md). */
export const DEFAULT_CONTRACTS = INSTRUMENTS.map(defaultContractTerms);
/** Delivery options on every instrument: 30, 60, 120 and 300 seconds (docs/contracts.md). */
export const DEFAULT_OPTIONS = INSTRUMENTS.map(defaultOptionTerms);

/** The contract core's single writer (single-writer/single-writer.ts): every position and every contract and futures account. */
@Injectable()
export class ContractCoreService extends SingleWriter<ContractCore, ContractCommand, ContractEventData, ContractCoreSnapshot> {
  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(PLATFORM_CONFIG) config: { contracts?: Partial<SingleWriterSettings> }, eventBus: EventBus) {
    store.addUpcasters(CONTRACT_UPCASTERS);
    super(
      store,
      eventBus,
      {
        name: 'contract-core',
        stream: CONTRACT_CORE_STREAM,
        create: () => new ContractCore(DEFAULT_CONTRACTS, DEFAULT_OPTIONS),
        restore: (snapshot) => ContractCore.restore(snapshot),
        isRejection: (error) => error instanceof ContractRejection,
        unavailable: () => AppError.badInput('contracts.unavailable'),
        ownerOf,
        statements: (recorded) => [...contractReadModelStatements(recorded), ...contractFundsOutboxStatements(recorded)],
        stored: (recorded) => new ContractEventsStored(recorded),
        schemaVersion: CONTRACT_SCHEMA_VERSION,
        // 2: limit opens fill at a recorded tick's entry, never at their own limit (issue 19).
        // 3: an option is accepted no earlier than the newest tick of its market the core has seen.
        // 4: a tick fires a position's triggers only when it is not older than the position.
        rulesVersion: 4,
      },
      config.contracts,
    );
  }

  override submit(command: ContractCommand, metadata?: Record<string, unknown>, record?: AnswerRecord<ContractEventData>): Promise<ContractEvent> {
    return super.submit(command, metadata, record) as Promise<ContractEvent>;
  }

  /** The core for queries; never change it from outside. */
  get state(): Pick<ContractCore, 'position' | 'positionsOf' | 'termsOf' | 'markOf' | 'netExposure' | 'balance' | 'accounts' | 'sequence' | 'wouldFire' | 'pendingOpensReachedBy' | 'allTerms' | 'livePositions' | 'option' | 'optionsOf' | 'waitingOptions' | 'optionTermsOf' | 'allOptionTerms' | 'refusedOptionCountries' | 'planOpen' | 'houseBuffer'> {
    return this.core;
  }
}

function ownerOf(command: ContractCommand): string {
  switch (command.type) {
    case 'ReceiveFromFunding':
    case 'SendToFunding':
      return command.customerId;
    case 'OpenPosition':
    case 'CancelPendingOpen':
    case 'ClosePosition':
    case 'SetTakeProfitStopLoss':
    case 'AddMargin':
    case 'PlaceOption':
      return command.ownerId;
    case 'ApplyTick':
    case 'ChargeFinancing':
    case 'SettleOption':
      return 'platform';
    case 'ConfigureContract':
    case 'ConfigureHouseBuffer':
    case 'RestrictOptionCountries':
    case 'ReceivePlatformFunding':
      return command.staffId;
    default: {
      const unknown: never = command;
      throw new Error(`unknown contract command ${JSON.stringify(unknown)}`);
    }
  }
}
