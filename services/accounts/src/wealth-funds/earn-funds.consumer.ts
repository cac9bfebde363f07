import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  ACCOUNTS_SOURCE,
  EARN_SOURCE,
  EarnFundsEvents,
  earnHoldId,
  parseEarnHoldRequestedV1,
  parseEarnPrincipalReleasedV1,
  parseEarnYieldDueV1,
  type EarnHoldAnsweredV1,
} from '@meridian/contracts';
import { LedgerError, platformAccount, userAccount, type LedgerCommand, type Posting } from '@meridian/ledger';
import { writeToOutbox, type MessageBus } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { MESSAGE_BUS } from '@meridian/runtime';
import { DomainError } from '../domain-error';
import { CustomerLedger } from '../ledger/customer-ledger';

const usdt = (text: string) => Money.parse(ASSETS.USDT, text);

/**
 * The funding wallet's side of earn orders (docs/earn.md). Each request is carried out in the inbox's
 * transaction and is idempotent by its ids: the principal is held as `hold:earn-<orderId>` (or the
 * purchase refused), a day's yield is paid from `platform:earn-payouts` under its own entry id, and the
 * hold is released at the end, less a penalty to `platform:earn-payouts`.
 */
@Injectable()
export class EarnFundsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly ledger: CustomerLedger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.earn-funds',
      sources: [EARN_SOURCE],
      types: [EarnFundsEvents.holdRequested, EarnFundsEvents.yieldDue, EarnFundsEvents.principalReleased],
      handle: async (event, tx) => {
        const client = tx as PoolClient;
        if (event.type === EarnFundsEvents.holdRequested) return this.hold(event.data, event.occurredAt, client);
        if (event.type === EarnFundsEvents.yieldDue) return this.payYield(event.data, client);
        return this.release(event.data, client);
      },
    });
  }

  private async hold(data: unknown, at: string, client: PoolClient): Promise<void> {
    const request = parseEarnHoldRequestedV1(data);
    const run = (command: LedgerCommand) => this.ledger.execute(request.customerId, command, { client });
    let refusal: string | null = null;
    try {
      await run({
        type: 'PlaceHold',
        data: { holdId: earnHoldId(request.orderId), from: userAccount(request.customerId, 'funding', ASSETS.USDT), amount: usdt(request.amount), memo: 'Earn custody' },
        metadata: { now: request.at },
      });
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'ledger.insufficientFunds') refusal = 'earn.insufficientBalance';
      // Held already (a redelivered request): answer again; the order takes the first answer.
      else if (!(error instanceof LedgerError && error.code === 'ledger.duplicateHold')) throw error;
    }
    const answer: EarnHoldAnsweredV1 = { orderId: request.orderId, customerId: request.customerId, reason: refusal, at };
    await writeToOutbox(client, [
      {
        id: randomUUID(),
        type: refusal ? EarnFundsEvents.holdRefused : EarnFundsEvents.holdPlaced,
        source: ACCOUNTS_SOURCE,
        streamId: `earn-funds-${request.orderId}`,
        schemaVersion: 1,
        data: answer,
        metadata: { customerId: request.customerId },
        occurredAt: at,
      },
    ]);
  }

  private async payYield(data: unknown, client: PoolClient): Promise<void> {
    const due = parseEarnYieldDueV1(data);
    const amount = usdt(due.amount);
    if (amount.isZero()) return;
    await this.ledger
      .execute(
        due.customerId,
        {
          type: 'PostEntry',
          data: {
            id: due.entryId,
            memo: `Earn yield, day ${due.day}`,
            postings: [
              { account: platformAccount('earn-payouts', ASSETS.USDT), amount: amount.negate() },
              { account: userAccount(due.customerId, 'funding', ASSETS.USDT), amount },
            ],
          },
          metadata: { now: due.at },
        },
        { client },
      )
      .catch((error: unknown) => {
        if (!(error instanceof DomainError && error.code === 'ledger.duplicateEntry')) throw error;
      });
  }

  private async release(data: unknown, client: PoolClient): Promise<void> {
    const release = parseEarnPrincipalReleasedV1(data);
    const holdId = earnHoldId(release.orderId);
    const penalty = usdt(release.penalty);
    const back = usdt(release.amount).subtract(penalty);
    const postings: Posting[] = [
      { account: userAccount(release.customerId, 'funding', ASSETS.USDT), amount: back },
      { account: platformAccount('earn-payouts', ASSETS.USDT), amount: penalty },
    ].filter((posting) => posting.amount.isPositive());
    const command: LedgerCommand = penalty.isZero()
      ? { type: 'VoidHold', data: { holdId, reason: 'Earn order ended' }, metadata: { now: release.at } }
      : { type: 'PostHold', data: { holdId, to: postings, memo: 'Earn redemption' }, metadata: { now: release.at } };
    try {
      await this.ledger.execute(release.customerId, command, { client });
    } catch (error) {
      // Released already (a redelivered request).
      if (!(error instanceof LedgerError && error.code === 'ledger.unknownHold')) throw error;
    }
  }
}
