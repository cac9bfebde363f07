import {
  EarnFundsEvents,
  earnHoldId,
  EtfFundsEvents,
  parseEarnHoldAnsweredV1,
  parseEtfPurchaseAnsweredV1,
  parseSubscriptionHoldAnsweredV1,
  ProductFundsEvents,
  SubscriptionEvents,
  subscriptionHoldId,
  type ProductFundsAnswerV1,
} from '@meridian/contracts';
import { ETF_BUY_PREFIX } from '../etf/etf.messages';

type Upcast = (type: string, data: unknown) => { type: string; answer: ProductFundsAnswerV1 };

const earnHold: Upcast = (type, data) => {
  const { orderId, customerId, reason, at } = parseEarnHoldAnsweredV1(type, data);
  const answer = { step: 'hold', kind: 'earn', referenceId: orderId, customerId, stepId: earnHoldId(orderId), reason, at } as const;
  return { type: type === EarnFundsEvents.holdPlaced ? ProductFundsEvents.held : ProductFundsEvents.refused, answer };
};
const subscriptionHold: Upcast = (type, data) => {
  const { subscriptionId, customerId, reason, at } = parseSubscriptionHoldAnsweredV1(type, data);
  const answer = { step: 'hold', kind: 'subscription', referenceId: subscriptionId, customerId, stepId: subscriptionHoldId(subscriptionId), reason, at } as const;
  return { type: type === SubscriptionEvents.holdPlaced ? ProductFundsEvents.held : ProductFundsEvents.refused, answer };
};
const etfPurchase: Upcast = (type, data) => {
  const { fundId, tradeId, customerId, reason, at } = parseEtfPurchaseAnsweredV1(type, data);
  const answer = { step: 'payment', kind: 'etf', referenceId: fundId, customerId, stepId: `${ETF_BUY_PREFIX}${tradeId}`, reason, payer: 'wallet', at } as const;
  return { type: type === EtfFundsEvents.purchaseTaken ? ProductFundsEvents.settled : ProductFundsEvents.refused, answer };
};

/**
 * The wallet's answers sent before `ProductFunds*`, read as the answer they stand for, under the inbox
 * names that read them then (so their checkpoints carry on). Accepted for one version.
 */
export const LEGACY_FUNDS_ANSWERS = [
  { consumer: 'earn.hold-answers', types: [EarnFundsEvents.holdPlaced, EarnFundsEvents.holdRefused], upcast: earnHold },
  { consumer: 'earn.subscription-hold-answers', types: [SubscriptionEvents.holdPlaced, SubscriptionEvents.holdRefused], upcast: subscriptionHold },
  { consumer: 'earn.etf-purchase-answers', types: [EtfFundsEvents.purchaseTaken, EtfFundsEvents.purchaseRefused], upcast: etfPurchase },
];
