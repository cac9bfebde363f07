import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PG_POOL, type Clock, type ContractAccountBalance, type ContractAccountRecord, type DerivativesAccount, type ContractAccounts, type ContractReserve, type SpotRecordsFilter, type DerivativesSendRequest, type SpotSendResult } from '@meridian/runtime';
import { recordedWithEvent } from '../../single-writer/recorded-answer';
import { sendResultOf } from '../../single-writer/send-result';
import { ContractCoreService } from '../contract-core.service';
import { customerAccount } from '../domain/contract-core';
import { ContractRejection } from '../domain/contract-core.types';
import { Decimal, formatDecimalText } from '@meridian/money';
import { MarketDataService } from '../../market/market-data.service';
import { latestMark, livePosition } from '../position-live';
import { PUBLISHED_PLATFORM_ACCOUNTS } from '../read-models/contract-read-model';
import { ContractRecordsQuery } from '../read-models/contract-records.query';

/** How many of the insurance fund's newest movements are published. */
const RESERVE_HISTORY = 100;
const usdt = (text: string) => Decimal.parse(text).rescale(6, 'half-even').toString();

const ACCOUNTS = ['hy', 'jg1', 'jg'] as const;

/** The contract core's side of the CONTRACT_ACCOUNTS port: what the funding side may see and ask. */
@Injectable()
export class ContractAccountsAdapter implements ContractAccounts {
  constructor(
    private readonly core: ContractCoreService,
    private readonly recordsQuery: ContractRecordsQuery,
    private readonly market: MarketDataService,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The insurance fund as everyone may see it: its balance and its newest movements, each with the
   * balance it left. Both come from `contract_platform_records` in one statement, which holds every
   * posting of the account the log has stored (the writer adds them in its events' transaction), so
   * they agree with each other and with the log, never with a batch still being written. (One SQL
   * statement for that reason: a repository would read the total and the history separately.)
   */
  async reserves(): Promise<ContractReserve[]> {
    return Promise.all(
      PUBLISHED_PLATFORM_ACCOUNTS.map(async (account) => {
        const { rows } = await this.pool.query<{ total: string | null; amount: string | null; kind: string; ref: string; reason: string | null; at: Date | null }>(
          `WITH total AS (SELECT COALESCE(sum(amount), 0)::text AS total FROM contract_platform_records WHERE account = $1),
                newest AS (SELECT id, amount::text AS amount, kind, ref, reason, at FROM contract_platform_records WHERE account = $1 ORDER BY id DESC LIMIT $2)
           SELECT total.total, newest.amount, newest.kind, newest.ref, newest.reason, newest.at FROM total LEFT JOIN newest ON true ORDER BY newest.id DESC`,
          [account, RESERVE_HISTORY],
        );
        const balance = Decimal.parse(rows[0]?.total ?? '0');
        let after = balance;
        const history = rows
          .filter((row) => row.amount !== null)
          .map((row) => {
            const entry = { amount: usdt(row.amount!), balanceAfter: after.rescale(6, 'half-even').toString(), kind: row.kind, ref: row.ref, reason: row.reason, at: row.at!.toISOString() };
            after = after.subtract(Decimal.parse(row.amount!));
            return entry;
          });
        return { account, asset: 'USDT', balance: balance.rescale(6, 'half-even').toString(), history };
      }),
    );
  }

  records(customerId: string, filter: SpotRecordsFilter & { account: DerivativesAccount | null }): Promise<{ items: ContractAccountRecord[]; total: number }> {
    return this.recordsQuery.records(customerId, filter);
  }

  async balances(customerId: string): Promise<ContractAccountBalance[]> {
    const positions = this.core.state.positionsOf(customerId).filter((p) => p.status === 'open' || p.status === 'pending');
    return ACCOUNTS.map((account) => {
      let margin = Decimal.ZERO;
      let pnl = Decimal.ZERO;
      for (const position of positions.filter((p) => p.account === account)) {
        const live = livePosition(position, latestMark(this.core.state.markOf(position.symbol), this.market.lastTick(position.symbol)));
        margin = margin.add(Decimal.parse(position.status === 'pending' ? live.heldForOpen : position.margin));
        pnl = pnl.add(Decimal.parse(live.unrealizedPnl ?? '0'));
      }
      return {
        account,
        available: formatDecimalText(this.core.state.balance(customerAccount(customerId, account)), 6),
        margin: margin.rescale(6, 'half-even').toString(),
        unrealizedPnl: pnl.rescale(6, 'half-even').toString(),
      };
    });
  }

  /**
   * Debits the contract, futures or option account into clearing for the funding side. With `answer`,
   * the customer's request id is answered in the group commit of that debit (see the spot side).
   */
  async sendToFunding(request: DerivativesSendRequest): Promise<SpotSendResult> {
    const { answer, ...transfer } = request;
    const debit = () => this.core.submit({ type: 'SendToFunding', ...transfer, at: this.clock.now().toISOString() }, { transferId: transfer.transferId }, answer && recordedWithEvent(answer));
    return sendResultOf(debit, (error) => (error instanceof ContractRejection ? (error.code === 'contracts.duplicate' ? 'duplicate' : 'insufficient') : null));
  }
}
