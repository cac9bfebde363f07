import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  ACCOUNTS_SOURCE,
  C2C_SOURCE,
  EARN_SOURCE,
  ENGAGEMENT_SOURCE,
  feeCrossesToFunding,
  LENDING_SOURCE,
  parseProductFundsRequestV1,
  PRODUCT_FUNDS_REQUESTS,
  PRODUCT_FUNDS_SCHEMA_VERSION,
  productFundsAnswerType,
  type ProductFundsAnswerV1,
  type ProductFundsRequestV1,
} from '@meridian/contracts';
import { writeToOutbox, type MessageBus } from '@meridian/messaging';
import { CLOCK, MESSAGE_BUS, type Clock } from '@meridian/runtime';
import { CustomerLedger } from '../ledger/customer-ledger';
import { tradingFeeCrossed } from '../platform-funding/trading-fees/trading-fees.consumer';
import { LEGACY_FUNDS_CONSUMERS, LEGACY_FUNDS_REQUESTS } from './legacy-funds-requests';
import { carryOutProductStep } from './product-funds.steps';

/** Every service that sells a product the wallet pays for or holds money for. */
const PRODUCT_SOURCES = [EARN_SOURCE, LENDING_SOURCE, C2C_SOURCE, ENGAGEMENT_SOURCE];

/**
 * The funding wallet's side of every product (docs/architecture.md, "Holding money for a product"):
 * a product asks to hold, release, settle, take or pay a customer's money; this carries the step out
 * on the customer's ledger stream in the inbox's transaction and answers in the same transaction
 * (held, refused with the product's reason, released, settled).
 */
@Injectable()
export class ProductFundsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly ledger: CustomerLedger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.product-funds',
      sources: PRODUCT_SOURCES,
      types: [...PRODUCT_FUNDS_REQUESTS],
      handle: (event, tx) => this.carryOut(parseProductFundsRequestV1(event.type, event.data), tx as PoolClient),
    });
    for (const legacy of LEGACY_FUNDS_CONSUMERS)
      await this.bus.subscribe({ consumer: legacy.consumer, sources: PRODUCT_SOURCES, types: [...legacy.types], handle: (event, tx) => this.carryOutLegacy(event.type, event.data, tx as PoolClient) });
  }

  /** A request of the messages products sent before this contract, read as the one it stands for. */
  async carryOutLegacy(type: string, data: unknown, client: PoolClient): Promise<void> {
    const upcast = LEGACY_FUNDS_REQUESTS[type];
    if (!upcast) throw new Error(`no product funds request reads ${type}`);
    await this.carryOut(upcast(data), client);
  }

  private async carryOut(request: ProductFundsRequestV1, client: PoolClient): Promise<void> {
    await this.afterItsFeeCrossed(request, client);
    const refusal = await carryOutProductStep(this.ledger, request, client);
    const { step, kind, referenceId, customerId, stepId, at } = request;
    const answer: ProductFundsAnswerV1 = { step, kind, referenceId, customerId, stepId, reason: refusal, ...(request.step === 'payment' ? { payer: request.payer } : {}), at };
    await writeToOutbox(client, [
      {
        id: randomUUID(),
        type: productFundsAnswerType(step, refusal !== null),
        source: ACCOUNTS_SOURCE,
        streamId: `${kind}-funds-${referenceId}`,
        schemaVersion: PRODUCT_FUNDS_SCHEMA_VERSION,
        data: answer,
        metadata: { customerId },
        occurredAt: at,
      },
    ]);
  }

  /**
   * A referral commission is paid from the very trading fee it was computed on: that fee crosses to
   * `platform:fees` on its own message (`TradingFeesConsumer`), which may still be on its way when the
   * commission arrives. Until it has crossed, the request waits (it fails now and the bus delivers it
   * again after a back-off), for at most `FEE_CROSSING_WAIT_MS` of the commission's age; after that it
   * is carried out against what `platform:fees` holds, as every payout is.
   */
  private async afterItsFeeCrossed(request: ProductFundsRequestV1, client: PoolClient): Promise<void> {
    if (request.kind !== 'referral' || request.step !== 'payout' || !feeCrossesToFunding(request.asset)) return;
    if (this.clock.now().getTime() - Date.parse(request.at) > FEE_CROSSING_WAIT_MS) return;
    if (!(await tradingFeeCrossed(client, request.referenceId))) throw new Error(`referral commission ${request.stepId} waits for its fee ${request.referenceId} to reach platform:fees`);
  }
}

/** How long a referral commission waits for the fee it is paid from to reach `platform:fees`. */
export const FEE_CROSSING_WAIT_MS = 60_000;
