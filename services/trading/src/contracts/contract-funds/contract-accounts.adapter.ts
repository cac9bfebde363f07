import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import type { ContractAccountBalance, ContractAccountRecord, DerivativesAccount, ContractAccounts, SpotRecordsFilter, SpotSendResult } from '@meridian/runtime';
import { ContractCoreService } from '../contract-core.service';
import { customerAccount } from '../domain/contract-core';
import { ContractRejection } from '../domain/contract-core.types';
import { Decimal, formatDecimalText } from '@meridian/money';
import { livePosition } from '../position-live';
import { ContractRecordsQuery } from '../read-model/contract-records.query';

const ACCOUNTS = ['hy', 'jg1', 'jg'] as const;

/** The contract core's side of the CONTRACT_ACCOUNTS port: what the funding side may see and ask. */
@Injectable()
export class ContractAccountsAdapter implements ContractAccounts {
  constructor(
    private readonly core: ContractCoreService,
    private readonly recordsQuery: ContractRecordsQuery,
  ) {}

  records(customerId: string, filter: SpotRecordsFilter & { account: DerivativesAccount | null }): Promise<{ items: ContractAccountRecord[]; total: number }> {
    return this.recordsQuery.records(customerId, filter);
  }

  async balances(customerId: string): Promise<ContractAccountBalance[]> {
    const positions = this.core.state.positionsOf(customerId).filter((p) => p.status === 'open' || p.status === 'pending');
    return ACCOUNTS.map((account) => {
      let margin = Decimal.ZERO;
      let pnl = Decimal.ZERO;
      for (const position of positions.filter((p) => p.account === account)) {
        const live = livePosition(position, this.core.state.markOf(position.symbol));
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

  async sendToFunding(request: { transferId: string; customerId: string; account: DerivativesAccount; amount: string; toAccount: string }): Promise<SpotSendResult> {
    try {
      await this.core.submit({ type: 'SendToFunding', ...request, at: new Date().toISOString() }, { requestId: request.transferId });
      return { ok: true };
    } catch (error) {
      if (error instanceof ContractRejection) return { ok: false, reason: error.key === 'contracts.duplicate' ? 'duplicate' : 'insufficient' };
      if (error instanceof AppError) return { ok: false, reason: 'unavailable' };
      throw error;
    }
  }
}
