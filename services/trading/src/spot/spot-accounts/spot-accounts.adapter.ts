import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, type SpotAccountBalance, type SpotAccountRecord, type SpotAccounts, type SpotRecordsFilter, type SpotSendRequest, type SpotSendResult } from '@meridian/runtime';
import { recordedWithEvent } from '../../single-writer/recorded-answer';
import { sendResultOf, type SendRefusal } from '../../single-writer/send-result';
import { ASSETS, Decimal } from '@meridian/money';
import { MarketDataService } from '../../market/market-data.service';
import { SpotCoreService } from '../spot-core.service';
import { SpotRecordsQuery } from '../read-models/spot-records.query';
import { SpotRejection } from '../domain/spot-core.types';

/** The trading core's side of the SPOT_ACCOUNTS port: what the funding side may see and ask. */
@Injectable()
export class SpotAccountsAdapter implements SpotAccounts {
  constructor(
    private readonly core: SpotCoreService,
    private readonly recordsQuery: SpotRecordsQuery,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }> {
    return this.recordsQuery.records(customerId, filter);
  }

  /** The customer's spot coins, each valued in USDT at its pair's last recorded tick. */
  async balances(customerId: string): Promise<SpotAccountBalance[]> {
    return this.core.state.balancesOf(customerId).map((balance) => {
      const held = Decimal.parse(balance.available).add(Decimal.parse(balance.frozen));
      const price = balance.coin === 'USDT' ? '1' : this.market.lastTick(`${balance.coin}USDT`)?.price;
      if (price === undefined) return balance;
      return { ...balance, usdtValue: held.multiply(Decimal.parse(price), ASSETS.USDT.scale, 'down').toString() };
    });
  }

  /**
   * Debits the spot account into clearing for the funding side. With `answer`, the customer's request
   * id is answered in the group commit of that debit: the debit and the answer commit together or not
   * at all, so a retry after a crash gets the answer instead of a doubt.
   */
  async sendToFunding(request: SpotSendRequest): Promise<SpotSendResult> {
    const { answer, ...transfer } = request;
    const debit = () => this.core.submit({ type: 'SendToFunding', ...transfer, at: this.clock.now().toISOString() }, { transferId: transfer.transferId }, answer && recordedWithEvent(answer));
    return sendResultOf(debit, spotSendRefusal);
  }
}

function spotSendRefusal(error: unknown): SendRefusal | null {
  if (!(error instanceof SpotRejection)) return null;
  if (error.code === 'spot.insufficientBalance') return 'insufficient';
  if (error.code === 'spot.duplicateTransfer') return 'duplicate';
  return 'unknownCoin';
}

