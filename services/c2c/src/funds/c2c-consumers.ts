import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  ACCOUNTS_SOURCE,
  KYC_SOURCE,
  KycIntegrationEvents,
  parseCustomerVerifiedV1,
  parseProductFundsAnswerV1,
  ProductFundsEvents,
  type ProductFundsAnswerV1,
} from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { C2cOrderCommands } from '../orders/c2c-order-commands';
import { VerifiedNames } from '../orders/verified-names';

/**
 * What C2C learns from others: the real name kyc verified (the payer must be that person), and the
 * funding wallet's answers about the inventory (docs/architecture.md, "Holding money for a product"):
 * a hold placed matches the order, a hold refused leaves it unmatched, a settled hold is the credit.
 * Each answer is a command on the order in the inbox's transaction, so a redelivery changes nothing.
 */
@Injectable()
export class C2cConsumers implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly orders: C2cOrderCommands,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'c2c.verified-names',
      sources: [KYC_SOURCE],
      types: [KycIntegrationEvents.customerVerified],
      handle: async (event, tx) => {
        const { customerId, tier, realName, at } = parseCustomerVerifiedV1(event.data);
        if (tier === 'primary' && realName) await VerifiedNames.record(tx, customerId, realName, at);
      },
    });
    await this.bus.subscribe({
      consumer: 'c2c.product-funds-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [ProductFundsEvents.held, ProductFundsEvents.refused, ProductFundsEvents.settled],
      handle: (event, tx) => this.answer(event.type, parseProductFundsAnswerV1(event.type, event.data), tx as PoolClient),
    });
  }

  private async answer(type: string, answer: ProductFundsAnswerV1, client: PoolClient): Promise<void> {
    if (answer.kind !== 'c2c') return;
    const options = { client, metadata: { customerId: answer.customerId }, now: new Date(answer.at) };
    const { referenceId: orderId, stepId: holdId } = answer;
    if (answer.step === 'hold') {
      const held = type === ProductFundsEvents.held;
      await this.orders.execute(orderId, { type: 'AnswerC2cHold', data: { holdId, held, reason: held ? null : answer.reason } }, options);
    } else if (answer.step === 'settle' && type === ProductFundsEvents.settled) {
      await this.orders.execute(orderId, { type: 'RecordC2cCredit', data: { holdId } }, options);
    }
  }
}
