import { Injectable } from '@nestjs/common';
import { FundingStore } from '../../funding-store';
import { accountsReadModels } from '../../accounts.read-models';
import { bankDetailsView } from '../bank-details-view';
import { BankCard } from '../read-models/bank-card.entity';
import { WithdrawalAddress } from '../read-models/withdrawal-address.entity';

/** The customer's saved withdrawal addresses and bank cards, from their read models. */
@Injectable()
export class WalletBookQuery {
  constructor(private readonly funding: FundingStore) {}

  async addresses(customerId: string) {
    const rows = await (await accountsReadModels.on(this.funding.pool)).getRepository(WithdrawalAddress).find({ where: { customerId }, order: { createdAt: 'ASC' } });
    return rows.map(({ customerId: _owner, createdAt, ...address }) => ({ ...address, created_at: createdAt.toISOString() }));
  }

  async bankCards(customerId: string) {
    const rows = await (await accountsReadModels.on(this.funding.pool)).getRepository(BankCard).find({ where: { customerId }, order: { createdAt: 'ASC' } });
    return rows.map((row) => ({ id: row.id, ...bankDetailsView(row.details), created_at: row.createdAt.toISOString() }));
  }
}
