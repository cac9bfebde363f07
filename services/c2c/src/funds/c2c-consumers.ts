import { Injectable } from '@nestjs/common';
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
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { C2cOrderCommands } from '../orders/c2c-order-commands';
import { VerifiedNames } from '../orders/verified-names';

const VERIFICATIONS = { sources: [KYC_SOURCE], types: [KycIntegrationEvents.customerVerified], parse: parseCustomerVerifiedV1 };

/** The funding wallet's answers about the inventory's holds. */
const FUNDS_ANSWERS = {
  sources: [ACCOUNTS_SOURCE],
  types: [ProductFundsEvents.held, ProductFundsEvents.refused, ProductFundsEvents.settled],
  parse: (data: unknown, type: string) => parseProductFundsAnswerV1(type, data),
};

/**
 * What C2C learns from others: the real name kyc verified (the payer must be that person), and the
 * funding wallet's answers about the inventory (docs/architecture.md, "Holding money for a product"):
 * a hold placed matches the order, a hold refused leaves it unmatched, a settled hold is the credit.
 * Each answer is a command on the order in the inbox's transaction, so a redelivery changes nothing.
 */
@Injectable()
export class C2cConsumers extends BusConsumer {
  constructor(private readonly orders: C2cOrderCommands) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('c2c.verified-names', VERIFICATIONS, async ({ customerId, tier, realName, at }, tx) => {
        if (tier === 'primary' && realName) await VerifiedNames.record(tx, customerId, realName, at);
      }),
      contractSubscription('c2c.product-funds-answers', FUNDS_ANSWERS, (answer, tx, event) => this.answer(event.type, answer, tx)),
    ];
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
