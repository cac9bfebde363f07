import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import type { SpotAccountBalance, SpotAccountRecord, SpotAccounts, SpotRecordsFilter, SpotSendResult } from '@meridian/runtime';
import { SpotCoreService } from './spot-core.service';
import { SpotRecordsQuery } from './spot-records.query';
import { SpotRejection } from './spot-core.types';

/** The trading core's side of the SPOT_ACCOUNTS port: what the funding side may see and ask. */
@Injectable()
export class SpotAccountsAdapter implements SpotAccounts {
  constructor(
    private readonly core: SpotCoreService,
    private readonly recordsQuery: SpotRecordsQuery,
  ) {}

  records(customerId: string, filter: SpotRecordsFilter): Promise<{ items: SpotAccountRecord[]; total: number }> {
    return this.recordsQuery.records(customerId, filter);
  }

  async balances(customerId: string): Promise<SpotAccountBalance[]> {
    return this.core.state.balancesOf(customerId);
  }

  async sendToFunding(request: {
    transferId: string;
    customerId: string;
    coin: string;
    amount: string;
    toAccount: string;
  }): Promise<SpotSendResult> {
    try {
      await this.core.submit({ type: 'SendToFunding', ...request, at: new Date().toISOString() }, { requestId: request.transferId });
      return { ok: true };
    } catch (error) {
      if (error instanceof SpotRejection) {
        if (error.code === 'spot.insufficientBalance') return { ok: false, reason: 'insufficient' };
        if (error.code === 'spot.duplicateTransfer') return { ok: false, reason: 'duplicate' };
        return { ok: false, reason: 'unknownCoin' };
      }
      if (error instanceof AppError) return { ok: false, reason: 'unavailable' };
      throw error;
    }
  }
}
