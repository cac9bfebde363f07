import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  ACCOUNTS_SOURCE,
  C2C_SOURCE,
  C2cEvents,
  CustomerUpdateEvents,
  KYC_SOURCE,
  LENDING_SOURCE,
  LoanNoticeEvents,
  parseC2cOrderChangedV1,
  parseCustomerUpdatedV1,
  parseLoanDueNoticedV1,
  parseOptionSettledV1,
  parsePositionLiquidatedV1,
  parseProductFundsAnswerV1,
  ProductFundsEvents,
  TRADING_SOURCE,
  TradingOutcomeEvents,
} from '@meridian/contracts';
import type { IntegrationEvent } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { engagementReadModels } from '../engagement.read-models';
import { SignIn } from '../rewards/read-models/sign-in.entity';
import { SIGN_IN_REWARD_PREFIX } from '../rewards/sign-in.messages';
import {
  draftFromC2cOrder,
  draftFromLiquidation,
  draftFromLoanNotice,
  draftFromOptionSettled,
  draftFromRewardPaid,
  draftsFromCustomerUpdate,
  type InboxDraft,
} from './domain/inbox-sources';
import { InboxCommands } from './inbox-commands';

/** The message's id, from its key (the bus message and its place in it, or the deposit or withdrawal it is about): a redelivery delivers nothing twice. */
export function inboxMessageId(key: string): string {
  const hex = createHash('sha256').update(`inbox:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Feeds the personal inbox from facts other services already publish (docs/engagement.md, "The
 * personal inbox"): accounts' deposits and withdrawals, kyc's verification decisions, C2C's order
 * notices, the funding wallet's answer to a sign-in reward, trading's settled options and liquidated
 * positions, and lending's due and overdue notices. One subscription with its own inbox
 * row per bus message, and a message id derived from it, so each message is delivered at most once.
 */
@Injectable()
export class InboxConsumer extends BusConsumer {
  private readonly logger = new Logger('inbox');

  constructor(private readonly commands: InboxCommands) {
    super();
  }

  protected subscriptions() {
    const deliver = (event: IntegrationEvent, tx: PoolClient) => this.deliver(event, tx);
    return [
      {
        consumer: 'engagement.inbox',
        sources: [ACCOUNTS_SOURCE, KYC_SOURCE, C2C_SOURCE],
        types: [CustomerUpdateEvents.updated, C2cEvents.orderChanged, ProductFundsEvents.released],
        handle: deliver,
      },
      // Trading's and lending's outcomes on their own subscription: trading's CustomerUpdated (every
      // group commit of the spot core) never reaches the inbox.
      {
        consumer: 'engagement.inbox.outcomes',
        sources: [TRADING_SOURCE, LENDING_SOURCE],
        types: [TradingOutcomeEvents.optionSettled, TradingOutcomeEvents.positionLiquidated, LoanNoticeEvents.noticed],
        handle: deliver,
      },
    ];
  }

  private async deliver(event: IntegrationEvent, tx: PoolClient): Promise<void> {
    for (const draft of await this.drafts(event, tx)) {
      const { customerId, kind, params, key } = draft;
      await this.commands.execute(
        customerId,
        { type: 'DeliverInboxMessage', data: { customerId, messageId: inboxMessageId(key), kind, params, cause: event.id } },
        { client: tx, metadata: { customerId, causationId: event.id } },
      );
    }
  }

  private async drafts(event: IntegrationEvent, tx: PoolClient): Promise<Keyed[]> {
    const keyed = (drafts: InboxDraft[]): Keyed[] => drafts.map((draft, index) => ({ ...draft, key: draft.key ?? `${event.id}:${index}` }));
    try {
      if (event.type === CustomerUpdateEvents.updated) return keyed(draftsFromCustomerUpdate(parseCustomerUpdatedV1(event.data)));
      if (event.type === C2cEvents.orderChanged) return keyed([draftFromC2cOrder(parseC2cOrderChangedV1(event.data))]);
      if (event.type === TradingOutcomeEvents.optionSettled) return keyed([draftFromOptionSettled(parseOptionSettledV1(event.data))]);
      if (event.type === TradingOutcomeEvents.positionLiquidated) return keyed([draftFromLiquidation(parsePositionLiquidatedV1(event.data))]);
      if (event.type === LoanNoticeEvents.noticed) return keyed([draftFromLoanNotice(parseLoanDueNoticedV1(event.data))]);
      const answer = parseProductFundsAnswerV1(event.type, event.data);
      if (answer.kind !== 'reward' || answer.step !== 'payout' || !answer.stepId.startsWith(SIGN_IN_REWARD_PREFIX)) return [];
      const signIn = await (await engagementReadModels.on(tx)).getRepository(SignIn).findOneBy({ signInId: answer.referenceId });
      return signIn ? keyed([draftFromRewardPaid(answer.customerId, signIn.reward, signIn.cycleDay)]) : [];
    } catch (error) {
      this.logger.warn(`no message for ${event.type} from ${event.source} (${event.id}): ${(error as Error).message}`);
      return [];
    }
  }
}

type Keyed = InboxDraft & { key: string };
