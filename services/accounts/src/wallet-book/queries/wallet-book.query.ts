import { Injectable } from '@nestjs/common';
import { FundingStore } from '../../funding-store';
import type { BankDetails } from '../../withdrawals/domain/withdrawal.decider';
import { bankDetailsView } from '../bank-details-view';

/** The customer's saved withdrawal addresses and bank cards, from their read models. */
@Injectable()
export class WalletBookQuery {
  constructor(private readonly funding: FundingStore) {}

  async addresses(customerId: string) {
    const { rows } = await this.funding.pool.query<{ id: string; coin: string; chain: string; address: string; memo: string; remark: string; created_at: Date }>(
      'SELECT * FROM withdrawal_addresses WHERE customer_id = $1 ORDER BY created_at',
      [customerId],
    );
    return rows.map((row) => ({ id: row.id, coin: row.coin, chain: row.chain, address: row.address, memo: row.memo, remark: row.remark, created_at: row.created_at.toISOString() }));
  }

  async bankCards(customerId: string) {
    const { rows } = await this.funding.pool.query<{ id: string; details: BankDetails; created_at: Date }>('SELECT * FROM bank_cards WHERE customer_id = $1 ORDER BY created_at', [customerId]);
    return rows.map((row) => ({ id: row.id, ...bankDetailsView(row.details), created_at: row.created_at.toISOString() }));
  }
}
