import { Injectable } from '@nestjs/common';
import { FundingStore } from '../funding-store';
import type { BankDetails } from '../withdrawals/withdrawal.decider';

/** How the API names each bank field. */
export const BANK_FIELD_NAMES: Record<keyof BankDetails, string> = {
  bankName: 'bank_name',
  accountNumber: 'account_number',
  swiftCode: 'swift_code',
  routingNumber: 'routing_number',
  bankAddress: 'bank_address',
  payeeName: 'payee_name',
  payeePhone: 'payee_phone',
  payeeAddress: 'payee_address',
};
export const BANK_FIELDS = Object.keys(BANK_FIELD_NAMES) as (keyof BankDetails)[];

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
    return rows.map((row) => ({
      id: row.id,
      ...Object.fromEntries(BANK_FIELDS.map((field) => [BANK_FIELD_NAMES[field], row.details[field]])),
      created_at: row.created_at.toISOString(),
    }));
  }
}
