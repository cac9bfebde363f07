import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { userAccount } from '@meridian/ledger';
import type { CustomerPrincipal } from '@meridian/runtime';
import { ACCOUNT_TYPES, isAccountType } from '../catalogue/account-types';
import { coinOf } from '../catalogue/asset-catalogue';
import { parseAmount } from '../amounts';
import { FundingStore } from '../funding-store';
import { customerLedgerDecider, ledgerStream } from '../ledger/customer-ledger';

/**
 * A transfer between two of the customer's own accounts: one balanced entry on the customer's
 * ledger stream, so it is instant and all-or-nothing. (When the trading core takes over the trading
 * accounts, this becomes the clearing saga of DESIGN.md section 5.)
 */
@Injectable()
export class TransfersService {
  constructor(private readonly funding: FundingStore) {}

  async transfer(customer: CustomerPrincipal, input: { coin?: string; from?: string; to?: string; amount?: string }, requestId: string | null) {
    if (!isAccountType(input.from) || !isAccountType(input.to)) throw AppError.badInput('field.invalid', { field: 'from' });
    if (input.from === input.to) throw AppError.badInput('transfer.sameAccount');
    if (!coinOf(input.coin ?? '')) throw AppError.badInput('coin.unknown');
    const amount = parseAmount(input.coin!, input.amount);
    const id = randomUUID();
    const from = userAccount(customer.customerId, ACCOUNT_TYPES[input.from], amount.asset);
    const to = userAccount(customer.customerId, ACCOUNT_TYPES[input.to], amount.asset);
    await this.funding.transaction(
      (tx) =>
        tx.run(
          ledgerStream(customer.customerId),
          customerLedgerDecider,
          {
            type: 'PostEntry',
            data: { id: `transfer:${id}`, memo: `Transfer ${input.from} → ${input.to}`, postings: [{ account: from, amount: amount.negate() }, { account: to, amount }] },
            metadata: { now: tx.now },
          },
          { customerId: customer.customerId },
        ),
      requestId,
    );
    return { id, coin: amount.asset.code, from: input.from, to: input.to, amount: amount.toString() };
  }
}
