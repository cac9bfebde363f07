import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNTS_SOURCE, FundsTransferEvents, type FundsSentToTradingV1 } from '@meridian/contracts';
import { AppError } from '@meridian/http';
import { clearingAccount, userAccount } from '@meridian/ledger';
import { writeToOutbox } from '@meridian/messaging';
import type { Money } from '@meridian/money';
import { SPOT_ACCOUNTS, type CustomerPrincipal, type SpotAccounts } from '@meridian/runtime';
import { ACCOUNT_TYPES, isAccountType, type AccountType } from '../catalogue/account-types';
import { coinOf } from '../catalogue/asset-catalogue';
import { parseAmount } from '../amounts';
import { FundingStore, type FundingTx } from '../funding-store';
import { customerLedgerDecider, ledgerStream } from '../ledger/customer-ledger';

/** The trading core owns the spot account; every other account type is on the customer's ledger here. */
const SPOT: AccountType = 'bb';

/**
 * A transfer between two of the customer's own accounts. Between two accounts held here it is one
 * balanced entry, instant and all-or-nothing. To or from the spot account it is the clearing saga of
 * DESIGN.md section 5: the side that holds the money debits it into clearing (refusing at once when
 * it is short) and publishes; the other side credits it from its mirror clearing account, once.
 */
@Injectable()
export class TransfersService {
  constructor(
    private readonly funding: FundingStore,
    @Inject(SPOT_ACCOUNTS) private readonly spot: SpotAccounts,
  ) {}

  async transfer(
    customer: CustomerPrincipal,
    input: { coin?: string; from?: string; to?: string; amount?: string },
    requestId: string | null,
  ) {
    if (!isAccountType(input.from) || !isAccountType(input.to)) throw AppError.badInput('field.invalid', { field: 'from' });
    if (input.from === input.to) throw AppError.badInput('transfer.sameAccount');
    if (!coinOf(input.coin ?? '')) throw AppError.badInput('coin.unknown');
    const amount = parseAmount(input.coin!, input.amount);
    const id = randomUUID();
    const answer = { id, coin: amount.asset.code, from: input.from, to: input.to, amount: amount.toString() };
    if (input.from === SPOT) {
      await this.sendFromSpot(customer.customerId, id, amount, input.to);
      return answer;
    }
    const from = userAccount(customer.customerId, ACCOUNT_TYPES[input.from], amount.asset);
    const to =
      input.to === SPOT
        ? clearingAccount('trading', amount.asset)
        : userAccount(customer.customerId, ACCOUNT_TYPES[input.to], amount.asset);
    await this.funding.transaction(async (tx) => {
      await this.post(tx, customer.customerId, `transfer:${id}`, `Transfer ${input.from} → ${input.to}`, from, to, amount);
      if (input.to === SPOT)
        await this.announce(tx, {
          transferId: id,
          customerId: customer.customerId,
          coin: amount.asset.code,
          amount: amount.toString(),
          fromAccount: ACCOUNT_TYPES[input.from as AccountType],
          at: tx.now,
        });
    }, requestId);
    return answer;
  }

  private async sendFromSpot(customerId: string, transferId: string, amount: Money, to: AccountType): Promise<void> {
    const sent = await this.spot.sendToFunding({
      transferId,
      customerId,
      coin: amount.asset.code,
      amount: amount.toString(),
      toAccount: ACCOUNT_TYPES[to],
    });
    if (sent.ok) return;
    if (sent.reason === 'insufficient') throw AppError.badInput('balance.insufficient');
    if (sent.reason === 'unknownCoin') throw AppError.badInput('coin.unknown');
    throw AppError.badInput('spot.unavailable');
  }

  /** Called by the consumer of the trading core's FundsSentToFunding: the second half, from clearing. */
  async receiveFromSpot(
    tx: FundingTx,
    data: { transferId: string; customerId: string; coin: string; amount: string; toAccount: string },
  ): Promise<void> {
    const amount = parseAmount(data.coin, data.amount);
    const kind = Object.values(ACCOUNT_TYPES).find((k) => k === data.toAccount) ?? 'funding';
    await this.post(
      tx,
      data.customerId,
      `transfer:${data.transferId}`,
      `Transfer bb → ${data.toAccount}`,
      clearingAccount('trading', amount.asset),
      userAccount(data.customerId, kind, amount.asset),
      amount,
    );
  }

  private async post(
    tx: FundingTx,
    customerId: string,
    entryId: string,
    memo: string,
    from: string,
    to: string,
    amount: Money,
  ): Promise<void> {
    await tx.run(
      ledgerStream(customerId),
      customerLedgerDecider,
      {
        type: 'PostEntry',
        data: {
          id: entryId,
          memo,
          postings: [
            { account: from, amount: amount.negate() },
            { account: to, amount },
          ],
        },
        metadata: { now: tx.now },
      },
      { customerId },
    );
  }

  private async announce(tx: FundingTx, data: FundsSentToTradingV1): Promise<void> {
    await writeToOutbox(tx.client, [
      {
        id: randomUUID(),
        type: FundsTransferEvents.sentToTrading,
        source: ACCOUNTS_SOURCE,
        streamId: `funds-transfer-${data.transferId}`,
        schemaVersion: 1,
        data,
        metadata: { customerId: data.customerId },
        occurredAt: data.at,
      },
    ]);
  }
}
