import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNTS_SOURCE, FundsTransferEvents, type FundsSentToTradingV1, type TradingAccountKind } from '@meridian/contracts';
import { answerHandedToWriter, AppError, recordAnswerInTransaction, type AnswerWithEffect } from '@meridian/http';
import { clearingAccount, userAccount } from '@meridian/ledger';
import { writeToOutbox } from '@meridian/messaging';
import type { Money } from '@meridian/money';
import type { Pool } from 'pg';
import { CONTRACT_ACCOUNTS, PG_POOL, SPOT_ACCOUNTS, type AnswerToRecord, type ContractAccounts, type CustomerPrincipal, type SpotAccounts } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { ACCOUNT_TYPES, isAccountType, type AccountType } from '../../catalogue/account-types';
import { coinOf, staysInFunding } from '../../catalogue/asset-catalogue';
import { FundingStore, type FundingTx } from '../../funding-store';
import { postTransferEntry } from '../transfer-entry';
import { forwardedEventId, handledBy, postedOnLedger, sentToTradingEventId, TRADING_RECEIVERS, transferIdOf, waitForArrival } from '../transfer-arrival';
import type { TransferRequestDto } from './transfer-funds.request.dto';

/**
 * The trading core owns the spot, contract, futures and option accounts (DESIGN.md section 5); the others are
 * on the customer's ledger here. `hya` is no account of its own: it shows the margin and profit of the
 * contract and futures accounts' positions.
 */
const TRADING_ACCOUNTS: Partial<Record<AccountType, TradingAccountKind>> = { bb: 'spot', hy: 'contract', jg1: 'futures', jg: 'option' };
/** The contract core's accounts: USDT only. */
const DERIVATIVES: readonly AccountType[] = ['hy', 'jg1', 'jg'];
const MARGIN_VIEW: AccountType = 'hya';

export interface TransferDone {
  id: string;
  coin: string;
  from: AccountType;
  to: AccountType;
  amount: string;
  /** `completed`: the money is in the destination account and can be spent there; `processing`: on its way (it arrives, under this id). */
  status: 'completed' | 'processing';
}

export class TransferFundsCommand extends Command<TransferDone> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: TransferRequestDto,
    readonly requestId: string | null,
    /** With a request id: how the route answers, recorded with the transfer's first effect (its entry, or the trading core's debit). */
    readonly answer?: AnswerWithEffect<TransferDone>,
    /**
     * A repeat of a request id whose stored answer this is (`@Replayed()`): nothing is moved again; a
     * transfer still "processing" there is waited for, and answered "completed" once it arrived.
     */
    readonly replayed?: unknown,
  ) {
    super();
  }
}

/**
 * A transfer between two of the customer's own accounts. Between two accounts held here it is one
 * balanced entry, instant and all-or-nothing. To or from a trading account it is the clearing saga of
 * DESIGN.md section 5: the side that holds the money debits it into clearing (refusing at once when
 * it is short) and publishes; the other side credits it from its mirror clearing account, once. The
 * answer waits (bounded) for that credit: "completed" only once the money can be spent where it went,
 * else "processing" with the transfer id.
 *
 * Under a request id the answer commits with the transfer's first effect: with the entry here, or in
 * the trading core's group commit with its debit (out of a trading account). Until the credit, that
 * answer is "processing"; the fuller one replaces it when the credit comes within the wait, and a repeat
 * of the request id (after a crash, say) waits for the credit again before it answers.
 */
@CommandHandler(TransferFundsCommand)
export class TransferFundsHandler implements ICommandHandler<TransferFundsCommand> {
  constructor(
    private readonly funding: FundingStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(SPOT_ACCOUNTS) private readonly spot: SpotAccounts,
    @Inject(CONTRACT_ACCOUNTS) private readonly contracts: ContractAccounts,
  ) {}

  async execute({ customer, input, requestId, answer, replayed }: TransferFundsCommand): Promise<TransferDone> {
    if (replayed !== undefined) return this.settle(customer.customerId, replayed);
    const { from, to } = input;
    if (!isAccountType(from) || !isAccountType(to)) throw AppError.badInput('field.invalid', { field: 'from' });
    if (from === to) throw AppError.badInput('transfer.sameAccount');
    if (from === MARGIN_VIEW || to === MARGIN_VIEW) throw AppError.badInput('transfer.marginAccount');
    if (!coinOf(input.coin ?? '')) throw AppError.badInput('coin.unknown');
    if (staysInFunding(input.coin!)) throw AppError.badInput('coin.walletOnly');
    const amount = parseAmount(input.coin!, input.amount);
    const contractSide = [from, to].find((type) => DERIVATIVES.includes(type));
    if (contractSide && amount.asset.code !== 'USDT') throw AppError.badInput('transfer.usdtOnly');
    const id = answer ? transferIdOf(answer.claim) : randomUUID();
    const done = (arrived: boolean): TransferDone => ({ id, coin: amount.asset.code, from, to, amount: amount.toString(), status: arrived ? 'completed' : 'processing' });
    if (TRADING_ACCOUNTS[from]) {
      // The core answers the request id in the group commit of its debit: "processing", until the credit.
      const recorded = answer && { claim: answer.claim, httpStatus: answer.httpStatus, body: answer.body(done(false)) };
      if (recorded) answerHandedToWriter(recorded.claim, recorded.body);
      await this.sendFromTrading(customer.customerId, id, amount, from, to, recorded);
      return done(await waitForArrival(this.arrivalOf(customer.customerId, id, from, to)!));
    }
    const toTrading = TRADING_ACCOUNTS[to];
    const debit = userAccount(customer.customerId, ACCOUNT_TYPES[from], amount.asset);
    const credit = toTrading ? clearingAccount('trading', amount.asset) : userAccount(customer.customerId, ACCOUNT_TYPES[to], amount.asset);
    const message = sentToTradingEventId(id);
    await this.funding.transaction(async (tx) => {
      await postTransferEntry(tx, customer.customerId, { id: `transfer:${id}`, memo: `Transfer ${from} → ${to}`, from: debit, to: credit, amount });
      if (toTrading) {
        await announce(tx, message, { transferId: id, customerId: customer.customerId, coin: amount.asset.code, amount: amount.toString(), fromAccount: ACCOUNT_TYPES[from], toAccount: toTrading, at: tx.now });
      }
      // The answer commits with the entry: into a trading account it says "processing" (it arrives under this
      // id), and the route's fuller answer replaces it once the core has credited it.
      if (answer) await recordAnswerInTransaction(tx.client, answer.claim, answer.httpStatus, answer.body(done(!toTrading)));
    }, requestId);
    if (!toTrading) return done(true);
    // The core credits it when its consumer handles the message: answer once it did, so the money can be spent there.
    return done(await waitForArrival(this.arrivalOf(customer.customerId, id, from, to)!));
  }

  /**
   * A repeat of a request id whose answer is stored: the transfer it names moved already. "Completed"
   * stands; "processing" waits for the credit again (after a crash the saga's messages are delivered
   * from the outbox) and becomes "completed" once the money can be spent where it went.
   */
  private async settle(customerId: string, replayed: unknown): Promise<TransferDone> {
    const transfer = transferInAnswer(replayed);
    if (!transfer) throw new Error('the stored answer names no transfer');
    if (transfer.status === 'completed') return transfer;
    const arrival = this.arrivalOf(customerId, transfer.id, transfer.from, transfer.to);
    return { ...transfer, status: arrival === null || (await waitForArrival(arrival)) ? 'completed' : 'processing' };
  }

  /** What says the money arrived where it went (null: between two accounts here, it arrives with its entry). */
  private arrivalOf(customerId: string, id: string, from: AccountType, to: AccountType): (() => Promise<boolean>) | null {
    const toTrading = TRADING_ACCOUNTS[to];
    // Into a trading account the money is credited by that core's consumer, out of one by the entry here;
    // from one trading account to another it is forwarded through here under an id derived from the transfer's.
    if (toTrading) return handledBy(this.pool, receiverOf(toTrading), TRADING_ACCOUNTS[from] ? forwardedEventId(id) : sentToTradingEventId(id));
    if (TRADING_ACCOUNTS[from]) return postedOnLedger(this.pool, customerId, `transfer:${id}`);
    return null;
  }

  /** Money in a trading account leaves it there, through the port of the core that holds it; with `answer`, answered in the core's commit of the debit. */
  private async sendFromTrading(customerId: string, transferId: string, amount: Money, from: AccountType, to: AccountType, answer: AnswerToRecord | undefined): Promise<void> {
    // Into another trading account, the funding side forwards it (funds-from-trading.consumer.ts).
    const toAccount = TRADING_ACCOUNTS[to] ?? ACCOUNT_TYPES[to];
    const sent =
      from === 'hy' || from === 'jg1' || from === 'jg'
        ? await this.contracts.sendToFunding({ transferId, customerId, account: from, amount: amount.toString(), toAccount, answer })
        : await this.spot.sendToFunding({ transferId, customerId, coin: amount.asset.code, amount: amount.toString(), toAccount, answer });
    if (sent.ok) return;
    // The id is this request's own (`transferIdOf`): another attempt of the same request already moved it.
    if (sent.reason === 'duplicate' && answer) return;
    if (sent.reason === 'insufficient') throw AppError.badInput('balance.insufficient');
    if (sent.reason === 'unknownCoin') throw AppError.badInput('coin.unknown');
    throw AppError.badInput('spot.unavailable');
  }
}

/** The transfer a stored answer of this route names (its envelope's data), or null. */
function transferInAnswer(body: unknown): TransferDone | null {
  const data = (body as { data?: Partial<TransferDone> } | null)?.data;
  if (!data || typeof data.id !== 'string' || !isAccountType(data.from ?? '') || !isAccountType(data.to ?? '')) return null;
  if (data.status !== 'completed' && data.status !== 'processing') return null;
  return { id: data.id, coin: String(data.coin), from: data.from!, to: data.to!, amount: String(data.amount), status: data.status };
}

/** The trading core's consumer that credits the account (spot, or the contract core's contract, futures and option accounts). */
const receiverOf = (account: TradingAccountKind) => (account === 'spot' ? TRADING_RECEIVERS.spot : TRADING_RECEIVERS.derivatives);

async function announce(tx: FundingTx, id: string, data: FundsSentToTradingV1): Promise<void> {
  await writeToOutbox(tx.client, [
    {
      id,
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
